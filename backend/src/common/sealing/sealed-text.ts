import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Logger } from '@nestjs/common';
import { ValueTransformer } from 'typeorm';
import { DataKeyRing } from './data-key-ring';

/**
 * Sensitive text at rest (docs/security.md, "Sealed at rest"): AES-256-GCM from node:crypto, a fresh 96-bit
 * IV per value, stored as `v1:<keyId>:<iv>:<tag>:<ciphertext>` (base64url). The prefix and the column's name
 * are the additional authenticated data, so a value moved to another column, or any changed byte, fails to open.
 */
export const SEALED_PREFIX = 'v1:';
/** What a reader sees instead of a value that fails its integrity check or whose key is gone. */
export const UNREADABLE_TEXT = '[This text could not be opened. The administrators have been told.]';

export class SealedValueError extends Error {}

// One key ring per process: the column transformers below have no other way to reach it. createApp installs
// it before the database opens (migrations seal too); an app process serves one install.
let installed: DataKeyRing | null = null;
const logger = new Logger('Sealing');

export function installDataKeys(ring: DataKeyRing): void {
  installed = ring;
}

function ring(): DataKeyRing {
  if (!installed) throw new Error('No data encryption key installed: createApp installs it before the database opens');
  return installed;
}

export const currentDataKeyId = (): string => ring().current.id;

export const isSealed = (value: string): boolean => value.startsWith(SEALED_PREFIX);

export function seal(plaintext: string, column: string): string {
  const { id, key } = ring().current;
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(`${SEALED_PREFIX}${id}:${column}`));
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  return [`${SEALED_PREFIX}${id}`, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join(':');
}

/** Throws SealedValueError (never the key or the text) when the value is malformed, its key unknown or its tag wrong. */
export function open(sealed: string, column: string): string {
  const parts = sealed.split(':');
  if (parts.length !== 5 || `${parts[0]}:` !== SEALED_PREFIX) throw new SealedValueError(`a ${column} value is not a sealed value`);
  const [, id, iv, tag, ciphertext] = parts;
  const entry = ring().byId.get(id);
  if (!entry) throw new SealedValueError(`a ${column} value was sealed with key ${id}, which is not among DATA_ENCRYPTION_KEY and DATA_ENCRYPTION_OLD_KEYS`);
  try {
    const decipher = createDecipheriv('aes-256-gcm', entry.key, Buffer.from(iv, 'base64url'));
    decipher.setAAD(Buffer.from(`${SEALED_PREFIX}${id}:${column}`));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(ciphertext, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new SealedValueError(`a ${column} value failed its integrity check (key ${id})`);
  }
}

/** The key id a stored value was sealed with, or null for plaintext (a row written before sealing). */
export function sealedKeyId(stored: string): string | null {
  return isSealed(stored) ? (stored.split(':')[1] ?? null) : null;
}

/**
 * Reading never fails a whole page for one bad value: it is logged (without its content) and shown as
 * UNREADABLE_TEXT. A row written before sealing (no prefix) still reads until the migration seals it.
 */
function openForReading(stored: string, column: string): string | null {
  if (!isSealed(stored)) return stored;
  try {
    return open(stored, column);
  } catch (error) {
    if (!(error instanceof SealedValueError)) throw error;
    logger.error(error.message);
    return null;
  }
}

/** A text column sealed at rest: `column` is "table.column", bound into the tag. */
export function sealedText(column: string): ValueTransformer {
  return {
    to: (value: string | null | undefined) => (typeof value === 'string' ? seal(value, column) : value),
    from: (stored: string | null) => (stored === null ? null : (openForReading(stored, column) ?? UNREADABLE_TEXT)),
  };
}

/** A JSON object sealed at rest (the column is text holding the sealed JSON). */
export function sealedJson(column: string): ValueTransformer {
  return {
    to: (value: unknown) => (value === null || value === undefined ? value : seal(JSON.stringify(value), column)),
    from: (stored: string | null) => {
      if (stored === null) return null;
      const json = openForReading(stored, column);
      return json === null ? { unreadable: UNREADABLE_TEXT } : JSON.parse(json);
    },
  };
}
