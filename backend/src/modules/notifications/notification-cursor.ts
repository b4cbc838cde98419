/**
 * Notification pages run by id, newest first (ids grow with time: a row is written when its event commits). The
 * cursor is the last row's id, opaque to clients (base64url of a JSON array, like the other lists' keyset cursors).
 */
export const encodeNotificationCursor = (id: number): string => Buffer.from(JSON.stringify([id]), 'utf8').toString('base64url');

/** null for anything this API did not hand out, so the caller answers 400. */
export function decodeNotificationCursor(value: unknown): number | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 40 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 1) return null;
    const [id] = parsed;
    return Number.isSafeInteger(id) && id > 0 ? (id as number) : null;
  } catch {
    return null;
  }
}
