import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as net from 'node:net';
import { performance } from 'node:perf_hooks';
import { MESSAGES } from '@community/vocabulary';
import { MAX_JSON_DEPTH, jsonDepthExceeds } from '../../src/common/http/json-body';
import { TestApp, startTestApp } from '../support/test-app';

const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

/** A raw socket to the app; resolves with everything the app sent once it closes the connection. */
function openSocket(url: string): Promise<{ socket: net.Socket; closed: Promise<string> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: hostname, port: Number(port) });
    let received = '';
    socket.setEncoding('utf8').on('data', (chunk: string) => (received += chunk));
    const closed = new Promise<string>((done) => socket.once('close', () => done(received)));
    socket.once('error', () => undefined);
    socket.once('connect', () => resolve({ socket, closed }));
    socket.once('error', reject);
  });
}

describe('jsonDepthExceeds', () => {
  it('counts nesting outside strings only', () => {
    assert.equal(jsonDepthExceeds(nested(32), 32), false);
    assert.equal(jsonDepthExceeds(nested(33), 32), true);
    assert.equal(jsonDepthExceeds(`{"a":"${'['.repeat(100)}","b":"\\"[[["}`, 2), false);
    assert.equal(jsonDepthExceeds('{"a":{"b":{"c":1}}}', 2), true);
  });
});

describe(`platform: deep and slow bodies (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  const postJson = (path: string, body: string) => sut.http.post(path).set('Content-Type', 'application/json').send(body);

  it(`refuses a JSON body nested deeper than ${MAX_JSON_DEPTH} levels with 400, before parsing`, async () => {
    for (const body of [nested(MAX_JSON_DEPTH + 1), `{"email":${nested(200_000)}}`, `{"a":${'{"a":'.repeat(5000)}1${'}'.repeat(5001)}`]) {
      const response = await postJson('/api/v1/auth/login', body).expect(400);
      assert.equal(response.body.error_message, MESSAGES.http.bodyTooDeep);
    }
  });

  it('still reads ordinary bodies: validation answers, not the depth check', async () => {
    const response = await postJson('/api/v1/auth/login', JSON.stringify({ email: 'not-an-email', password: 'x' })).expect(400);
    assert.notEqual(response.body.error_message, MESSAGES.http.bodyTooDeep);
    const atLimit = await postJson('/api/v1/auth/login', `{"email":${nested(MAX_JSON_DEPTH - 1)}}`).expect(400);
    assert.notEqual(atLimit.body.error_message, MESSAGES.http.bodyTooDeep);
  });

  it('keeps refusing __proto__ keys as Fastify does', async () => {
    await postJson('/api/v1/auth/login', '{"__proto__":{"admin":true},"email":"a@b.co","password":"Secret#1"}').expect(400);
  });

  it('answers health during a flood of deep bodies (figure printed, not asserted)', async (t) => {
    const deep = `{"email":${nested(400_000)}}`;
    const quiet = performance.now();
    await sut.http.get('/api/health').expect(200);
    const quietMs = performance.now() - quiet;
    const flood = Array.from({ length: 40 }, () => postJson('/api/v1/auth/login', deep).then((response) => response.status));
    const started = performance.now();
    await sut.http.get('/api/health').expect(200);
    const healthMs = performance.now() - started;
    const statuses = await Promise.all(flood);
    assert.deepEqual(new Set(statuses), new Set([400]));
    t.diagnostic(`health answered in ${healthMs.toFixed(1)} ms during 40 concurrent 800 kB deep bodies (${quietMs.toFixed(1)} ms without them)`);
  });
});

/**
 * Short limits, so the app (not the test) ends each connection within a second or two; with the defaults
 * (120 s, 60 s, 256 sockets) these sockets would stay open past any test timeout.
 */
describe(`platform: slow and hoarding clients (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  const sockets: net.Socket[] = [];
  const open = async () => {
    const opened = await openSocket(sut.url);
    sockets.push(opened.socket);
    return opened;
  };
  /** The client sees its socket closed before the server does; wait for the server's count, not for time. */
  const serverHoldsAtMost = async (count: number) => {
    const server = sut.app.getHttpServer() as net.Server;
    const held = () => new Promise<number>((done) => server.getConnections((_error, value) => done(value)));
    while ((await held()) > count) await new Promise((done) => setImmediate(done));
  };
  before(async () => {
    sut = await startTestApp({ env: { REQUEST_TIMEOUT_SECONDS: '1', CONNECTION_TIMEOUT_SECONDS: '3', MAX_CONNECTIONS_PER_ADDRESS: '5' } });
  });
  after(async () => {
    for (const socket of sockets) socket.destroy();
    await sut.close();
  });

  it('answers 408 to headers that never finish (slowloris) and to a connection that never sends a byte', async () => {
    const slowHeaders = await open();
    slowHeaders.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: ');
    const silent = await open();
    for (const answer of [await slowHeaders.closed, await silent.closed]) {
      assert.match(answer, /"statusCode":408/);
      assert.ok(answer.includes(MESSAGES.http.requestTimeout), answer);
    }
  });

  it('closes a connection whose body stops arriving (connectionTimeout)', async () => {
    const { socket, closed } = await open();
    socket.write('POST /api/v1/auth/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"email":');
    // Nothing more is sent: the app must end the connection by itself.
    assert.equal(await closed, '');
  });

  it('holds at most 5 open connections per address; the next is closed at once, a freed one is usable again', async () => {
    const held = await Promise.all(Array.from({ length: 5 }, () => open()));
    const extra = await open();
    extra.socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n\r\n');
    assert.equal(await extra.closed, '', 'the sixth connection gets no answer');
    held[0].socket.destroy();
    await held[0].closed;
    await serverHoldsAtMost(4);
    await sut.http.get('/api/health').expect(200);
  });
});
