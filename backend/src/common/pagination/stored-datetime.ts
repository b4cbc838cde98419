/**
 * created_at as the database stores it, read as text (`CAST(created_at AS CHAR)`): SQLite's
 * 'YYYY-MM-DD HH:MM:SS[.SSS]' and MariaDB's DATETIME(6) 'YYYY-MM-DD HH:MM:SS.ffffff', both UTC.
 * A keyset must compare the stored value exactly: a JS Date would drop MariaDB's microseconds and skip
 * or repeat rows created within the same millisecond.
 */
const STORED_DATETIME = /^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}:\d{2}(\.\d{1,6})?$/;

export function storedDateTimeText(column: string): string {
  return `CAST(${column} AS CHAR)`;
}

export function isStoredDateTime(value: string): boolean {
  return STORED_DATETIME.test(value);
}

/** The ISO form the API has always answered (what TypeORM's hydration made of the same value). */
export function storedDateTimeToIso(value: string | Date): string {
  if (value instanceof Date) return value.toISOString();
  return new Date(`${value.replace(' ', 'T')}${/[zZ]|[+-]\d\d:?\d\d$/.test(value) ? '' : 'Z'}`).toISOString();
}

/** A moment as both databases compare it with a stored DATETIME: 'YYYY-MM-DD HH:MM:SS.sss', UTC. */
export function storedMoment(moment: Date): string {
  return moment.toISOString().replace('T', ' ').replace('Z', '');
}
