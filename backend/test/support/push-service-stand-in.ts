import * as crypto from 'node:crypto';
import * as http from 'node:http';
import { AddressInfo } from 'node:net';

/**
 * A browser's side of Web Push, as the test plays it: its own ECDH P-256 key pair and 16-byte auth secret (what
 * pushManager.subscribe makes), the subscription JSON it posts, and the decryption a browser does (RFC 8291).
 */
export class TestBrowser {
  readonly ecdh = crypto.createECDH('prime256v1');
  readonly authSecret = crypto.randomBytes(16);
  readonly publicKey: Buffer;

  constructor(readonly endpoint: string) {
    this.publicKey = this.ecdh.generateKeys();
  }

  subscription() {
    return {
      endpoint: this.endpoint,
      expirationTime: null,
      keys: { p256dh: this.publicKey.toString('base64url'), auth: this.authSecret.toString('base64url') },
    };
  }

  /** RFC 8188 aes128gcm record with the RFC 8291 key derivation; throws when anything does not check out. */
  decrypt(body: Buffer): string {
    const salt = body.subarray(0, 16);
    const recordSize = body.readUInt32BE(16);
    const idLength = body[20];
    const senderPublicKey = body.subarray(21, 21 + idLength);
    if (idLength !== 65 || senderPublicKey[0] !== 0x04) throw new Error(`keyid is not a P-256 point (${idLength} bytes)`);
    const ciphertext = body.subarray(21 + idLength);
    if (ciphertext.length > recordSize) throw new Error('more than one record');
    const hmac = (key: Buffer, data: Buffer) => crypto.createHmac('sha256', key).update(data).digest();
    const ecdhSecret = this.ecdh.computeSecret(senderPublicKey);
    const prkKey = hmac(this.authSecret, ecdhSecret);
    const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), this.publicKey, senderPublicKey, Buffer.from([1])]);
    const ikm = hmac(prkKey, keyInfo);
    const prk = hmac(salt, ikm);
    const cek = hmac(prk, Buffer.from('Content-Encoding: aes128gcm\0\x01', 'binary')).subarray(0, 16);
    const nonce = hmac(prk, Buffer.from('Content-Encoding: nonce\0\x01', 'binary')).subarray(0, 12);
    const decipher = crypto.createDecipheriv('aes-128-gcm', cek, nonce);
    decipher.setAuthTag(ciphertext.subarray(ciphertext.length - 16));
    const padded = Buffer.concat([decipher.update(ciphertext.subarray(0, ciphertext.length - 16)), decipher.final()]);
    let end = padded.length - 1;
    while (end >= 0 && padded[end] === 0) end -= 1;
    if (padded[end] !== 2) throw new Error('no last-record delimiter');
    return padded.subarray(0, end).toString('utf8');
  }
}

export interface ReceivedPush {
  path: string;
  ttl: number;
  /** The decrypted payload (parsed JSON). */
  payload: unknown;
  /** The VAPID JWT's claims and the k= key. */
  claims: Record<string, unknown>;
  vapidKey: string;
}

/**
 * A push service on 127.0.0.1, checking what a real one checks: `Authorization: vapid t=<JWT>, k=<key>` with an ES256
 * signature verified by k, aud = this origin, exp within 24 hours, a sub; `Content-Encoding: aes128gcm`; a TTL. The
 * body is decrypted with the subscribed browser's keys. Answers 201, or what `answers` says for a path (410 for a
 * device that is gone, 503 for a flaky one: consumed one answer per push). What fails a check is in `problems`.
 */
export class PushServiceStandIn {
  readonly received: ReceivedPush[] = [];
  readonly problems: string[] = [];
  readonly browsers = new Map<string, TestBrowser>();
  readonly answers = new Map<string, number[]>();
  private server: http.Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = http.createServer((req, res) => {
      const chunks: Buffer[] = [];
      req.on('data', (chunk: Buffer) => chunks.push(chunk));
      req.on('end', () => {
        const status = this.handle(req, Buffer.concat(chunks));
        res.writeHead(status).end();
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => this.server?.close(() => resolve()) ?? resolve());
  }

  browser(name: string): TestBrowser {
    const browser = new TestBrowser(`${this.url}/push/${name}`);
    this.browsers.set(`/push/${name}`, browser);
    return browser;
  }

  to(name: string): ReceivedPush[] {
    return this.received.filter((push) => push.path === `/push/${name}`);
  }

  private handle(req: http.IncomingMessage, body: Buffer): number {
    const path = req.url ?? '';
    const problem = (text: string) => {
      this.problems.push(`${path}: ${text}`);
      return 400;
    };
    if (req.method !== 'POST') return problem(`method ${req.method}`);
    const authorization = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(String(req.headers.authorization ?? ''));
    if (!authorization) return problem(`Authorization is not "vapid t=…, k=…": ${req.headers.authorization}`);
    const [, jwt, vapidKey] = authorization;
    const [headerPart, claimsPart, signaturePart] = jwt.split('.');
    const header = JSON.parse(Buffer.from(headerPart, 'base64url').toString()) as Record<string, unknown>;
    const claims = JSON.parse(Buffer.from(claimsPart, 'base64url').toString()) as Record<string, unknown>;
    if (header.alg !== 'ES256') return problem(`alg ${String(header.alg)}`);
    const point = Buffer.from(vapidKey, 'base64url');
    if (point.length !== 65 || point[0] !== 4) return problem('k is not a P-256 public key');
    const key = crypto.createPublicKey({
      key: { kty: 'EC', crv: 'P-256', x: point.subarray(1, 33).toString('base64url'), y: point.subarray(33).toString('base64url') },
      format: 'jwk',
    });
    const signed = crypto.verify(
      'sha256',
      Buffer.from(`${headerPart}.${claimsPart}`),
      { key, dsaEncoding: 'ieee-p1363' },
      Buffer.from(signaturePart, 'base64url'),
    );
    if (!signed) return 401;
    if (claims.aud !== this.url) return problem(`aud ${String(claims.aud)}, not ${this.url}`);
    const now = Math.floor(Date.now() / 1000);
    if (typeof claims.exp !== 'number' || claims.exp <= now || claims.exp > now + 24 * 60 * 60) return problem(`exp ${String(claims.exp)} not within 24 hours`);
    if (typeof claims.sub !== 'string' || !/^(mailto:|https:)/.test(claims.sub)) return problem(`sub ${String(claims.sub)}`);
    if (req.headers['content-encoding'] !== 'aes128gcm') return problem(`Content-Encoding ${req.headers['content-encoding']}`);
    const ttl = Number(req.headers.ttl);
    if (!Number.isInteger(ttl) || ttl < 0) return problem(`TTL ${req.headers.ttl}`);
    const browser = this.browsers.get(path);
    if (!browser) return 404;
    const planned = this.answers.get(path);
    const answer = planned?.length ? planned.shift()! : 201;
    if (answer !== 201) return answer;
    let payload: unknown;
    try {
      payload = JSON.parse(browser.decrypt(body));
    } catch (error) {
      return problem(`payload: ${(error as Error).message}`);
    }
    this.received.push({ path, ttl, payload, claims, vapidKey });
    return 201;
  }
}
