import { randomUUID } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import sharp from 'sharp';
import { ACCOUNT_TEXTS, MESSAGES } from '@community/vocabulary';
import { formErrors } from '../../common/http/form-errors';
import { readMultipartForm } from '../../common/http/multipart-form';

export const PHOTO_FIELD = 'photo';
export const PHOTO_SIZE = 256;
const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);
const MAX_INPUT_PIXELS = 60_000_000;

export const photoKey = (): string => `photos/${randomUUID()}.webp`;

/** The one `photo` part of a multipart body, through the shared multipart reader, bounded by maxBytes while it streams. */
export async function readPhotoUpload(request: FastifyRequest, reply: FastifyReply, maxBytes: number): Promise<Buffer> {
  const photoRequired = () => formErrors({ [PHOTO_FIELD]: [ACCOUNT_TEXTS.photoRequired] });
  const { files } = await readMultipartForm(request, reply, {
    fileField: PHOTO_FIELD,
    maxFiles: 1,
    maxFileBytes: maxBytes,
    maxTotalBytes: maxBytes,
    tooManyFiles: () => formErrors({ [PHOTO_FIELD]: [ACCOUNT_TEXTS.onePhotoOnly] }),
    wrongFileField: photoRequired,
    notMultipart: MESSAGES.ad.notMultipart,
  });
  if (files.length === 0) throw photoRequired();
  return files[0];
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
