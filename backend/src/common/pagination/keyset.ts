/**
 * Keyset pages for the plain lists (ads board, Business Directory and their moderation queues): the sort key
 * of a page's last row and its id, sent to clients as opaque base64url so they cannot depend on its shape.
 */
export interface KeysetCursor {
  key: string;
  id: number;
}

export function encodeKeysetCursor(cursor: KeysetCursor): string {
  return Buffer.from(JSON.stringify([cursor.key, cursor.id]), 'utf8').toString('base64url');
}

/** null for anything this API did not hand out (or whose key `isKey` refuses), so the caller answers 400. */
export function decodeKeysetCursor(value: unknown, isKey: (key: string) => boolean): KeysetCursor | null {
  if (typeof value !== 'string' || value.length === 0 || value.length > 700 || !/^[A-Za-z0-9_-]+$/.test(value)) return null;
  try {
    const parsed: unknown = JSON.parse(Buffer.from(value, 'base64url').toString('utf8'));
    if (!Array.isArray(parsed) || parsed.length !== 2) return null;
    const [key, id] = parsed;
    if (typeof key !== 'string' || !isKey(key) || !Number.isSafeInteger(id) || id < 1) return null;
    return { key, id };
  } catch {
    return null;
  }
}

/**
 * The rows after `after` in (key, id) order, written as a range on the key plus a tie-break so the
 * (status, key) index (InnoDB and SQLite both append the primary key) seeks straight to the position:
 * `(key, id) > (?, ?)` as a row comparison is not used by MariaDB's range optimizer.
 */
export function keysetAfter(keyColumn: string, idColumn: string, direction: 'ASC' | 'DESC', after: KeysetCursor, params: unknown[]): string {
  const [outer, inner] = direction === 'ASC' ? ['>=', '>'] : ['<=', '<'];
  params.push(after.key, after.key, after.id);
  return `${keyColumn} ${outer} ? AND (${keyColumn} ${inner} ? OR ${idColumn} ${inner} ?)`;
}

/** Rows are read one past the page size: the extra row only says that another page follows. */
export function splitPage<Row>(rows: Row[], limit: number, cursorOf: (row: Row) => KeysetCursor): { page: Row[]; next_cursor: string | null } {
  const page = rows.slice(0, limit);
  return { page, next_cursor: rows.length > limit ? encodeKeysetCursor(cursorOf(page[page.length - 1])) : null };
}
