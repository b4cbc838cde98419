import * as http from 'node:http';
import { AddressInfo } from 'node:net';
import { KeyObject, createSign, generateKeyPairSync, randomBytes } from 'node:crypto';

export const GOOGLE_TEST_CLIENT_ID = 'test-client.apps.googleusercontent.com';
export const GOOGLE_TEST_CLIENT_SECRET = 'test-client-secret';

export interface FakeGoogleAccount {
  sub: string;
  email: string;
  email_verified: boolean;
  name: string;
}

interface KeyPair {
  kid: string;
  privateKey: KeyObject;
  publicPem: string;
}

const b64url = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

export function generateSigningKey(): KeyPair {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { kid: randomBytes(8).toString('hex'), privateKey, publicPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/**
 * A local stand-in for Google: the PEM certificate map (GOOGLE_CERTS_URL), and the OAuth 2.0
 * authorize, token and userinfo endpoints the passport strategy talks to. Nothing leaves the machine.
 */
export class FakeGoogle {
  readonly key = generateSigningKey();
  /** Who "signs in" at the authorize endpoint next; null makes the user press Cancel. */
  nextAccount: FakeGoogleAccount | null = null;
  readonly tokenRequests: Array<Record<string, string>> = [];
  private readonly codes = new Map<string, FakeGoogleAccount>();
  private readonly accessTokens = new Map<string, FakeGoogleAccount>();
  private readonly server = http.createServer((req, res) => void this.handle(req, res));
  url = '';

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  stop(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /** The app's environment pointing every Google URL here. */
  env(withSecret = true): Record<string, string> {
    return {
      GOOGLE_CLIENT_ID: GOOGLE_TEST_CLIENT_ID,
      ...(withSecret ? { GOOGLE_CLIENT_SECRET: GOOGLE_TEST_CLIENT_SECRET } : {}),
      GOOGLE_CERTS_URL: `${this.url}/oauth2/v1/certs`,
      GOOGLE_AUTHORIZATION_URL: `${this.url}/o/oauth2/v2/auth`,
      GOOGLE_TOKEN_URL: `${this.url}/token`,
      GOOGLE_USERINFO_URL: `${this.url}/v1/userinfo`,
    };
  }

  /** An RS256 ID token as Google issues it; claims and key can be overridden to make bad ones. */
  signIdToken(claims: Record<string, unknown> = {}, key: KeyPair = this.key): string {
    const now = Math.floor(Date.now() / 1000);
    const payload = {
      iss: 'https://accounts.google.com',
      aud: GOOGLE_TEST_CLIENT_ID,
      azp: GOOGLE_TEST_CLIENT_ID,
      sub: randomBytes(8).toString('hex'),
      email: `g.${randomBytes(4).toString('hex')}@gmail.test`,
      email_verified: true,
      name: 'Grace Google',
      iat: now,
      exp: now + 3600,
      ...claims,
    };
    const signingInput = `${b64url({ alg: 'RS256', kid: key.kid, typ: 'JWT' })}.${b64url(payload)}`;
    const signature = createSign('RSA-SHA256').update(signingInput).sign(key.privateKey).toString('base64url');
    return `${signingInput}.${signature}`;
  }

  private async handle(req: http.IncomingMessage, res: http.ServerResponse): Promise<void> {
    const url = new URL(req.url ?? '/', this.url);
    const json = (status: number, body: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (req.method === 'GET' && url.pathname === '/oauth2/v1/certs') {
      return json(200, { [this.key.kid]: this.key.publicPem }, { 'Cache-Control': 'public, max-age=3600' });
    }
    if (req.method === 'GET' && url.pathname === '/o/oauth2/v2/auth') {
      const back = new URL(url.searchParams.get('redirect_uri') ?? '');
      const state = url.searchParams.get('state');
      if (state) back.searchParams.set('state', state);
      if (!this.nextAccount || url.searchParams.get('client_id') !== GOOGLE_TEST_CLIENT_ID) {
        back.searchParams.set('error', 'access_denied');
      } else {
        const code = randomBytes(12).toString('hex');
        this.codes.set(code, this.nextAccount);
        back.searchParams.set('code', code);
      }
      res.writeHead(302, { Location: back.toString() });
      return void res.end();
    }
    if (req.method === 'POST' && url.pathname === '/token') {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString()));
      this.tokenRequests.push(form);
      const account = this.codes.get(form.code);
      this.codes.delete(form.code);
      if (!account || form.client_secret !== GOOGLE_TEST_CLIENT_SECRET || form.client_id !== GOOGLE_TEST_CLIENT_ID) {
        return json(400, { error: 'invalid_grant', error_description: 'Bad code or client' });
      }
      const accessToken = randomBytes(16).toString('hex');
      this.accessTokens.set(accessToken, account);
      return json(200, { access_token: accessToken, token_type: 'Bearer', expires_in: 3599, scope: 'openid email profile' });
    }
    if (req.method === 'GET' && url.pathname === '/v1/userinfo') {
      const bearer = (req.headers.authorization ?? '').replace(/^Bearer /, '') || url.searchParams.get('access_token') || '';
      const account = this.accessTokens.get(bearer);
      if (!account) return json(401, { error: 'invalid_token', error_description: 'Unknown access token' });
      return json(200, { ...account, picture: 'https://example.test/p.png' });
    }
    json(404, { error: 'not_found' });
  }
}
