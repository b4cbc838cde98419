import { createHash } from 'node:crypto';
import { DEFAULT_PUSH_SETTINGS, PUSH_KINDS, PUSH_LIMITS, PushSettings } from '@community/vocabulary';

export interface NewSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
}

const BASE64URL = /^[A-Za-z0-9_-]+={0,2}$/;
const decodedLength = (value: unknown): number => (typeof value === 'string' && BASE64URL.test(value) ? Buffer.from(value, 'base64url').length : -1);
export const endpointHash = (endpoint: string): string => createHash('sha256').update(endpoint).digest('hex');

/** An https address of a push service; http://127.0.0.1 only under the test configuration (the local stand-in). */
export function validEndpoint(endpoint: unknown, allowLocal: boolean): endpoint is string {
  if (typeof endpoint !== 'string' || endpoint.length > PUSH_LIMITS.endpointMaxLength) return false;
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  if (url.username || url.password) return false;
  if (url.protocol === 'https:') return true;
  return allowLocal && url.protocol === 'http:' && url.hostname === '127.0.0.1';
}

/** The browser's keys: p256dh an uncompressed P-256 point (65 bytes, first byte 0x04), auth 16 bytes. */
export function validKeys(keys: unknown): keys is NewSubscription['keys'] {
  if (!keys || typeof keys !== 'object') return false;
  const { p256dh, auth } = keys as Record<string, unknown>;
  return (
    decodedLength(p256dh) === PUSH_LIMITS.p256dhBytes && Buffer.from(p256dh as string, 'base64url')[0] === 0x04 && decodedLength(auth) === PUSH_LIMITS.authBytes
  );
}

export const effectivePushSettings = (stored: Partial<PushSettings> | null | undefined): PushSettings => {
  const settings = { ...DEFAULT_PUSH_SETTINGS };
  for (const kind of PUSH_KINDS) if (typeof stored?.[kind] === 'boolean') settings[kind] = stored[kind];
  return settings;
};
