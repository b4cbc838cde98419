import { Logger } from '@nestjs/common';
import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { MESSAGES } from '@community/vocabulary';
import { errorBody } from '../filters/error-body';

export interface GracefulShutdownOptions {
  /** The process exits by this time even if a request hangs (Docker's default stop timeout is 10 s). */
  deadlineMs?: number;
  signals?: NodeJS.Signals[];
}

/**
 * SIGTERM/SIGINT: requests already being served finish; requests arriving after the signal are
 * answered 503 with Connection: close (a load balancer retries them elsewhere); the listening socket
 * closes, then the database pool and Redis; the process exits 0, or 1 if the deadline passes first.
 * Call before app.listen().
 */
export function enableGracefulShutdown(app: NestFastifyApplication, options: GracefulShutdownOptions = {}): void {
  const deadlineMs = options.deadlineMs ?? 9_000;
  const logger = new Logger('Shutdown');
  const fastify = app.getHttpAdapter().getInstance();
  let shuttingDown = false;
  let inFlight = 0;

  fastify.addHook('onRequest', (_request, reply, done) => {
    if (!shuttingDown) {
      inFlight += 1;
      reply.raw.once('close', () => (inFlight -= 1));
      return done();
    }
    reply.header('Connection', 'close').code(503).send(errorBody(503, MESSAGES.http.serviceUnavailable));
  });
  // Without this a busy keep-alive connection stays open after its answer and holds up the close.
  fastify.addHook('onSend', (_request, reply, payload, done) => {
    if (shuttingDown) reply.header('Connection', 'close');
    done(null, payload);
  });

  const onSignal = (signal: NodeJS.Signals) => {
    if (shuttingDown) return;
    shuttingDown = true;
    const startedAt = Date.now();
    logger.log(`${signal}: finishing ${inFlight} request(s) in flight, refusing new ones`);
    const deadline = setTimeout(() => {
      logger.error(`still ${inFlight} request(s) in flight after ${deadlineMs} ms; exiting anyway`);
      process.exit(1);
    }, deadlineMs);
    deadline.unref();
    app
      .close()
      .then(() => {
        logger.log(`stopped cleanly in ${Date.now() - startedAt} ms`);
        process.exit(0);
      })
      .catch((error: Error) => {
        logger.error(`error while stopping: ${error.stack ?? error.message}`);
        process.exit(1);
      });
  };
  for (const signal of options.signals ?? (['SIGTERM', 'SIGINT'] as NodeJS.Signals[])) process.once(signal, onSignal);
}
