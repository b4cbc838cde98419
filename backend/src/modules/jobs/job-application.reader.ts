import { BadRequestException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JOB_TEXTS } from '@community/vocabulary';
import { formErrors } from '../../common/http/form-errors';
import { readMultipartForm } from '../../common/http/multipart-form';

export const CV_FIELD = 'cv';
const MB = 1024 * 1024;

/**
 * The application form (multipart/form-data) through the shared multipart reader. The CV part is not taken yet
 * (docs/jobs.md "Applying": storing and serving CVs is not built): a file in `cv` is refused with its own text, never
 * silently dropped, so an applicant is not told a CV went with their application when it did not.
 */
export async function readApplicationForm(request: FastifyRequest, reply: FastifyReply): Promise<Record<string, string | string[]>> {
  const { fields } = await readMultipartForm(request, reply, {
    fileField: CV_FIELD,
    maxFiles: 0,
    maxFileBytes: 2 * MB,
    maxTotalBytes: 2 * MB,
    tooManyFiles: () => new BadRequestException(JOB_TEXTS.cvNotAccepted),
    wrongFileField: (fieldname) => formErrors({ [fieldname]: [JOB_TEXTS.cvNotAccepted] }),
    notMultipart: JOB_TEXTS.applicationNotMultipart,
  });
  return fields;
}
