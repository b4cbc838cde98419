import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { isSealed, open, seal, SealedValueError } from '../common/sealing/sealed-text';

/**
 * The conversion of TOTP secrets sealed by the retired JWT-derived sealer (`j1:<iv>:<ciphertext>:<tag>`, AES-256-GCM
 * under HKDF(JWT_SECRET)) to the data key ring (`v1:`, common/sealing), so that rotating JWT_SECRET no longer locks
 * every account with two-factor out to its recovery codes. Used only by the TwoFactorSecretsOnDataKey migration
 * (MySQL) and the SQLite start; nothing else opens or writes `j1:` values.
 */
const LEGACY_PREFIX = 'j1';
const COLUMN = 'two_factor_secrets.secret_sealed';

// Like the data key ring (sealed-text.ts), the migration has no other way to reach it: createApp and the TypeORM
// CLI's data source install it before the database opens.
let legacyKey: Buffer | null = null;

export function installJwtSecretForLegacyTwoFactorSecrets(jwtSecret: string): void {
  legacyKey = Buffer.from(hkdfSync('sha256', jwtSecret, 'community-network', 'two-factor-secret', 32));
}

function key(): Buffer {
  if (!legacyKey) throw new Error('No JWT secret installed for the j1: two-factor secrets: createApp installs it before the database opens');
  return legacyKey;
}

/** The secret inside a `j1:` value, or null when it does not open (JWT_SECRET changed since, or a changed byte). */
export function openJwtSealedSecret(value: string): string | null {
  const [version, iv, sealed, tag] = value.split(':');
  if (version !== LEGACY_PREFIX || !iv || !sealed || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', key(), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}

/** The down migration's way back, byte for byte the retired sealer's format. */
function sealWithJwtKey(secret: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key(), iv);
  const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [LEGACY_PREFIX, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
}

interface Sql {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeORM's own signature: rows of whatever the SQL selects
  query(sql: string, parameters?: unknown[]): Promise<any>;
}

export interface SecretConversionCount {
  converted: number;
  /** Values that did not open: left as they are (those accounts sign in with a recovery code and set up again). */
  unreadable: number;
}

async function convertEach(
  sql: Sql,
  from: (value: string) => string | null,
  to: (secret: string) => string,
  applies: (value: string) => boolean,
): Promise<SecretConversionCount> {
  const count: SecretConversionCount = { converted: 0, unreadable: 0 };
  // Walked by user id in batches, like the reseal (common/sealing/sealed-columns.ts): members may have it on too.
  for (let after = 0; ;) {
    const rows: Array<{ user_id: number; secret_sealed: string }> = await sql.query(
      'SELECT user_id, secret_sealed FROM two_factor_secrets WHERE user_id > ? ORDER BY user_id LIMIT 500',
      [after],
    );
    if (rows.length === 0) break;
    after = Number(rows[rows.length - 1].user_id);
    for (const row of rows) {
      if (!applies(row.secret_sealed)) continue;
      const secret = from(row.secret_sealed);
      if (secret === null) {
        count.unreadable += 1;
        continue;
      }
      await sql.query('UPDATE two_factor_secrets SET secret_sealed = ? WHERE user_id = ?', [to(secret), row.user_id]);
      count.converted += 1;
    }
  }
  return count;
}

/** Every `j1:` value that opens with the JWT-derived key is sealed again with the current data key. */
export function moveTwoFactorSecretsToDataKey(sql: Sql): Promise<SecretConversionCount> {
  return convertEach(
    sql,
    openJwtSealedSecret,
    (secret) => seal(secret, COLUMN),
    (value) => value.startsWith(`${LEGACY_PREFIX}:`),
  );
}

/** The reverse: every `v1:` value that opens with the data key ring goes back to the JWT-derived key. */
export function moveTwoFactorSecretsBackToJwtKey(sql: Sql): Promise<SecretConversionCount> {
  const openWithDataKey = (value: string): string | null => {
    try {
      return open(value, COLUMN);
    } catch (error) {
      if (error instanceof SealedValueError) return null;
      throw error;
    }
  };
  return convertEach(sql, openWithDataKey, sealWithJwtKey, isSealed);
}
