import { createHash, randomInt } from 'node:crypto';
import { TWO_FACTOR } from '@community/vocabulary';

// No 0/o, 1/l/i: codes are copied by hand from paper.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

/** Ten codes like "k7m2p-x9qrt": 50 random bits each, enough that a fast hash (not a password hash) keeps them safe. */
export function newRecoveryCodes(): string[] {
  return Array.from({ length: TWO_FACTOR.recoveryCodeCount }, () => {
    const chars = Array.from({ length: 10 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** What the member typed, as stored: lower case, no spaces, the dash put back where it belongs. */
export function normalizeCode(code: string): string {
  const compact = code.replace(/[\s-]/g, '').toLowerCase();
  return /^[a-z0-9]{10}$/.test(compact) ? `${compact.slice(0, 5)}-${compact.slice(5)}` : compact;
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeCode(code)).digest('hex');
}
