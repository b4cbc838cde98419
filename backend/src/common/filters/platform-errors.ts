import type { Socket } from 'node:net';
import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGES } from '@community/vocabulary';
import { errorBody } from './error-body';

/**
 * Some answers never reach Nest's exception filter: Fastify's router refuses a path parameter over its
 * length limit (414) and its own errors bypass the filter. This last hook gives any error body that lacks
 * error_message the API's shape, with a readable sentence in place of the platform's internal text.
 */
export function answerPlatformErrorsInApiShape(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (_request, reply, payload, done) => {
      if (reply.statusCode < 400 || typeof payload !== 'string' || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) {
        return done(null, payload);
      }
      let body: { error_message?: unknown } | undefined;
      try {
        body = JSON.parse(payload);
      } catch {
        body = undefined;
      }
      if (body && typeof body === 'object' && typeof body.error_message === 'string') return done(null, payload);
      done(null, JSON.stringify(errorBody(reply.statusCode)));
    });
}

const ROUTER_ERRORS: Record<string, [number, string]> = {
  FST_ERR_BAD_URL: [400, MESSAGES.http.badRequest],
  FST_ERR_MAX_PARAM_LENGTH: [414, MESSAGES.http.addressTooLong],
};

/**
 * Fastify's frameworkErrors: the router refuses a malformed path (`%ZZ`, 400) or a path value over its length limit
 * (414) before any hook runs, so these answers are written here in the API's shape.
 */
export function routerErrorInApiShape(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const [status, sentence] = ROUTER_ERRORS[error.code ?? ''] ?? [error.statusCode ?? 400, MESSAGES.http.badRequest];
  reply
    .code(status)
    .header('content-type', 'application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(status, sentence)));
}

const CLIENT_ERRORS: Record<string, [number, string]> = {
  ERR_HTTP_REQUEST_TIMEOUT: [408, MESSAGES.http.requestTimeout],
  HPE_HEADER_OVERFLOW: [431, MESSAGES.http.headersTooLarge],
};

/**
 * Fastify's clientErrorHandler, in the API's error shape: Node refuses oversized headers (431), requests
 * that arrive too slowly (408) and unreadable HTTP (400) before any route or hook runs.
 */
export function clientErrorInApiShape(error: NodeJS.ErrnoException, socket: Socket): void {
  // A reset connection has no one left to answer.
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, sentence] = CLIENT_ERRORS[error.code ?? ''] ?? [400, MESSAGES.http.badRequest];
  const body = JSON.stringify(errorBody(status, sentence));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\nContent-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
