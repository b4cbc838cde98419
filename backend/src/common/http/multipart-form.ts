import { BadRequestException, HttpException, PayloadTooLargeException, UnsupportedMediaTypeException } from '@nestjs/common';
import type { Readable } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { MESSAGES } from '@community/vocabulary';
import { formErrors } from './form-errors';

/** What one upload route accepts, and how it words the refusals that are its own. */
export interface MultipartFormRules {
  /** The one field that may carry files. */
  fileField: string;
  /** Text fields read as a list when repeated (an array in OpenAPI's multipart encoding); others keep their first value. */
  listFields?: ReadonlySet<string>;
  maxFiles: number;
  maxFileBytes: number;
  /** All files together. */
  maxTotalBytes: number;
  /** The answer to one file more than maxFiles (the form's own words). */
  tooManyFiles: () => HttpException;
  /** The answer to a file in another field. */
  wrongFileField: (fieldname: string) => HttpException;
  /** 415 text when the body is not multipart at all. */
  notMultipart: string;
  /** The answer to files over maxFileBytes or maxTotalBytes (default: 413 with the pictures' text, filesTooLarge). */
  tooLarge?: () => HttpException;
}

export interface MultipartForm {
  /** Text parts by name; a repeated name keeps its first value, except a list field, which keeps them all in order. */
  fields: Record<string, string | string[]>;
  /** The files' raw bytes, in upload order; nothing is decoded here. */
  files: Buffer[];
  /** Each file's name as the client gave it (the part's filename), in the same order; never trusted for its type. */
  fileNames: string[];
}

/** 413 with the spec's text (section 8: 'Images are too large. Kindly provide compressed images.'). */
export function filesTooLarge(): PayloadTooLargeException {
  return new PayloadTooLargeException({ message: MESSAGES.ad.tooLarge, error_message: MESSAGES.ad.tooLarge });
}

/** The 400 of a body busboy cannot read: the client's bytes are at fault, never the server. */
export function unreadableForm(): BadRequestException {
  return new BadRequestException({ message: MESSAGES.ad.unreadableForm, error_message: MESSAGES.ad.unreadableForm });
}

/** Room for the text parts and multipart boundaries on top of the files' own bytes. */
const FORM_OVERHEAD_BYTES = 1024 * 1024;

/**
 * The one multipart reader of every upload route (the ad form, My ads edits, the profile photo): streams the body
 * part by part into plain values. Byte counts are checked as chunks arrive, so an oversized upload stops at the limit
 * with a 413 instead of being read to the end. Whatever busboy fails on (no boundary, a boundary never seen, a part
 * cut off, a part without headers, garbage) is answered 400 "The form could not be read; please send it again",
 * never 500 (issue #23: the photo route answered 500). A refusal while the client is still sending closes the
 * connection, so the rest of the body is never read.
 */
export async function readMultipartForm(request: FastifyRequest, reply: FastifyReply, rules: MultipartFormRules): Promise<MultipartForm> {
  try {
    return await readParts(request, rules);
  } catch (error) {
    if (!request.raw.complete) reply.header('connection', 'close');
    throw error;
  }
}

async function readParts(request: FastifyRequest, rules: MultipartFormRules): Promise<MultipartForm> {
  if (!request.isMultipart()) throw new UnsupportedMediaTypeException(rules.notMultipart);
  const declaredLength = Number(request.headers['content-length']);
  const tooLarge = rules.tooLarge ?? filesTooLarge;
  if (declaredLength > rules.maxTotalBytes + FORM_OVERHEAD_BYTES) throw tooLarge();

  const fields: Record<string, string> = {};
  const lists: Record<string, string[]> = {};
  const files: Buffer[] = [];
  const fileNames: string[] = [];
  let totalBytes = 0;
  try {
    // files: one more than allowed, so the extra file reaches us and is answered in the form's words.
    const parts = request.parts({ limits: { fileSize: rules.maxFileBytes, files: rules.maxFiles + 1 } });
    for await (const part of parts) {
      if (part.type === 'field') {
        if (rules.listFields?.has(part.fieldname)) (lists[part.fieldname] ??= []).push(String(part.value));
        else if (!(part.fieldname in fields)) fields[part.fieldname] = String(part.value);
        continue;
      }
      if (part.fieldname !== rules.fileField) throw rules.wrongFileField(part.fieldname);
      if (files.length === rules.maxFiles) throw rules.tooManyFiles();
      fileNames.push(part.filename ?? '');
      files.push(
        await readFilePart(
          part.file,
          (chunk) => {
            totalBytes += chunk.length;
            if (totalBytes > rules.maxTotalBytes) throw tooLarge();
          },
          tooLarge,
        ),
      );
    }
  } catch (error) {
    throw asHttpError(error, rules);
  }
  return { fields: { ...fields, ...lists }, files, fileNames };
}

/**
 * One file part into memory. Busboy signals the per-file limit with a 'limit' event and then
 * silently skips the rest of the part, so the event (not the end of the stream) is what stops us:
 * waiting for the end would read a huge upload to its last byte.
 */
function readFilePart(file: Readable & { truncated?: boolean }, onChunk: (chunk: Buffer) => void, tooLarge: () => HttpException): Promise<Buffer> {
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
    file.once('limit', () => fail(tooLarge()));
    file.once('error', fail);
    file.once('end', () => (file.truncated ? fail(tooLarge()) : resolve(Buffer.concat(chunks))));
  });
}

/** @fastify/multipart's own limit errors in the form's words; anything else busboy throws is the body's fault. */
function asHttpError(error: unknown, rules: MultipartFormRules): unknown {
  if (error instanceof HttpException) return error;
  switch ((error as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return (rules.tooLarge ?? filesTooLarge)();
    case 'FST_FILES_LIMIT':
      return rules.tooManyFiles();
    case 'FST_PARTS_LIMIT':
    case 'FST_FIELDS_LIMIT':
      return formErrors({ form: ['The form has too many parts'] });
    default:
      return unreadableForm();
  }
}
