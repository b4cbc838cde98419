import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, MESSAGES } from '@community/vocabulary';
import { AppConfig } from '../../config/app-config';
import { formErrors } from '../../common/http/form-errors';
import { readMultipartForm } from '../../common/http/multipart-form';
import { imagesError } from './ad-upload-errors';

export const AD_IMAGES_FIELD = 'images';
/**
 * An edit's pictures to keep: a repeated text part read as a list (how OpenAPI encodes an array in
 * multipart/form-data), like the repeated `images` file part.
 */
export const KEEP_IMAGES_FIELD = 'keep_images';
const LIST_FIELDS: ReadonlySet<string> = new Set([KEEP_IMAGES_FIELD]);

export interface AdUpload {
  /** Text parts by name; a repeated name keeps its first value, except a list field, which keeps them all in order. */
  fields: Record<string, string | string[]>;
  /** The pictures' raw bytes, in upload order; nothing is decoded here. */
  images: Buffer[];
}

const MB = 1024 * 1024;

/**
 * The ad form (new ads and My ads edits) through the shared multipart reader, with the configured limits. Pictures
 * are only decoded later, by the service, once the text fields have passed.
 */
export async function readAdForm(request: FastifyRequest, reply: FastifyReply, config: AppConfig): Promise<AdUpload> {
  const { fields, files } = await readMultipartForm(request, reply, {
    fileField: AD_IMAGES_FIELD,
    listFields: LIST_FIELDS,
    maxFiles: LIMITS.adImagesMax,
    maxFileBytes: config.uploads.maxImageMb * MB,
    maxTotalBytes: config.uploads.maxTotalMb * MB,
    tooManyFiles: () => imagesError(MESSAGES.ad.tooManyImages),
    wrongFileField: (fieldname) => formErrors({ [fieldname]: [`Send pictures in the "${AD_IMAGES_FIELD}" field`] }),
    notMultipart: MESSAGES.ad.notMultipart,
  });
  return { fields, images: files };
}
