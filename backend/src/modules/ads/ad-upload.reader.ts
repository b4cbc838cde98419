import { BadRequestException, HttpException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { LIMITS, MESSAGES } from '@community/vocabulary';
import { AppConfig } from '../../config/app-config';
import { formErrors } from '../../common/http/form-errors';
import { imagesError, imagesTooLarge } from './ad-upload-errors';

export const AD_IMAGES_FIELD = 'images';
/**
 * An edit's pictures to keep: a repeated text part read as a list (how OpenAPI encodes an array in
 * multipart/form-data), like the repeated `images` file part.
 */
export const KEEP_IMAGES_FIELD = 'keep_images';
const LIST_FIELDS: ReadonlySet<string> = new Set([KEEP_IMAGES_FIELD]);

export interface AdUploadLimits {
  maxImages: number;
  maxImageBytes: number;
  maxTotalBytes: number;
}

export interface AdUpload {
  /** Text parts by name; a repeated name keeps its first value, except a list field, which keeps them all in order. */
  fields: Record<string, string | string[]>;
  /** The pictures' raw bytes, in upload order; nothing is decoded here. */
  images: Buffer[];
}

const MB = 1024 * 1024;

/**
 * The ad form with the configured limits. A refusal while the client is still sending (too large, too many)
 * answers at once and closes the connection, so the rest of the body is never read.
 */
export async function readAdForm(request: FastifyRequest, reply: FastifyReply, config: AppConfig): Promise<AdUpload> {
  const limits = { maxImages: LIMITS.adImagesMax, maxImageBytes: config.uploads.maxImageMb * MB, maxTotalBytes: config.uploads.maxTotalMb * MB };
  try {
    return await readAdUpload(request, limits);
  } catch (error) {
    if (!request.raw.complete) reply.header('connection', 'close');
    throw error;
  }
}

/** Room for the text parts and multipart boundaries on top of the images' own bytes. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * The HTTP side of an ad submission: streams the multipart body part by part into plain values. Byte
 * counts are checked as chunks arrive, so an oversized upload stops at the limit with a 413 instead of
 * being read to the end; what is kept is bounded by UPLOAD_MAX_TOTAL_MB. Pictures are only decoded
 * later, by the service, once the text fields have passed.
 */
export async function readAdUpload(request: FastifyRequest, limits: AdUploadLimits): Promise<AdUpload> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException(MESSAGES.ad.notMultipart);
  const declaredLength = Number(request.headers['content-length']);
  if (declaredLength > limits.maxTotalBytes + FORM_OVERHEAD_BYTES) throw imagesTooLarge();

  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const images: Buffer[] = [];
  let totalBytes = 0;
  try {
    // files: one more than allowed, so the eighth image reaches us and is answered with the form's message.
    const parts = request.parts({ limits: { fileSize: limits.maxImageBytes, files: limits.maxImages + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (LIST_FIELDS.has(part.fieldname)) (lists[part.fieldname] ??= []).push(String(part.value));
        else if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== AD_IMAGES_FIELD) {
        throw formErrors({ [part.fieldname]: [`Send pictures in the "${AD_IMAGES_FIELD}" field`] });
      }
      if (images.length === limits.maxImages) throw imagesError(MESSAGES.ad.tooManyImages);
      images.push(
        await readFilePart(part.file, (chunk) => {
          totalBytes += chunk.length;
          if (totalBytes > limits.maxTotalBytes) throw imagesTooLarge();
        }),
      );
    }
  } catch (error) {
    throw asHttpError(error);
  }
  return { fields: { ...fields, ...lists }, images };
}

/**
 * One file part into memory. Busboy signals the per-file limit with a 'limit' event and then
 * silently skips the rest of the part, so the event (not the end of the stream) is what stops us:
 * waiting for the end would read a huge upload to its last byte.
 */
function readFilePart(file: Readable & { truncated?: boolean }, onChunk: (chunk: Buffer) => void): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const fail = (error: unknown) => {
      file.removeAllListeners('data');
      file.resume();
      reject(error);
    };
    file.on('data', (chunk: Buffer) => {
      try {
        onChunk(chunk);
        chunks.push(chunk);
      } catch (error) {
        fail(error);
      }
    });
    file.once('limit', () => fail(imagesTooLarge()));
    file.once('error', fail);
    file.once('end', () => (file.truncated ? fail(imagesTooLarge()) : resolve(Buffer.concat(chunks))));
  });
}

/** @fastify/multipart's own limit errors, in the form's words. */
function asHttpError(error: unknown): unknown {
  if (error instanceof HttpException) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return imagesTooLarge();
    case 'FST_FILES_LIMIT':
      return imagesError(MESSAGES.ad.tooManyImages);
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return formErrors({ form: ['The form has too many parts'] });
    default:
      // Everything else thrown here is busboy failing on the client's bytes (boundary missing or never seen,
      // a part cut off, a part without headers): the body is at fault, not the server.
      return new BadRequestException({ message: MESSAGES.ad.unreadableForm, error_message: MESSAGES.ad.unreadableForm });
  }
}
