import { FastifyReply, FastifyRequest, LogController } from 'fastify';

/**
 * Fastify logs two lines per request by default. We log one when the answer leaves (info, or
 * error for 5xx) and the arrival only at debug level, where it shows requests that never finished.
 */
export class RequestLogController extends LogController {
  override incomingRequest(request: FastifyRequest): void {
    // Fastify's logger is pino's, which has isLevelEnabled; its base type does not say so.
    const log = request.log as typeof request.log & { isLevelEnabled?(level: string): boolean };
    if (log.isLevelEnabled?.('debug')) request.log.debug({ req: request }, 'request received');
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    const line = { req: request, res: reply, responseTime: Math.round(reply.elapsedTime * 10) / 10 };
    if (error) reply.log.error({ ...line, err: error }, 'request errored');
    else if (reply.statusCode >= 500) reply.log.error(line, 'request completed');
    else reply.log.info(line, 'request completed');
  }
}
