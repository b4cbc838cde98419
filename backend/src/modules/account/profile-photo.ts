import { randomUUID } from 'node:crypto';
import { PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import sharp from 'sharp';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { formErrors } from '../../common/http/form-errors';

export const PHOTO_FIELD = 'photo';
export const PHOTO_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_INPUT_PIXELS = 60_000_000;

export const photoKey = (): string => `photos/${randomUUID()}.webp`;

/** The one `photo` part of a multipart body, bounded by maxBytes while it streams. */
export async function readPhotoUpload(request: FastifyRequest, maxBytes: number): Promise<Buffer> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException(MESSAGES.ad.notMultipart);
  try {
    const part = await request.file({ limits: { fileSize: maxBytes, files: 1 } });
    if (!part || part.fieldname !== PHOTO_FIELD) throw formErrors({ [PHOTO_FIELD]: [ACCOUNT_TEXTS.photoRequired] });
    const content = await part.toBuffer();
    if (part.file.truncated) throw new PayloadTooLargeException({ message: MESSAGES.ad.tooLarge, error_message: MESSAGES.ad.tooLarge });
    return content;
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw new PayloadTooLargeException({ message: MESSAGES.ad.tooLarge, error_message: MESSAGES.ad.tooLarge });
    throw error;
  }
}

/**
 * The ads' pipeline for one picture: accepted by its content only, turned upright, cropped to a 256 px square
 * WebP, and written without EXIF/GPS (sharp keeps no metadata unless asked).
 */
export async function processProfilePhoto(input: Buffer): Promise<Buffer> {
  const options = { limitInputPixels: MAX_INPUT_PIXELS, failOn: 'error' as const };
  const notAnImage = () => formErrors({ [PHOTO_FIELD]: [MESSAGES.ad.notAnImage] });
  let format: string | undefined;
  try {
    format = (await sharp(input, options).metadata()).format;
  } catch {
    throw notAnImage();
  }
  if (!format || !ACCEPTED_FORMATS.has(format)) throw notAnImage();
  try {
    return await sharp(input, options).autoOrient().resize(PHOTO_SIZE, PHOTO_SIZE, { fit: 'cover', position: 'attention' }).webp({ quality: 80 }).toBuffer();
  } catch {
    throw notAnImage();
  }
}

