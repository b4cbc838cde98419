import { HttpStatus } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';

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
export function defaultMessageFor(status: number): string {
  switch (status) {
    case HttpStatus.UNAUTHORIZED:
      return MESSAGES.http.unauthorized;
    case HttpStatus.FORBIDDEN:
      return MESSAGES.http.forbidden;
    case HttpStatus.NOT_FOUND:
      return MESSAGES.http.notFound;
    case HttpStatus.PAYLOAD_TOO_LARGE:
      return MESSAGES.http.payloadTooLarge;
    case HttpStatus.TOO_MANY_REQUESTS:
      return MESSAGES.http.tooManyRequests;
    case HttpStatus.SERVICE_UNAVAILABLE:
      return MESSAGES.http.serviceUnavailable;
    case HttpStatus.URI_TOO_LONG:
      return MESSAGES.http.addressTooLong;
    case 431:
      return MESSAGES.http.headersTooLarge;
    case HttpStatus.REQUEST_TIMEOUT:
      return MESSAGES.http.requestTimeout;
    case HttpStatus.UNSUPPORTED_MEDIA_TYPE:
      return MESSAGES.http.unsupportedMediaType;
    case HttpStatus.BAD_REQUEST:
      return MESSAGES.http.badRequest;
    default:
      return MESSAGES.http.internal;
  }
}

export interface ErrorBody {
  statusCode: number;
  error: string;
  message: string | string[];
  error_message: string;
  errors?: Record<string, string[]>;
}

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
