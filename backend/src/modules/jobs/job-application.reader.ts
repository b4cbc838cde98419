import { BadRequestException, PayloadTooLargeException } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { JOB_LIMITS, JOB_TEXTS } from '@community/vocabulary';
import { formErrors } from '../../common/http/form-errors';
import { readMultipartForm } from '../../common/http/multipart-form';

export const CV_FIELD = 'cv';
export const CV_CONTENT_TYPE = 'application/pdf';

/** What the application form carries: its text fields, and the CV when one was attached. */
export interface ApplicationForm {
  fields: Record<string, string | string[]>;
  cv: { content: Buffer; fileName: string } | null;
}

/** Every PDF starts with its header `%PDF-` (ISO 32000-1, 7.5.2), as file-type's own PDF check reads it. */
const PDF_MAGIC = Buffer.from('%PDF-', 'latin1');

/** A PDF by its bytes, never by the name or the type the client declared. */
export function isPdf(content: Buffer): boolean {
  return content.length > PDF_MAGIC.length && content.subarray(0, PDF_MAGIC.length).equals(PDF_MAGIC);
}

/** 413 with the CV's own text: the reader stops at the limit, so a bigger body is never read to its end. */
function cvTooLarge(): PayloadTooLargeException {
  return new PayloadTooLargeException({ message: JOB_TEXTS.cvTooLarge, error_message: JOB_TEXTS.cvTooLarge });
}

/**
 * The application form (multipart/form-data) through the shared multipart reader: `message`, and at most one file in
 * `cv`, at most JOB_LIMITS.cvMaxBytes (counted as it streams in), which must be a PDF by its bytes (docs/jobs.md
 * "The CV"). A file in another field, a second file or anything but a PDF is refused with its own text.
 */
export async function readApplicationForm(request: FastifyRequest, reply: FastifyReply): Promise<ApplicationForm> {
  const { fields, files, fileNames } = await readMultipartForm(request, reply, {
    fileField: CV_FIELD,
    maxFiles: 1,
    maxFileBytes: JOB_LIMITS.cvMaxBytes,
    maxTotalBytes: JOB_LIMITS.cvMaxBytes,
    tooManyFiles: () => new BadRequestException(JOB_TEXTS.cvOnlyOne),
    wrongFileField: (fieldname) => formErrors({ [fieldname]: [JOB_TEXTS.cvOnlyOne] }),
    notMultipart: JOB_TEXTS.applicationNotMultipart,
    tooLarge: cvTooLarge,
  });
  if (!files.length) return { fields, cv: null };
  if (!isPdf(files[0])) throw formErrors({ [CV_FIELD]: [JOB_TEXTS.cvNotPdf] });
  return { fields, cv: { content: files[0], fileName: fileNames[0] } };
}
