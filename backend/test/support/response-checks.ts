import { NestFastifyApplication } from '@nestjs/platform-fastify';
import { ResponseContract } from './response-contract';

/** Breaches found by the server-side hook, by request id, until a client reports them. */
const breaches = new Map<string, string>();
const contracts = new Map<string, ResponseContract>();

/**
 * Checks every response the app sends against its own /api/docs-json (see ResponseContract). The hook runs
 * on the server, so every client is covered (supertest, fetch, ra-data-simple-rest); supertest requests fail
 * at once with the breach, and TestApp.close() fails the file with any breach no client reported.
 */
export function checkResponses(app: NestFastifyApplication): { load(url: string): Promise<void>; unreported(): string[] } {
  let contract: ResponseContract | undefined;
  const mine = new Set<string>();
  app
    .getHttpAdapter()
    .getInstance()
    .addHook('onSend', (request, reply, payload, done) => {
      if (contract) {
        const body = typeof payload === 'string' ? payload : Buffer.isBuffer(payload) ? payload.toString('utf8') : undefined;
        const contentType = String(reply.getHeader('content-type') ?? '');
        const streamed = payload !== null && payload !== undefined && body === undefined;
        // The Job Board's public page (modules/jobs/serve-job-pages.ts) answers a browser or a crawler, outside the
        // API: its 404 and 410 (gone: closed or expired) are the web app's page with that status, not a JSON error.
        const jobPage = request.routeOptions?.url === '/jobs/:id' && contentType.startsWith('text/html');
        const breach =
          jobPage || (streamed && reply.statusCode < 400)
            ? null
            : contract.check(request.method, request.routeOptions?.url, request.url, reply.statusCode, contentType, body, reply.getHeaders());
        if (breach) {
          breaches.set(String(request.id), breach);
          mine.add(String(request.id));
        }
      }
      done(null, payload);
    });
  return {
    async load(url: string) {
      const response = await fetch(`${url}/api/docs-json`);
      const text = await response.text();
      contract = contracts.get(text) ?? new ResponseContract(JSON.parse(text));
      contracts.set(text, contract);
    },
    unreported: () => [...mine].filter((id) => breaches.has(id)).map((id) => breaches.get(id)!),
  };
}

/** The breach for this response, once; undefined when it kept the contract. */
export function takeBreach(requestId: string | undefined): string | undefined {
  if (!requestId) return undefined;
  const breach = breaches.get(requestId);
  breaches.delete(requestId);
  return breach;
}

type Assert = (
  this: unknown,
  resError: Error | null,
  res: { headers?: Record<string, string> } | undefined,
  fn?: (error: Error | null, res: unknown) => void,
) => void;
// supertest's typings do not expose its Test class, which every request is an instance of.
const { Test } = require('supertest') as { Test: { prototype: { assert: Assert } } };

// supertest calls assert() with every response before the test sees it: a breach fails that request.
const assertResponse = Test.prototype.assert;
Test.prototype.assert = function (resError, res, fn) {
  const breach = takeBreach(res?.headers?.['x-request-id']);
  if (breach && fn) return fn.call(this, new Error(`Response breaks /api/docs-json: ${breach}`), res);
  return assertResponse.call(this, resError, res, fn);
};
