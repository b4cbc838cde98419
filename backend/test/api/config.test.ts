import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import { ConfigError, loadConfig } from '../../src/config/app-config';

const backendDir = path.resolve(__dirname, '../../..');
const repoRoot = path.resolve(backendDir, '..');
const SECRET = 'a-production-secret-of-at-least-32-characters';
const DATA_KEY = Buffer.alloc(32, 9).toString('base64');
const dataKeyMessage =
  'DATA_ENCRYPTION_KEY must be set in production: 32 random bytes in base64 (openssl rand -base64 32); it seals legal and clinic requests and conversation replies at rest';
const S3 = {
  STORAGE_DRIVER: 's3',
  S3_ENDPOINT: 'http://minio:9000/',
  S3_BUCKET: 'uploads',
  S3_ACCESS_KEY_ID: 'key-id',
  S3_SECRET_ACCESS_KEY: 'secret',
};

function refuses(env: Record<string, string>, message: string): void {
  assert.throws(() => loadConfig(env), (error: unknown) => {
    assert.ok(error instanceof ConfigError);
    assert.equal(error.message, message);
    return true;
  });
}

describe('configuration (loadConfig)', () => {
  it('starts a newcomer\'s machine with no settings at all', () => {
    const config = loadConfig({});
    assert.equal(config.nodeEnv, 'development');
    assert.equal(config.port, 3000);
    assert.equal(config.appUrl, 'http://localhost:3000');
    assert.deepEqual(config.corsOrigins, ['http://localhost:3000']);
    assert.equal(config.database.type, 'sqlite');
    assert.equal(config.seedDemoData, true);
    assert.equal(config.mail.smtpUrl, null);
    assert.equal(config.google.clientId, null);
    assert.deepEqual(config.rateLimit, { authPerWindow: 10, publicFormsPerWindow: 5, windowSeconds: 60 });
    assert.equal(config.logLevel, 'info');
    assert.deepEqual(config.uploads.storage, { driver: 'local' });
  });

  it('reads the S3 storage settings, with us-east-1 as the default region', () => {
    assert.deepEqual(loadConfig(S3).uploads.storage, {
      driver: 's3',
      endpoint: 'http://minio:9000',
      bucket: 'uploads',
      region: 'us-east-1',
      accessKeyId: 'key-id',
      secretAccessKey: 'secret',
    });
    assert.equal((loadConfig({ ...S3, S3_REGION: 'eu-west-1' }).uploads.storage as { region: string }).region, 'eu-west-1');
  });

  it('reads a full production setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      JWT_SECRET: SECRET,
      DATA_ENCRYPTION_KEY: DATA_KEY,
      APP_URL: 'https://community.example/',
      CORS_ORIGINS: 'https://community.example, https://admin.community.example/',
      DATABASE_URL: 'mariadb://app:pw@db:3306/community',
      REDIS_URL: 'redis://cache:6379',
      TRUST_PROXY: 'true',
      RATE_LIMIT_AUTH: '20',
    });
    assert.equal(config.appUrl, 'https://community.example');
    assert.deepEqual(config.corsOrigins, ['https://community.example', 'https://admin.community.example']);
    assert.deepEqual(config.database, { type: 'mariadb', url: 'mysql://app:pw@db:3306/community' });
    assert.equal(config.seedDemoData, false);
    assert.equal(config.trustProxy, 1);
    assert.equal(config.redisUrl, 'redis://cache:6379');
    assert.equal(config.rateLimit.authPerWindow, 20);
    assert.equal(config.google.callbackUrl, 'https://community.example/api/v1/auth/google/callback');
  });

  const refusals: Array<[Record<string, string>, string]> = [
    [{ NODE_ENV: 'staging' }, 'NODE_ENV must be development, production or test (got "staging")'],
    [{ PORT: 'eighty' }, 'PORT must be a whole number from 0 to 65535 (got "eighty")'],
    [{ PORT: '70000' }, 'PORT must be a whole number from 0 to 65535 (got "70000")'],
    [{ APP_URL: 'community.example' }, 'APP_URL must be a URL (got "community.example")'],
    [{ APP_URL: 'ftp://community.example' }, 'APP_URL must use http: or https: (got "ftp:")'],
    [{ CORS_ORIGINS: 'https://ok.example,*' }, 'CORS_ORIGINS must be a comma-separated list of origins like https://app.example.com (got "*")'],
    [{ CORS_ORIGINS: 'https://app.example/admin' }, 'CORS_ORIGINS must be a comma-separated list of origins like https://app.example.com (got "https://app.example/admin")'],
    [{ DATABASE_URL: 'postgres://db/community' }, 'DATABASE_URL must use mysql: or mariadb: (got "postgres:")'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must look like 3600, 60m, 12h or 7d (got "forever")'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA must be true or false (got "maybe")'],
    [{ TRUST_PROXY: 'sometimes' }, 'TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list of proxy addresses or subnets (got "sometimes")'],
    [{ ADMIN_EMAIL: 'admin@example.com' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_PASSWORD: 'Str0ng!pass' }, 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together'],
    [{ ADMIN_EMAIL: 'admin', ADMIN_PASSWORD: 'Str0ng!pass' }, 'ADMIN_EMAIL must be an email address (got "admin")'],
    [
      { ADMIN_EMAIL: 'admin@example.com', ADMIN_PASSWORD: 'admin' },
      'ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*',
    ],
    [{ GOOGLE_CLIENT_SECRET: 'shh' }, 'GOOGLE_CLIENT_SECRET needs GOOGLE_CLIENT_ID'],
    [{ GOOGLE_CERTS_URL: 'not a url' }, 'GOOGLE_CERTS_URL must be a URL (got "not a url")'],
    [{ GOOGLE_USERINFO_URL: 'file:///etc/passwd' }, 'GOOGLE_USERINFO_URL must use http: or https: (got "file:")'],
    [{ SMTP_URL: 'http://mail.example' }, 'SMTP_URL must use smtp: or smtps: (got "http:")'],
    [{ CONTACT_EMAIL: 'inbox' }, 'CONTACT_EMAIL must be an email address (got "inbox")'],
    [{ REDIS_URL: 'http://cache:6379' }, 'REDIS_URL must use redis: or rediss: (got "http:")'],
    [{ UPLOAD_MAX_IMAGE_MB: '100' }, 'UPLOAD_MAX_IMAGE_MB must be a whole number from 1 to 50 (got "100")'],
    [{ UPLOAD_MAX_TOTAL_MB: '0' }, 'UPLOAD_MAX_TOTAL_MB must be a whole number from 1 to 350 (got "0")'],
    [{ RATE_LIMIT_AUTH: '0' }, 'RATE_LIMIT_AUTH must be a whole number from 1 to 1000000 (got "0")'],
    [{ RATE_LIMIT_PUBLIC_FORMS: '2.5' }, 'RATE_LIMIT_PUBLIC_FORMS must be a whole number from 1 to 1000000 (got "2.5")'],
    [{ RATE_LIMIT_WINDOW_SECONDS: '-1' }, 'RATE_LIMIT_WINDOW_SECONDS must be a whole number from 1 to 86400 (got "-1")'],
    [{ LOG_LEVEL: 'loud' }, 'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")'],
    [{ STORAGE_DRIVER: 'ftp' }, 'STORAGE_DRIVER must be local or s3 (got "ftp")'],
    [{ ...S3, S3_ENDPOINT: '' }, 'S3_ENDPOINT must be set when STORAGE_DRIVER=s3'],
    [{ ...S3, S3_ENDPOINT: 'minio:9000' }, 'S3_ENDPOINT must use http: or https: (got "minio:")'],
    [{ ...S3, S3_BUCKET: '' }, 'S3_BUCKET must be set when STORAGE_DRIVER=s3'],
    [{ ...S3, S3_ACCESS_KEY_ID: '' }, 'S3_ACCESS_KEY_ID must be set when STORAGE_DRIVER=s3'],
    [{ ...S3, S3_SECRET_ACCESS_KEY: ' ' }, 'S3_SECRET_ACCESS_KEY must be set when STORAGE_DRIVER=s3'],
  ];
  for (const [env, message] of refusals) {
    it(`refuses ${JSON.stringify(env)}: "${message}"`, () => refuses(env, message));
  }

  describe('in production', () => {
    const jwtMessage = 'JWT_SECRET must be set to a random value of at least 32 characters in production';
    it('refuses to start without JWT_SECRET', () => refuses({ NODE_ENV: 'production' }, jwtMessage));
    it('refuses a short JWT_SECRET', () => refuses({ NODE_ENV: 'production', JWT_SECRET: 'short-secret' }, jwtMessage));
    it('refuses the development secret', () => refuses({ NODE_ENV: 'production', JWT_SECRET: 'dev-only-secret-change-me' }, jwtMessage));
    it('refuses demo data unless asked twice', () => {
      refuses({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, SEED_DEMO_DATA: 'true' }, 'SEED_DEMO_DATA is refused in production unless ALLOW_DEMO_DATA_IN_PRODUCTION=true');
      const config = loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, SEED_DEMO_DATA: 'true', ALLOW_DEMO_DATA_IN_PRODUCTION: 'true' });
      assert.equal(config.seedDemoData, true);
    });
    it('refuses to start without DATA_ENCRYPTION_KEY', () => refuses({ NODE_ENV: 'production', JWT_SECRET: SECRET }, dataKeyMessage));
    it('refuses a DATA_ENCRYPTION_KEY that is not 32 bytes of base64', () => {
      const message = 'DATA_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)';
      refuses({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: 'change-me' }, message);
      refuses({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: Buffer.alloc(16, 1).toString('base64') }, message);
      refuses(
        { NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, DATA_ENCRYPTION_OLD_KEYS: `${DATA_KEY},not a key` },
        'DATA_ENCRYPTION_OLD_KEYS must be 32 random bytes in base64 (openssl rand -base64 32)',
      );
    });
  });

  it('admins must use two-factor in production unless ADMIN_TWO_FACTOR says otherwise; the demo leaves it optional', () => {
    assert.deepEqual(loadConfig({}).twoFactor, { admins: 'optional' });
    assert.deepEqual(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY }).twoFactor, { admins: 'required' });
    assert.deepEqual(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, ADMIN_TWO_FACTOR: 'optional' }).twoFactor, { admins: 'optional' });
    assert.deepEqual(loadConfig({ ADMIN_TWO_FACTOR: 'required' }).twoFactor, { admins: 'required' });
    refuses({ ADMIN_TWO_FACTOR: 'always' }, 'ADMIN_TWO_FACTOR must be required or optional (got "always")');
  });

  it('.env.example lists every variable app-config.ts reads, each with a comment', () => {
    const source = fs.readFileSync(path.join(backendDir, 'src/config/app-config.ts'), 'utf8');
    const names = [...new Set([...source.matchAll(/(?:read|integer|flag|url)\(env, '([A-Z_]+)'/g)].map((match) => match[1]))];
    assert.ok(names.length >= 30, `found ${names.length} variables`);
    const example = fs.readFileSync(path.join(repoRoot, '.env.example'), 'utf8').split('\n');
    for (const name of names) {
      const line = example.findIndex((text) => new RegExp(`^(# )?${name}=`).test(text));
      assert.ok(line >= 0, `${name} is missing from .env.example`);
      let above = line - 1;
      while (above >= 0 && /^(# )?[A-Z_]+=/.test(example[above])) above -= 1;
      assert.match(example[above] ?? '', /^# /, `${name} has no comment above it`);
    }
  });
});

describe('starting the built app (node backend/dist/src/main.js)', () => {
  function start(env: Record<string, string>): Promise<{ code: number | null; stderr: string }> {
    return new Promise((resolve) => {
      const child = spawn(process.execPath, [path.join(backendDir, 'dist/src/main.js')], { env: { PATH: process.env.PATH ?? '', ...env } });
      let stderr = '';
      child.stderr.on('data', (chunk) => (stderr += chunk));
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000);
      child.on('exit', (code) => {
        clearTimeout(timer);
        resolve({ code, stderr });
      });
    });
  }

  it('exits non-zero naming JWT_SECRET in production without one', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-start-'));
    try {
      const result = await start({ NODE_ENV: 'production', PORT: '0', SQLITE_FILE: path.join(dir, 'db.sqlite') });
      assert.equal(result.code, 1);
      assert.equal(result.stderr, 'Configuration error: JWT_SECRET must be set to a random value of at least 32 characters in production\n');
      assert.equal(fs.existsSync(path.join(dir, 'db.sqlite')), false, 'refused before touching the database');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits non-zero naming DATA_ENCRYPTION_KEY in production without one, before touching the database', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-start-'));
    try {
      const result = await start({ NODE_ENV: 'production', JWT_SECRET: SECRET, PORT: '0', SQLITE_FILE: path.join(dir, 'db.sqlite') });
      assert.equal(result.code, 1);
      assert.equal(result.stderr, `Configuration error: ${dataKeyMessage}\n`);
      assert.deepEqual(fs.readdirSync(dir), [], 'no database and no generated key');
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });

  it('exits non-zero naming the variable for any bad setting', async () => {
    const result = await start({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, RATE_LIMIT_AUTH: 'lots' });
    assert.equal(result.code, 1);
    assert.equal(result.stderr, 'Configuration error: RATE_LIMIT_AUTH must be a whole number from 1 to 1000000 (got "lots")\n');
  });
});
