import * as fs from 'node:fs';
import * as path from 'node:path';
import { createHash, randomBytes } from 'node:crypto';
import { AppConfig, dataKey } from '../../config/app-config';

export interface DataKey {
  /** Stored with every value it seals, so the right key is found after a rotation. */
  id: string;
  key: Buffer;
}

export interface DataKeyRing {
  /** Seals every new write. */
  current: DataKey;
  /** Every key that opens: the current one and the old ones still listed. */
  byId: ReadonlyMap<string, DataKey>;
}

/**
 * The key id is a fingerprint of the key itself: operators list keys, never ids, and two different keys can
 * never share an id. A SHA-256 prefix tells nothing about a 256-bit random key.
 */
export function dataKeyId(key: Buffer): string {
  return createHash('sha256').update('community-data-key\0').update(key).digest('hex').slice(0, 12);
}

/** DATA_ENCRYPTION_KEY (+ DATA_ENCRYPTION_OLD_KEYS), or the install's own key file outside production. */
export function dataKeyRing(keys: AppConfig['dataKeys']): DataKeyRing {
  const current = keys.current ?? readOrCreateKeyFile(keys.keyFile);
  const all = [current, ...keys.old].map((key) => ({ id: dataKeyId(key), key }));
  return { current: all[0], byId: new Map(all.map((entry) => [entry.id, entry])) };
}

/** Like the per-install JWT secret (config/jwt-secret.ts): made once, kept beside the SQLite file, mode 0600. */
function readOrCreateKeyFile(file: string): Buffer {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': two instances starting together keep whichever key was written first.
    fs.writeFileSync(file, `${randomBytes(32).toString('base64')}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return dataKey(file, fs.readFileSync(file, 'utf8').trim());
}
