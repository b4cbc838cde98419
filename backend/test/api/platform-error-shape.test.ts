import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import net from 'node:net';
import { ISSUE_TEXTS, LEGAL_INDUSTRY, MESSAGES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { createAccount } from '../support/accounts';

/** Writes raw HTTP (what a client library would refuse to send) and reads the status line and JSON body. */
function rawRequest(url: string, text: string): Promise<{ status: number; body: Record<string, unknown> }> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), hostname, () => socket.write(text));
    let answer = '';
    socket.on('data', (chunk) => (answer += chunk));
    socket.on('close', () => {
      const status = Number(answer.split(' ')[1]);
      const body = answer.slice(answer.indexOf('\r\n\r\n') + 4);
      try {
        resolve({ status, body: JSON.parse(body) });
      } catch {
        reject(new Error(`no JSON body in: ${answer.slice(0, 300)}`));
      }
    });
    socket.on('error', () => undefined);
  });
}

describe(`platform: every refusal in the API's error shape (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  before(async () => {
    sut = await startTestApp();
  });
  after(async () => sut.close());

  it('a path value longer than the router takes: 414 "The address is too long"', async () => {
    const response = await sut.http.get(`/api/v1/admin/ads/${'1'.repeat(200)}`).expect(414);
    assert.equal(response.body.error_message, MESSAGES.http.addressTooLong);
    assert.equal(response.body.statusCode, 414);
    assert.doesNotMatch(JSON.stringify(response.body), /FST_ERR/);
  });

  it('a malformed escape in the path: 400 "The request could not be read"', async () => {
    const response = await sut.http.get('/api/v1/admin/ads/%ZZ').expect(400);
    assert.equal(response.body.error_message, MESSAGES.http.badRequest);
  });

  it('headers larger than Node takes: 431 "The request headers are too large"', async () => {
    const answer = await rawRequest(sut.url, `GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    assert.equal(answer.status, 431);
    assert.equal(answer.body.error_message, MESSAGES.http.headersTooLarge);
    assert.equal(answer.body.statusCode, 431);
  });

  it('unreadable HTTP: 400 "The request could not be read"', async () => {
    const answer = await rawRequest(sut.url, 'NOT HTTP AT ALL\r\n\r\n');
    assert.equal(answer.status, 400);
    assert.equal(answer.body.error_message, MESSAGES.http.badRequest);
  });

  it('a body in a media type no parser takes: 415 with error_message', async () => {
    const response = await sut.http.post('/api/v1/auth/login').set('content-type', 'application/xml').send('<login/>').expect(415);
    assert.equal(typeof response.body.error_message, 'string');
    assert.equal(response.body.statusCode, 415);
  });

  it('a JSON body over 1 MB: 413 with error_message', async () => {
    const response = await sut.http
      .post('/api/v1/auth/login')
      .send({ email: 'x'.repeat(1024 * 1024) })
      .expect(413);
    assert.equal(typeof response.body.error_message, 'string');
  });

  it('an impossible calendar date in the legal form: 400 naming relevent_data, not 500', async () => {
    const lawyer = await createAccount(sut, { role: 'helper', industry: LEGAL_INDUSTRY });
    const client = await createAccount(sut, { role: 'seeker', industry: LEGAL_INDUSTRY });
    const form = {
      receiver_id: lawyer.user.id,
      full_name: 'Yusuf Ali',
      email: 'yusuf@example.com',
      PhoneNumber: '+1 555 010 2030',
      legal_issue: 'Family Law',
      specific_issue: 'Child Custody',
      description: 'A custody question',
    };
    for (const date of ['2024-13-45', '2024-02-30', '0000-00-00']) {
      const response = await sut.http
        .post('/api/v1/issues/legal-assistance')
        .auth(client.token, { type: 'bearer' })
        .send({ ...form, relevent_data: date })
        .expect(400);
      assert.equal(response.body.error_message, ISSUE_TEXTS.invalidDate);
      assert.deepEqual(response.body.errors, { relevent_data: [ISSUE_TEXTS.invalidDate] });
    }
    await sut.http
      .post('/api/v1/issues/legal-assistance')
      .auth(client.token, { type: 'bearer' })
      .send({ ...form, relevent_data: '2024-02-29' })
      .expect(201);
  });
});
