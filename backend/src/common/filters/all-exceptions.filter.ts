import { ArgumentsHost, Catch, ExceptionFilter, HttpException, HttpStatus, Logger, NotFoundException } from '@nestjs/common';
import { ThrottlerException } from '@nestjs/throttler';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@community/vocabulary';
import { TooManyRequestsException } from '../http/too-many-requests.exception';
import { ErrorBody, errorBody } from './error-body';

const DATABASE_DOWN_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'PROTOCOL_CONNECTION_LOST',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_SHUTDOWN',
  'EPIPE',
]);

export function isDatabaseUnavailable(error: unknown): boolean {
  const code = (error as { code?: string; driverError?: { code?: string } })?.code ?? (error as { driverError?: { code?: string } })?.driverError?.code;
  return !!code && DATABASE_DOWN_CODES.has(code);
}

/**
 * Every error leaves as { statusCode, error, message, error_message }. Unexpected errors are
 * logged in full here and answered without stack traces or SQL text.
 */
@Catch()
export class AllExceptionsFilter implements ExceptionFilter {
  private readonly logger = new Logger('Errors');

  constructor(private readonly clientRouteFallback?: (request: FastifyRequest, reply: FastifyReply) => boolean) {}

  catch(exception: unknown, host: ArgumentsHost): void {
    const http = host.switchToHttp();
    const reply = http.getResponse();
    if (exception instanceof NotFoundException && this.clientRouteFallback?.(http.getRequest(), reply)) return;
    const body = this.toBody(exception);
    if (exception instanceof TooManyRequestsException) reply.header('Retry-After', String(Math.max(1, exception.retryAfterSeconds)));
    reply.status(body.statusCode).send(body);
  }

  private toBody(exception: unknown): ErrorBody {
    if (exception instanceof ThrottlerException) {
      return errorBody(HttpStatus.TOO_MANY_REQUESTS, MESSAGES.http.tooManyRequests);
    }
    if (exception instanceof HttpException) {
      const status = exception.getStatus();
      const response = exception.getResponse();
      if (typeof response === 'string') return errorBody(status, response);
      const { message, errors, error_message } = response as { message?: string | string[]; errors?: Record<string, string[]>; error_message?: string };
      const body = errorBody(status, message, errors);
      if (error_message) body.error_message = error_message;
      // Nest's own default texts ("Forbidden resource", "Unauthorized") are replaced by readable sentences.
      if (status === 401 && (message === 'Unauthorized' || message === undefined)) return errorBody(401, MESSAGES.http.unauthorized);
      if (status === 404 && typeof message === 'string' && message.startsWith('Cannot ')) return errorBody(404, MESSAGES.http.notFound);
      return body;
    }
    const status = (exception as { statusCode?: number })?.statusCode;
    if (status === 413) return errorBody(413, MESSAGES.http.payloadTooLarge);
    if (status && status >= 400 && status < 500) {
      return errorBody(status, (exception as Error).message);
    }
    if (isDatabaseUnavailable(exception)) {
      this.logger.warn(`database unavailable: ${(exception as Error).message}`);
      return errorBody(HttpStatus.SERVICE_UNAVAILABLE, MESSAGES.http.serviceUnavailable);
    }
    this.logger.error(exception instanceof Error ? (exception.stack ?? exception.message) : String(exception));
    return errorBody(HttpStatus.INTERNAL_SERVER_ERROR, MESSAGES.http.internal);
  }
}
