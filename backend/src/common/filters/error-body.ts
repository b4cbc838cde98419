import { HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { ErrorResponseDto } from '../http/error-response.dto';

const STATUS_NAMES: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  408: 'Request Timeout',
  409: 'Conflict',
  413: 'Payload Too Large',
  414: 'URI Too Long',
  415: 'Unsupported Media Type',
  431: 'Request Header Fields Too Large',
  429: 'Too Many Requests',
  500: 'Internal Server Error',
  503: 'Service Unavailable',
};

/** A readable sentence for statuses whose thrower gave none. */
const DEFAULT_MESSAGES: Record<number, string> = {
  [HttpStatus.BAD_REQUEST]: MESSAGES.http.badRequest,
  [HttpStatus.UNAUTHORIZED]: MESSAGES.http.unauthorized,
  [HttpStatus.FORBIDDEN]: MESSAGES.http.forbidden,
  [HttpStatus.NOT_FOUND]: MESSAGES.http.notFound,
  [HttpStatus.REQUEST_TIMEOUT]: MESSAGES.http.requestTimeout,
  [HttpStatus.PAYLOAD_TOO_LARGE]: MESSAGES.http.payloadTooLarge,
  [HttpStatus.URI_TOO_LONG]: MESSAGES.http.addressTooLong,
  [HttpStatus.UNSUPPORTED_MEDIA_TYPE]: MESSAGES.http.unsupportedMediaType,
  [HttpStatus.TOO_MANY_REQUESTS]: MESSAGES.http.tooManyRequests,
  431: MESSAGES.http.headersTooLarge,
  [HttpStatus.SERVICE_UNAVAILABLE]: MESSAGES.http.serviceUnavailable,
};

export function defaultMessageFor(status: number): string {
  return DEFAULT_MESSAGES[status] ?? MESSAGES.http.internal;
}

/** The shape Swagger documents is the shape the filter answers: one declaration, ErrorResponseDto. */
export type ErrorBody = ErrorResponseDto;

export function errorBody(status: number, message?: string | string[], errors?: Record<string, string[]>): ErrorBody {
  const first = Array.isArray(message) ? message[0] : message;
  const body: ErrorBody = {
    statusCode: status,
    error: STATUS_NAMES[status] ?? 'Error',
    message: message ?? defaultMessageFor(status),
    error_message: first ?? defaultMessageFor(status),
  };
  if (errors) body.errors = errors;
  return body;
}
