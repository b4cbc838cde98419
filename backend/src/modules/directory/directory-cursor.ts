/** The keyset position after the last member of a page: (name, id), sent to clients as opaque base64url. */
export interface DirectoryCursor {
  name: string;
  id: number;
}

export function encodeDirectoryCursor(cursor: DirectoryCursor): string {
  return Buffer.from(JSON.stringify([cursor.name, cursor.id]), 'utf8').toString('base64url');
}

export function decodeDirectoryCursor(value: unknown): DirectoryCursor | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 700 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [name, id] = parsed;
    if (typeof name !== 'string' || !Number.isSafeInteger(id) || id < 1) return null;
    return { name, id };
  } catch {
    return null;
  }
}
