import { NestFastifyApplication } from '@nestjs/platform-fastify';

const HSTS = 'max-age=31536000; includeSubDomains';

/**
 * Strict-Transport-Security only on answers that went out over https: TLS in this process, or
 * `X-Forwarded-Proto: https` from a proxy that TRUST_PROXY trusts (Fastify's request.protocol reads it only then).
 */
export function sendHstsOverHttps(app: NestFastifyApplication): void {
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onRequest', (request, reply, done) => {
      if (request.protocol === 'https') reply.header('Strict-Transport-Security', HSTS);
      done();
    });
}
