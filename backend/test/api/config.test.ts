import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { SHIPPED_SECRETS } from '../../src/config/secret-strength';
import { DEMO_ADMIN, DEMO_PASSWORD } from '../../src/database/seeds/demo-data';
import { JwtService } from '@nestjs/jwt';
import { SIGNUP_PASSWORD_PATTERN } from '@community/vocabulary';
import { ConfigError, loadConfig } from '../../src/config/app-config';

const backendDir = path.resolve(__dirname, '../../..');
const repoRoot = path.resolve(backendDir, '..');
const SECRET = 'a-production-secret-of-at-least-32-characters';
const DATA_KEY = randomBytes(32).toString('base64');
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
  assert.throws(
    () => loadConfig(env),
    (error: unknown) => {
      assert.ok(error instanceof ConfigError);
      assert.equal(error.message, message);
      return true;
    },
  );
}

describe('configuration (loadConfig)', () => {
  it("starts a newcomer's machine with no settings at all", () => {
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

  it('reads the read replicas (issue #29): none by default; each a MariaDB URL, only beside a MariaDB primary', () => {
    assert.deepEqual(loadConfig({}).replicas, { urls: [], maxLagSeconds: 5, checkSeconds: 10 });
    const primary = { DATABASE_URL: 'mariadb://app:pw@db:3306/community' };
    const config = loadConfig({
      ...primary,
      DATABASE_REPLICA_URLS: 'mariadb://reader:pw@replica-1:3306/community, mariadb://reader:pw@replica-2:3306/community',
      REPLICA_MAX_LAG_SECONDS: '3',
      REPLICA_CHECK_SECONDS: '20',
    });
    assert.deepEqual(config.replicas, {
      urls: ['mysql://reader:pw@replica-1:3306/community', 'mysql://reader:pw@replica-2:3306/community'],
      maxLagSeconds: 3,
      checkSeconds: 20,
    });
    assert.deepEqual(config.database, { type: 'mariadb', url: 'mysql://app:pw@db:3306/community' }, 'the primary stays as it was');
    assert.throws(() => loadConfig({ DATABASE_REPLICA_URLS: 'mariadb://reader@replica:3306/community' }), /DATABASE_REPLICA_URLS needs a MariaDB primary/);
    assert.throws(
      () => loadConfig({ DATABASE_URL: 'mysql://app:pw@db:3306/community', DATABASE_REPLICA_URLS: 'mysql://reader@replica:3306/community' }),
      /needs a MariaDB primary/,
    );
    assert.throws(() => loadConfig({ ...primary, DATABASE_REPLICA_URLS: 'redis://replica:6379' }), /DATABASE_REPLICA_URLS must use mysql: or mariadb:/);
    assert.throws(() => loadConfig({ ...primary, REPLICA_MAX_LAG_SECONDS: '0' }), /REPLICA_MAX_LAG_SECONDS must be a whole number from 1 to 3600/);
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
    [
      { CORS_ORIGINS: 'https://app.example/admin' },
      'CORS_ORIGINS must be a comma-separated list of origins like https://app.example.com (got "https://app.example/admin")',
    ],
    [{ DATABASE_URL: 'postgres://db/community' }, 'DATABASE_URL must use mysql: or mariadb: (got "postgres:")'],
    [{ JWT_EXPIRES_IN: 'forever' }, 'JWT_EXPIRES_IN must look like 3600, 60m, 12h or 7d (got "forever")'],
    [{ SEED_DEMO_DATA: 'maybe' }, 'SEED_DEMO_DATA must be true or false (got "maybe")'],
    [
      { TRUST_PROXY: 'sometimes' },
      'TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list of proxy addresses or subnets (got "sometimes")',
    ],
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
      refuses(
        { NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, SEED_DEMO_DATA: 'true' },
        'SEED_DEMO_DATA is refused in production unless ALLOW_DEMO_DATA_IN_PRODUCTION=true',
      );
      const config = loadConfig({
        NODE_ENV: 'production',
        JWT_SECRET: SECRET,
        DATA_ENCRYPTION_KEY: DATA_KEY,
        SEED_DEMO_DATA: 'true',
        ALLOW_DEMO_DATA_IN_PRODUCTION: 'true',
      });
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
    assert.deepEqual(loadConfig({ NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY, ADMIN_TWO_FACTOR: 'optional' }).twoFactor, {
      admins: 'optional',
    });
    assert.deepEqual(loadConfig({ ADMIN_TWO_FACTOR: 'required' }).twoFactor, { admins: 'required' });
    refuses({ ADMIN_TWO_FACTOR: 'always' }, 'ADMIN_TWO_FACTOR must be required or optional (got "always")');
  });

  describe("secrets in production (issue #23: docker/.env.example's JWT_SECRET was accepted)", () => {
    const production = { NODE_ENV: 'production', JWT_SECRET: SECRET, DATA_ENCRYPTION_KEY: DATA_KEY };
    const shippedJwt = (name: string) =>
      `${name} is a value published in this repository's examples or docs, so anyone can use it; production needs your own: openssl rand -base64 48`;
    const shortJwt = 'JWT_SECRET must be set to a random value of at least 32 characters in production';
    const predictableJwt =
      'JWT_SECRET is too predictable (repeats, runs like abcd or 1234, or few kinds of characters): production needs a random value: openssl rand -base64 48';
    const predictableKey =
      'DATA_ENCRYPTION_KEY is too predictable (its bytes are typed text, repeats or runs): production needs 32 random bytes in base64 (openssl rand -base64 32)';

    for (const value of SHIPPED_SECRETS) {
      it(`refuses the published value ${JSON.stringify(value)} as JWT_SECRET`, () =>
        refuses({ ...production, JWT_SECRET: value }, value.length < 32 ? shortJwt : shippedJwt('JWT_SECRET')));
      it(`refuses the published value ${JSON.stringify(value)} as ADMIN_PASSWORD, S3_SECRET_ACCESS_KEY and a DATABASE_URL password`, () => {
        refuses(
          { ...production, ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: value },
          SIGNUP_PASSWORD_PATTERN.test(value)
            ? "ADMIN_PASSWORD is a value published in this repository's examples or docs, so anyone can use it; production needs your own: choose your own (the sign-up rule), or npm run create-admin"
            : 'ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*',
        );
        refuses(
          { ...production, ...S3, S3_SECRET_ACCESS_KEY: value },
          "S3_SECRET_ACCESS_KEY is a value published in this repository's examples or docs, so anyone can use it; production needs your own: the bucket key's own secret",
        );
        refuses(
          { ...production, DATABASE_URL: `mysql://community:${encodeURIComponent(value)}@db:3306/community` },
          "DATABASE_URL's password is a value published in this repository's examples or docs, so anyone can use it; production needs your own: the database user's own password",
        );
      });
    }
    it('refuses the DATA_ENCRYPTION_KEY placeholder docker/.env.example shipped, and a key of typed text (base64 of a phrase)', () => {
      refuses(
        { ...production, DATA_ENCRYPTION_KEY: 'change-me-to-the-output-of-openssl-rand-base64-32' },
        'DATA_ENCRYPTION_KEY must be 32 random bytes in base64 (openssl rand -base64 32)',
      );
      refuses(
        { ...production, DATA_ENCRYPTION_KEY: 'YmVuY2gtZGF0YS1rZXktb2YtMzItYnl0ZXMtbG9uZyE=' },
        `DATA_ENCRYPTION_KEY is a value published in this repository's examples or docs, so anyone can use it; production needs your own: 32 random bytes in base64 (openssl rand -base64 32)`,
      );
      refuses({ ...production, DATA_ENCRYPTION_KEY: Buffer.from('my own key, typed by me, 32 byte').toString('base64') }, predictableKey);
    });
    it('refuses low-entropy values: repeats, runs and too few kinds of characters', () => {
      for (const value of [
        'a'.repeat(40),
        'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKL',
        'Secret123Secret123Secret123Secret123',
        '0123456789'.repeat(4),
        'passwordpasswordpasswordpassword1!',
      ]) {
        refuses({ ...production, JWT_SECRET: value }, predictableJwt);
      }
      for (const key of [
        Buffer.alloc(32, 9),
        Buffer.from(Array.from({ length: 32 }, (_, index) => index)),
        Buffer.concat([randomBytes(4), Buffer.alloc(28)]),
      ]) {
        refuses({ ...production, DATA_ENCRYPTION_KEY: key.toString('base64') }, predictableKey);
      }
    });
    it('accepts what the examples tell to run: openssl rand -base64 48 and -base64 32, and 64 hex characters', () => {
      for (let round = 0; round < 50; round += 1) {
        assert.ok(loadConfig({ ...production, JWT_SECRET: randomBytes(48).toString('base64'), DATA_ENCRYPTION_KEY: randomBytes(32).toString('base64') }));
        assert.ok(loadConfig({ ...production, JWT_SECRET: randomBytes(32).toString('hex') }));
      }
    });
    it('keeps an old data key whatever it is, so a published or weak one can be rotated away', () => {
      const weak = Buffer.alloc(32, 9).toString('base64');
      assert.equal(loadConfig({ ...production, DATA_ENCRYPTION_OLD_KEYS: weak }).dataKeys.old.length, 1);
    });
    it("outside production the same values still start a developer's machine", () => {
      assert.ok(
        loadConfig({ JWT_SECRET: 'change-me-to-at-least-32-random-characters-0123456789', DATA_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64') }),
      );
    });

    it('every secret the example files, docs and scripts publish is refused in production', () => {
      const names = [
        'JWT_SECRET',
        'DATA_ENCRYPTION_KEY',
        'MYSQL_PASSWORD',
        'MYSQL_ROOT_PASSWORD',
        'ADMIN_PASSWORD',
        'S3_SECRET_ACCESS_KEY',
        'GOOGLE_CLIENT_SECRET',
      ];
      const files = [
        '.env.example',
        'docker/.env.example',
        'docker/docker-compose.yml',
        'docker/verify-build.sh',
        'README.md',
        'scripts/bench/run.mjs',
        ...fs
          .readdirSync(path.join(repoRoot, 'docs'))
          .filter((name) => name.endsWith('.md'))
          .map((name) => `docs/${name}`),
      ];
      const published: string[] = [];
      for (const file of files) {
        const text = fs.readFileSync(path.join(repoRoot, file), 'utf8');
        for (const match of text.matchAll(new RegExp(`\\b(?:${names.join('|')})[ \\t]*[=:][ \\t]*['"]?([^'"\\s\`,)]+)`, 'g'))) {
          const value = match[1];
          // Empty, a placeholder (<...>), a shell or compose expansion, or a variable in code: not a published value.
          if (!value || /^[<$]|^[A-Z_.]+$|^process\.|^BENCH_|^ADMIN\./.test(value)) continue;
          published.push(`${file}: ${value}`);
          assert.ok(SHIPPED_SECRETS.includes(value), `${file} publishes ${value}, which production would accept`);
        }
        // URLs with a password in them (DATABASE_URL, SMTP_URL, REDIS_URL examples).
        for (const match of text.matchAll(/\b(?:mysql|mariadb|smtps?|rediss?):\/\/[^:\s/@]+:([^@\s$]+)@/g)) {
          published.push(`${file}: ${match[1]}`);
          assert.ok(SHIPPED_SECRETS.includes(decodeURIComponent(match[1])), `${file} publishes the URL password ${match[1]}`);
        }
      }
      assert.ok(published.length >= 2, `found ${published.join(', ')}`);
      assert.ok(SHIPPED_SECRETS.includes(DEMO_ADMIN.password) && SHIPPED_SECRETS.includes(DEMO_PASSWORD), 'the demo passwords are published too');
    });

    it('docker/.env.example and .env.example ship no usable secret: each is empty, with a comment saying how to make one', () => {
      for (const file of ['.env.example', 'docker/.env.example']) {
        const lines = fs.readFileSync(path.join(repoRoot, file), 'utf8').split('\n');
        for (const name of ['JWT_SECRET', 'DATA_ENCRYPTION_KEY', 'MYSQL_PASSWORD', 'MYSQL_ROOT_PASSWORD']) {
          const index = lines.findIndex((line) => line.startsWith(`${name}=`));
          if (index < 0) continue;
          assert.equal(lines[index], `${name}=`, `${file}: ${name} ships empty`);
          assert.match(lines.slice(Math.max(0, index - 6), index).join('\n'), /openssl rand/, `${file}: how to make ${name}`);
        }
      }
    });
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

  it("the forged-token attack: with docker/.env.example's old JWT_SECRET the app does not start, so no forged admin token is ever checked", async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-start-'));
    const port = 20_000 + Math.floor(Math.random() * 20_000);
    try {
      const published = 'change-me-to-at-least-32-random-characters-0123456789';
      const result = await start({
        NODE_ENV: 'production',
        JWT_SECRET: published,
        DATA_ENCRYPTION_KEY: DATA_KEY,
        PORT: String(port),
        SQLITE_FILE: path.join(dir, 'db.sqlite'),
      });
      assert.equal(result.code, 1);
      assert.equal(
        result.stderr,
        "Configuration error: JWT_SECRET is a value published in this repository's examples or docs, so anyone can use it; production needs your own: openssl rand -base64 48\n",
      );
      assert.deepEqual(fs.readdirSync(dir), [], 'refused before the database was touched');
      // What the attacker would send: an admin token signed with the published secret. Nothing answers it.
      const forged = new JwtService().sign({ sub: 1, tv: 0, role: 'admin' }, { secret: published, algorithm: 'HS256', expiresIn: '1h' });
      await assert.rejects(fetch(`http://127.0.0.1:${port}/api/v1/admin/users`, { headers: { authorization: `Bearer ${forged}` } }));
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
