import * as path from 'node:path';
import { isIP } from 'node:net';
import {
  AD_LIFETIME_DAYS_DEFAULT,
  AD_DAILY_SUBMISSIONS_DEFAULT,
  JOB_APPLICATION_RETENTION_DAYS_DEFAULT,
  JOB_DAILY_SUBMISSIONS_DEFAULT,
  JOB_LIFETIME_DAYS_DEFAULT,
  ADMIN_TWO_FACTOR_MODES,
  AdminTwoFactorMode,
  CONVERSATION_LIMITS,
  RESPONSIVENESS_LIMITS,
  EMAIL_PATTERN,
  SIGNUP_PASSWORD_PATTERN,
  PUSH_LIMITS,
} from '@community/vocabulary';
import { MIN_SECRET_BITS, estimatedBits, isShippedSecret, textSymbols } from './secret-strength';

export type DatabaseConfig = { type: 'sqlite'; file: string } | { type: 'mysql' | 'mariadb'; url: string };

/**
 * Read replicas (docs/scaling.md, "Read replicas"): the read-only paths read from one of `urls` while it is
 * caught up; everything else, and every read in a transaction, stays on the primary (DATABASE_URL).
 */
export interface ReplicasConfig {
  /** DATABASE_REPLICA_URLS: empty = every read on the primary, as with one server. */
  urls: string[];
  /** REPLICA_MAX_LAG_SECONDS: a replica further behind than this leaves the rotation until it catches up. */
  maxLagSeconds: number;
  /** REPLICA_CHECK_SECONDS: how often a replica out of the rotation is tried again. */
  checkSeconds: number;
}

/** Where ad pictures are kept: the local folder (UPLOADS_DIR), or an S3-compatible bucket shared by every instance. */
export type StorageConfig =
  { driver: 'local' } | { driver: 's3'; endpoint: string; bucket: string; region: string; accessKeyId: string; secretAccessKey: string };

export interface RateLimitConfig {
  /** Requests per window for sign-in, registration and password reset calls, per client address. */
  authPerWindow: number;
  /** Requests per window for the public forms (site contact form, business-group contact), per client address. */
  publicFormsPerWindow: number;
  windowSeconds: number;
}

/** Slow or hoarding clients: how long a request and an idle connection may take, and how many sockets one address may hold. */
export interface HttpLimitsConfig {
  requestTimeoutSeconds: number;
  connectionTimeoutSeconds: number;
  maxConnectionsPerAddress: number;
}

/** Failed sign-ins only; successful ones are never counted. */
export interface SignInLimitConfig {
  /** Per account, whatever the address, before that account's sign-in pauses for the rest of the window. */
  failuresPerAccount: number;
  /** Per client address, over all accounts: generous, so a congregation behind one address is never locked out. */
  failuresPerAddress: number;
  windowSeconds: number;
}

/**
 * Which proxies may tell the client's address (X-Forwarded-For) and protocol: none, the nearest N hops, or
 * the listed addresses/subnets. Never "all": that would take the left-most X-Forwarded-For entry, which the client writes.
 */
export type TrustProxy = false | number | string[];

/** The rules of conversations that operators tune (docs/conversations.md). */
export interface ConversationsConfig {
  /** A request with no answer this many days after it was sent becomes expired. */
  expiryDays: number;
  /** How often each instance looks for requests to expire. */
  expiryCheckMinutes: number;
  /** An account younger than this many days is new ... */
  newAccountDays: number;
  /** ... and opens at most this many conversations in any 24 hours. */
  newAccountDailyRequests: number;
  /** Open requests a member takes until they choose their own capacity. */
  capacityDefault: number;
  /** REQUEST_REMINDER_DAYS: the receiver of an unanswered request is reminded this many days after it was sent, once each (ascending). */
  reminderDays: number[];
  /** AUTO_PAUSE_AFTER_EXPIRED: a helper whose last this-many requests expired unanswered stops taking requests. */
  autoPauseAfterExpired: number;
}

export interface AppConfig {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  host: string;
  appUrl: string;
  corsOrigins: string[];
  database: DatabaseConfig;
  replicas: ReplicasConfig;
  seedDemoData: boolean;
  /** secret null: a random per-install secret kept in secretFile (config/jwt-secret.ts). */
  jwt: { secret: string | null; secretFile: string; expiresIn: string };
  /**
   * The keys that seal sensitive text at rest (common/sealing): `current` seals new writes, `old` only open
   * values sealed before a rotation. current null: a random per-install key kept in keyFile (never in production).
   */
  dataKeys: { current: Buffer | null; old: Buffer[]; keyFile: string };
  google: {
    clientId: string | null;
    clientSecret: string | null;
    callbackUrl: string;
    certsUrl: string | null;
    authorizationUrl: string | null;
    tokenUrl: string | null;
    userInfoUrl: string | null;
  };
  mail: { smtpUrl: string | null; from: string; outboxDir: string; contactEmail: string; workerPollSeconds: number };
  /**
   * privateDir: files only their conversation's participants may download (job applications' CVs,
   * docs/jobs.md "The CV"): PRIVATE_FILES_DIR, never inside the public uploads folder, never served statically.
   */
  uploads: { dir: string; privateDir: string; maxImageMb: number; maxTotalMb: number; storage: StorageConfig };
  /** An approved ad leaves the board this many days after approval or renewal (AD_LIFETIME_DAYS). */
  /** dailySubmissions: ads one account may send into review in any 24 hours (AD_DAILY_SUBMISSIONS). */
  ads: { lifetimeDays: number; dailySubmissions: number };
  /**
   * The Job Board (docs/jobs.md): an approved posting's days on the board (JOB_LIFETIME_DAYS), postings one account
   * may send into review in any 24 hours (JOB_DAILY_SUBMISSIONS), days an application and its CV are kept
   * (JOB_APPLICATION_RETENTION_DAYS).
   */
  jobs: { lifetimeDays: number; dailySubmissions: number; applicationRetentionDays: number };
  admin: { email: string | null; password: string | null };
  rateLimit: RateLimitConfig;
  http: HttpLimitsConfig;
  signInLimit: SignInLimitConfig;
  /**
   * ACCOUNT_FORMS_ANSWER_MS: registration, forgot-password and the data export link request answer no sooner than this, whether or not the email has
   * an account, so their time does not tell (docs/security.md, "Enumeration-safe forms"). 0 turns it off.
   */
  accountForms: { answerFloorMs: number };
  conversations: ConversationsConfig;
  /** ADMIN_TWO_FACTOR: required (the production default) makes every admin sign in with a TOTP code. */
  twoFactor: { admins: AdminTwoFactorMode };
  redisUrl: string | null;
  /**
   * The live notification stream (docs/notifications.md): a heartbeat comment every heartbeatSeconds, and the server
   * ends a stream after maxSeconds (the browser reconnects with Last-Event-ID, and the token is checked again).
   */
  notificationStream: { heartbeatSeconds: number; maxSeconds: number };
  /**
   * Web Push (docs/notifications.md, "Push"): the VAPID pair and subject from VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY/
   * VAPID_SUBJECT (null: generated once and kept in the database); no push to a member seen in the app within
   * quietIfSeenMinutes (PUSH_QUIET_IF_SEEN_MINUTES); how often the sender looks for pushes (PUSH_SENDER_POLL_SECONDS);
   * allowLocalEndpoints: http://127.0.0.1 endpoints accepted, only when NODE_ENV=test (the local push-service stand-in).
   */
  push: {
    vapid: { publicKey: string; privateKey: string } | null;
    subject: string;
    quietIfSeenMinutes: number;
    pollSeconds: number;
    allowLocalEndpoints: boolean;
  };
  webDistDir: string;
  trustProxy: TrustProxy;
  logLevel: string;
}

export class ConfigError extends Error {}

const BASE64URL = /^[A-Za-z0-9_-]+$/;

/** VAPID_*: both keys or neither (base64url: a 65-byte P-256 public key, a 32-byte private key); the subject an https: or mailto: address. */
function vapidSettings(env: Env, nodeEnv: string, appUrl: string, contactEmail: string): AppConfig['push'] {
  const publicKey = read(env, 'VAPID_PUBLIC_KEY');
  const privateKey = read(env, 'VAPID_PRIVATE_KEY');
  if (!!publicKey !== !!privateKey)
    throw new ConfigError('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together (or neither: then a pair is generated and kept in the database)');
  if (publicKey && (!BASE64URL.test(publicKey) || Buffer.from(publicKey, 'base64url').length !== 65)) {
    throw new ConfigError('VAPID_PUBLIC_KEY must be a P-256 public key, 65 bytes in base64url (npx web-push generate-vapid-keys)');
  }
  if (privateKey && (!BASE64URL.test(privateKey) || Buffer.from(privateKey, 'base64url').length !== 32)) {
    throw new ConfigError('VAPID_PRIVATE_KEY must be a P-256 private key, 32 bytes in base64url (npx web-push generate-vapid-keys)');
  }
  const subject = read(env, 'VAPID_SUBJECT') ?? (appUrl.startsWith('https://') ? appUrl : `mailto:${contactEmail}`);
  if (!/^(https:\/\/|mailto:)\S+$/.test(subject)) throw new ConfigError(`VAPID_SUBJECT must be an https: or mailto: address (got "${subject}")`);
  return {
    vapid: publicKey && privateKey ? { publicKey, privateKey } : null,
    subject,
    quietIfSeenMinutes: integer(env, 'PUSH_QUIET_IF_SEEN_MINUTES', PUSH_LIMITS.quietIfSeenMinutesDefault, 0, 1440),
    pollSeconds: integer(env, 'PUSH_SENDER_POLL_SECONDS', 10, 1, 3600),
    allowLocalEndpoints: nodeEnv === 'test',
  };
}

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');

type Env = Record<string, string | undefined>;

function read(env: Env, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value.trim() === '' ? undefined : value.trim();
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max} (got "${raw}")`);
  }
  return value;
}

/** A comma-separated list of whole days, each from min to max, kept ascending without repeats ("3,7"). */
function dayList(env: Env, name: string, fallback: readonly number[], min: number, max: number): number[] {
  const raw = read(env, name);
  if (raw === undefined) return [...fallback];
  const days = raw.split(',').map((part) => Number(part.trim()));
  if (days.some((day) => !Number.isInteger(day) || day < min || day > max)) {
    throw new ConfigError(`${name} must be whole numbers of days from ${min} to ${max}, separated by commas (got "${raw}")`);
  }
  return [...new Set(days)].sort((a, b) => a - b);
}

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = read(env, name);
  if (raw === undefined) return fallback;
  if (/^(1|true|yes|on)$/i.test(raw)) return true;
  if (/^(0|false|no|off)$/i.test(raw)) return false;
  throw new ConfigError(`${name} must be true or false (got "${raw}")`);
}

function trustProxy(env: Env): TrustProxy {
  const raw = read(env, 'TRUST_PROXY');
  if (raw === undefined || /^(0|false|no|off)$/i.test(raw)) return false;
  // `true` meant "behind a proxy" before hop counts existed: the one proxy in front of the app.
  if (/^(true|yes|on)$/i.test(raw)) return 1;
  if (/^\d+$/.test(raw)) return integer(env, 'TRUST_PROXY', 0, 0, 10) || false;
  const proxies = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  for (const proxy of proxies) {
    const [address, prefix, ...rest] = proxy.split('/');
    const bits = isIP(address) === 6 ? 128 : 32;
    const prefixOk = prefix === undefined || (/^\d+$/.test(prefix) && Number(prefix) <= bits);
    if (!isIP(address) || !prefixOk || rest.length) {
      throw new ConfigError(`TRUST_PROXY must be false, a number of proxy hops, or a comma-separated list of proxy addresses or subnets (got "${raw}")`);
    }
  }
  return proxies;
}

function url(env: Env, name: string, fallback: string | null, protocols: string[]): string | null {
  const raw = read(env, name) ?? fallback;
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(`${name} must be a URL (got "${raw}")`);
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(`${name} must use ${protocols.join(' or ')} (got "${parsed.protocol}")`);
  }
  return raw.replace(/\/$/, '');
}

const DATA_KEY_HINT = '32 random bytes in base64 (openssl rand -base64 32)';
const JWT_SECRET_HINT = 'openssl rand -base64 48';

/** A value this repository published (an example, a placeholder, a demo password) is nobody's secret. */
function refuseShipped(name: string, value: string | null | undefined, hint: string): void {
  if (value && isShippedSecret(value)) {
    throw new ConfigError(`${name} is a value published in this repository's examples or docs, so anyone can use it; production needs your own: ${hint}`);
  }
}

/** Production's JWT_SECRET: set, long, never published, and not predictable (secret-strength.ts). */
function productionJwtSecret(secret: string | undefined): void {
  if (!secret || secret.length < 32) throw new ConfigError('JWT_SECRET must be set to a random value of at least 32 characters in production');
  refuseShipped('JWT_SECRET', secret, JWT_SECRET_HINT);
  if (estimatedBits(textSymbols(secret)) < MIN_SECRET_BITS) {
    throw new ConfigError(
      `JWT_SECRET is too predictable (repeats, runs like abcd or 1234, or few kinds of characters): production needs a random value: ${JWT_SECRET_HINT}`,
    );
  }
}

/** Production's DATA_ENCRYPTION_KEY: never published, and bytes that look random (not text, repeats or runs). */
function productionDataKey(raw: string, key: Buffer): void {
  refuseShipped('DATA_ENCRYPTION_KEY', raw, DATA_KEY_HINT);
  // 32 random bytes are all printable ASCII once in 10^14: such a key is a typed phrase, not random bytes.
  const typedText = key.every((byte) => byte >= 0x20 && byte <= 0x7e);
  if (typedText || estimatedBits([...key]) < MIN_SECRET_BITS) {
    throw new ConfigError(`DATA_ENCRYPTION_KEY is too predictable (its bytes are typed text, repeats or runs): production needs ${DATA_KEY_HINT}`);
  }
}

/** The password inside a connection URL (DATABASE_URL, SMTP_URL, REDIS_URL), if any. */
function passwordIn(value: string | null): string | null {
  if (!value) return null;
  try {
    return decodeURIComponent(new URL(value).password) || null;
  } catch {
    return null;
  }
}

/** One AES-256 key: exactly 32 bytes, written in base64 (or base64url). */
export function dataKey(name: string, raw: string): Buffer {
  const key = /^[A-Za-z0-9+/_-]+={0,2}$/.test(raw) ? Buffer.from(raw, 'base64') : Buffer.alloc(0);
  if (key.length !== 32) throw new ConfigError(`${name} must be ${DATA_KEY_HINT}`);
  return key;
}

function dataKeys(env: Env, production: boolean, keyFile: string): AppConfig['dataKeys'] {
  const current = read(env, 'DATA_ENCRYPTION_KEY');
  if (production && !current) {
    throw new ConfigError(
      `DATA_ENCRYPTION_KEY must be set in production: ${DATA_KEY_HINT}; it seals legal and clinic requests and conversation replies at rest`,
    );
  }
  const currentKey = current ? dataKey('DATA_ENCRYPTION_KEY', current) : null;
  if (production && current && currentKey) productionDataKey(current, currentKey);
  // Old keys are not judged: a weak or published key must be listed here to rotate away from it.
  const old = (read(env, 'DATA_ENCRYPTION_OLD_KEYS') ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);
  return { current: currentKey, old: old.map((key) => dataKey('DATA_ENCRYPTION_OLD_KEYS', key)), keyFile };
}

function emailAddress(name: string, value: string): string {
  if (!EMAIL_PATTERN.test(value)) throw new ConfigError(`${name} must be an email address (got "${value}")`);
  return value;
}

/**
 * PRIVATE_FILES_DIR, by default beside the uploads folder (`<UPLOADS_DIR>-private`). Refused inside the uploads
 * folder, which /uploads/ serves to anyone, and refused around it (the static root would then sit inside it).
 */
function privateFilesDir(env: Env, uploadsDir: string): string {
  const dir = path.resolve(read(env, 'PRIVATE_FILES_DIR') ?? `${uploadsDir}-private`);
  const inside = (parent: string, child: string) => {
    const relative = path.relative(parent, child);
    return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
  };
  if (inside(uploadsDir, dir) || inside(dir, uploadsDir)) {
    throw new ConfigError(`PRIVATE_FILES_DIR must be outside UPLOADS_DIR, which is served publicly (got "${dir}")`);
  }
  return dir;
}

function storage(env: Env): StorageConfig {
  const driver = read(env, 'STORAGE_DRIVER') ?? 'local';
  if (driver === 'local') return { driver };
  if (driver !== 's3') throw new ConfigError(`STORAGE_DRIVER must be local or s3 (got "${driver}")`);
  const required = (name: string, value: string | null | undefined): string => {
    if (!value) throw new ConfigError(`${name} must be set when STORAGE_DRIVER=s3`);
    return value;
  };
  return {
    driver,
    endpoint: required('S3_ENDPOINT', url(env, 'S3_ENDPOINT', null, ['http:', 'https:'])),
    bucket: required('S3_BUCKET', read(env, 'S3_BUCKET')),
    region: read(env, 'S3_REGION') ?? 'us-east-1',
    accessKeyId: required('S3_ACCESS_KEY_ID', read(env, 'S3_ACCESS_KEY_ID')),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY', read(env, 'S3_SECRET_ACCESS_KEY')),
  };
}

function replicas(env: Env, database: DatabaseConfig): ReplicasConfig {
  const urls = (read(env, 'DATABASE_REPLICA_URLS') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  // The lag checks and read-your-writes compare MariaDB GTID positions (@@gtid_binlog_pos, @@gtid_slave_pos).
  if (urls.length && database.type !== 'mariadb') throw new ConfigError('DATABASE_REPLICA_URLS needs a MariaDB primary: DATABASE_URL=mariadb://...');
  return {
    // The primary's scheme names the server for TypeORM; each replica is reached the same way.
    urls: urls.map((entry) => url({ DATABASE_REPLICA_URLS: entry }, 'DATABASE_REPLICA_URLS', null, ['mysql:', 'mariadb:'])!.replace(/^mariadb:/, 'mysql:')),
    maxLagSeconds: integer(env, 'REPLICA_MAX_LAG_SECONDS', 5, 1, 3600),
    checkSeconds: integer(env, 'REPLICA_CHECK_SECONDS', 10, 1, 3600),
  };
}

/**
 * Reads and validates every setting once, at start. Nothing else in the app reads process.env,
 * so a bad value fails the start with a message naming the variable instead of failing a request later.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnvRaw = read(env, 'NODE_ENV') ?? 'development';
  if (!['development', 'production', 'test'].includes(nodeEnvRaw)) {
    throw new ConfigError(`NODE_ENV must be development, production or test (got "${nodeEnvRaw}")`);
  }
  const nodeEnv = nodeEnvRaw as AppConfig['nodeEnv'];
  const production = nodeEnv === 'production';
  const port = integer(env, 'PORT', 3000, 0, 65535);
  const appUrl = url(env, 'APP_URL', `http://localhost:${port}`, ['http:', 'https:'])!;

  const databaseUrl = url(env, 'DATABASE_URL', null, ['mysql:', 'mariadb:']);
  const sqliteFile = path.resolve(read(env, 'SQLITE_FILE') ?? path.join(repoRoot, 'data', 'community.sqlite'));
  const database: DatabaseConfig = databaseUrl
    ? // TypeORM reads MariaDB's column defaults differently from MySQL's, so the scheme names the server.
      { type: databaseUrl.startsWith('mariadb:') ? 'mariadb' : 'mysql', url: databaseUrl.replace(/^mariadb:/, 'mysql:') }
    : { type: 'sqlite', file: sqliteFile };

  const replicaSettings = replicas(env, database);

  const jwtSecret = read(env, 'JWT_SECRET');
  if (production) productionJwtSecret(jwtSecret);
  const keys = dataKeys(env, production, path.join(path.dirname(sqliteFile), 'data-encryption-key'));
  const jwtExpiresIn = read(env, 'JWT_EXPIRES_IN') ?? '7d';
  if (!/^\d+[smhd]?$/.test(jwtExpiresIn)) {
    throw new ConfigError(`JWT_EXPIRES_IN must look like 3600, 60m, 12h or 7d (got "${jwtExpiresIn}")`);
  }

  const seedDemoData = flag(env, 'SEED_DEMO_DATA', !production);
  if (production && seedDemoData && !flag(env, 'ALLOW_DEMO_DATA_IN_PRODUCTION', false)) {
    throw new ConfigError('SEED_DEMO_DATA is refused in production unless ALLOW_DEMO_DATA_IN_PRODUCTION=true');
  }

  const uploadsDir = path.resolve(read(env, 'UPLOADS_DIR') ?? path.join(repoRoot, 'data', 'uploads'));
  const adminEmail = read(env, 'ADMIN_EMAIL') ?? null;
  const adminPassword = read(env, 'ADMIN_PASSWORD') ?? null;
  if ((adminEmail === null) !== (adminPassword === null)) {
    throw new ConfigError('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  if (adminEmail !== null) emailAddress('ADMIN_EMAIL', adminEmail);
  // The first admin can do everything, so its password follows at least the members' sign-up rule.
  if (adminPassword !== null && !SIGNUP_PASSWORD_PATTERN.test(adminPassword)) {
    throw new ConfigError('ADMIN_PASSWORD must have at least 8 characters with an uppercase letter, a lowercase letter, a digit and one of !@#$%^&*');
  }

  const corsOrigins = (read(env, 'CORS_ORIGINS') ?? appUrl)
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);
  for (const origin of corsOrigins) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(origin);
    } catch {
      // reported below
    }
    if (!parsed || !['http:', 'https:'].includes(parsed.protocol) || parsed.origin !== origin.replace(/\/$/, '')) {
      throw new ConfigError(`CORS_ORIGINS must be a comma-separated list of origins like https://app.example.com (got "${origin}")`);
    }
  }

  const logLevel = read(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info');
  if (!(LOG_LEVELS as readonly string[]).includes(logLevel)) {
    throw new ConfigError(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')} (got "${logLevel}")`);
  }

  const googleClientSecret = read(env, 'GOOGLE_CLIENT_SECRET') ?? null;
  const googleClientId = read(env, 'GOOGLE_CLIENT_ID') ?? null;
  if (googleClientSecret && !googleClientId) {
    throw new ConfigError('GOOGLE_CLIENT_SECRET needs GOOGLE_CLIENT_ID');
  }

  const adminTwoFactor = read(env, 'ADMIN_TWO_FACTOR') ?? (production ? 'required' : 'optional');
  if (!(ADMIN_TWO_FACTOR_MODES as readonly string[]).includes(adminTwoFactor)) {
    throw new ConfigError(`ADMIN_TWO_FACTOR must be ${ADMIN_TWO_FACTOR_MODES.join(' or ')} (got "${adminTwoFactor}")`);
  }

  if (production) {
    // Every other secret an operator sets: never one this repository published (docs/security.md, "Secrets in production").
    refuseShipped('ADMIN_PASSWORD', adminPassword, 'choose your own (the sign-up rule), or npm run create-admin');
    refuseShipped("DATABASE_URL's password", passwordIn(databaseUrl), "the database user's own password");
    for (const replica of replicaSettings.urls) refuseShipped("DATABASE_REPLICA_URLS' password", passwordIn(replica), "the replica user's own password");
    refuseShipped("SMTP_URL's password", passwordIn(read(env, 'SMTP_URL') ?? null), "the mail account's own password");
    refuseShipped("REDIS_URL's password", passwordIn(read(env, 'REDIS_URL') ?? null), "the Redis server's own password");
    refuseShipped('S3_SECRET_ACCESS_KEY', read(env, 'S3_SECRET_ACCESS_KEY'), "the bucket key's own secret");
    refuseShipped('GOOGLE_CLIENT_SECRET', googleClientSecret, "the OAuth client's own secret");
  }

  return {
    nodeEnv,
    port,
    // Only this machine unless told otherwise: the container image sets HOST=0.0.0.0 itself.
    host: read(env, 'HOST') ?? '127.0.0.1',
    appUrl,
    corsOrigins: corsOrigins.map((origin) => origin.replace(/\/$/, '')),
    database,
    replicas: replicaSettings,
    seedDemoData,
    jwt: { secret: jwtSecret ?? null, secretFile: path.join(path.dirname(sqliteFile), 'jwt-secret'), expiresIn: jwtExpiresIn },
    dataKeys: keys,
    google: {
      clientId: googleClientId,
      clientSecret: googleClientSecret,
      callbackUrl: url(env, 'GOOGLE_CALLBACK_URL', `${appUrl}/api/v1/auth/google/callback`, ['http:', 'https:'])!,
      certsUrl: url(env, 'GOOGLE_CERTS_URL', null, ['http:', 'https:']),
      authorizationUrl: url(env, 'GOOGLE_AUTHORIZATION_URL', null, ['http:', 'https:']),
      tokenUrl: url(env, 'GOOGLE_TOKEN_URL', null, ['http:', 'https:']),
      userInfoUrl: url(env, 'GOOGLE_USERINFO_URL', null, ['http:', 'https:']),
    },
    mail: {
      smtpUrl: url(env, 'SMTP_URL', null, ['smtp:', 'smtps:']),
      from: read(env, 'MAIL_FROM') ?? 'Community Network <no-reply@community.example>',
      outboxDir: path.resolve(read(env, 'MAIL_OUTBOX_DIR') ?? path.join(repoRoot, 'data', 'outbox')),
      contactEmail: emailAddress('CONTACT_EMAIL', read(env, 'CONTACT_EMAIL') ?? 'info@community.example'),
      // How often each instance's outbox worker looks for retries and for mail other instances queued.
      workerPollSeconds: integer(env, 'MAIL_WORKER_POLL_SECONDS', 15, 1, 3600),
    },
    ads: {
      lifetimeDays: integer(env, 'AD_LIFETIME_DAYS', AD_LIFETIME_DAYS_DEFAULT, 8, 3650),
      dailySubmissions: integer(env, 'AD_DAILY_SUBMISSIONS', AD_DAILY_SUBMISSIONS_DEFAULT, 1, 100_000),
    },
    jobs: {
      lifetimeDays: integer(env, 'JOB_LIFETIME_DAYS', JOB_LIFETIME_DAYS_DEFAULT, 1, 365),
      dailySubmissions: integer(env, 'JOB_DAILY_SUBMISSIONS', JOB_DAILY_SUBMISSIONS_DEFAULT, 1, 100_000),
      applicationRetentionDays: integer(env, 'JOB_APPLICATION_RETENTION_DAYS', JOB_APPLICATION_RETENTION_DAYS_DEFAULT, 1, 3650),
    },
    uploads: {
      dir: uploadsDir,
      privateDir: privateFilesDir(env, uploadsDir),
      maxImageMb: integer(env, 'UPLOAD_MAX_IMAGE_MB', 5, 1, 50),
      maxTotalMb: integer(env, 'UPLOAD_MAX_TOTAL_MB', 35, 1, 350),
      storage: storage(env),
    },
    admin: { email: adminEmail, password: adminPassword },
    rateLimit: {
      authPerWindow: integer(env, 'RATE_LIMIT_AUTH', 10, 1, 1_000_000),
      publicFormsPerWindow: integer(env, 'RATE_LIMIT_PUBLIC_FORMS', 5, 1, 1_000_000),
      windowSeconds: integer(env, 'RATE_LIMIT_WINDOW_SECONDS', 60, 1, 86_400),
    },
    http: {
      requestTimeoutSeconds: integer(env, 'REQUEST_TIMEOUT_SECONDS', 120, 1, 3600),
      connectionTimeoutSeconds: integer(env, 'CONNECTION_TIMEOUT_SECONDS', 60, 1, 3600),
      maxConnectionsPerAddress: integer(env, 'MAX_CONNECTIONS_PER_ADDRESS', 256, 1, 100_000),
    },
    signInLimit: {
      failuresPerAccount: integer(env, 'RATE_LIMIT_SIGNIN_FAILURES_PER_ACCOUNT', 5, 1, 1_000_000),
      failuresPerAddress: integer(env, 'RATE_LIMIT_SIGNIN_FAILURES_PER_ADDRESS', 100, 1, 1_000_000),
      windowSeconds: integer(env, 'RATE_LIMIT_SIGNIN_WINDOW_SECONDS', 900, 1, 86_400),
    },
    accountForms: { answerFloorMs: integer(env, 'ACCOUNT_FORMS_ANSWER_MS', 400, 0, 10_000) },
    conversations: {
      expiryDays: integer(env, 'REQUEST_EXPIRY_DAYS', CONVERSATION_LIMITS.expiryDaysDefault, 1, 365),
      expiryCheckMinutes: integer(env, 'REQUEST_EXPIRY_CHECK_MINUTES', 60, 1, 1440),
      newAccountDays: integer(env, 'NEW_ACCOUNT_DAYS', CONVERSATION_LIMITS.newAccountDaysDefault, 0, 365),
      newAccountDailyRequests: integer(env, 'NEW_ACCOUNT_DAILY_REQUESTS', CONVERSATION_LIMITS.newAccountDailyRequestsDefault, 1, 1_000_000),
      capacityDefault: integer(
        env,
        'REQUEST_CAPACITY_DEFAULT',
        CONVERSATION_LIMITS.capacityDefault,
        CONVERSATION_LIMITS.capacityMin,
        CONVERSATION_LIMITS.capacityMax,
      ),
      reminderDays: dayList(env, 'REQUEST_REMINDER_DAYS', RESPONSIVENESS_LIMITS.reminderDaysDefault, 1, 365),
      autoPauseAfterExpired: integer(env, 'AUTO_PAUSE_AFTER_EXPIRED', RESPONSIVENESS_LIMITS.autoPauseAfterExpiredDefault, 1, 1000),
    },
    twoFactor: { admins: adminTwoFactor as AdminTwoFactorMode },
    redisUrl: url(env, 'REDIS_URL', null, ['redis:', 'rediss:']),
    notificationStream: {
      heartbeatSeconds: integer(env, 'NOTIFICATION_STREAM_HEARTBEAT_SECONDS', 25, 1, 3600),
      maxSeconds: integer(env, 'NOTIFICATION_STREAM_MAX_SECONDS', 900, 1, 86400),
    },
    push: vapidSettings(env, nodeEnv, appUrl, read(env, 'CONTACT_EMAIL') ?? 'info@community.example'),
    webDistDir: path.resolve(read(env, 'WEB_DIST_DIR') ?? path.join(repoRoot, 'frontend', 'dist')),
    trustProxy: trustProxy(env),
    logLevel,
  };
}
