/** Inbox pages are read newest first by id; the cursor is the last id seen, opaque base64url to clients. */
export function encodeInboxCursor(id: number): string {
  return Buffer.from(String(id), 'utf8').toString('base64url');
}

export function decodeInboxCursor(value: unknown): number | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 40 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  const text = Buffer.from(value, 'base64url').toString('utf8');
  if (!/^\d{1,15}$/.test(text)) return null;
  const id = Number(text);
  return id > 0 ? id : null;
}
