import { currentDataKeyId, isSealed, open, seal, sealedKeyId, SealedValueError } from './sealed-text';

export interface SealedColumn {
  table: string;
  column: string;
  /** The table's integer primary key, walked in order. */
  key: string;
  /**
   * True when the column held plaintext before it was sealed, so a value without the `v1:` prefix is plaintext to
   * seal. The TOTP secret was never plaintext (it came from the JWT-derived sealer, `j1:`): such a value is left as
   * it is and counted unreadable, never sealed as if it were the secret.
   */
  hadPlaintext: boolean;
  /** The key is text (walked from ''), not an integer (walked from 0). */
  textKey?: boolean;
}

/**
 * Every column sealed at rest; each entity (or its service) names the same "table.column", bound into the tag.
 * The reseal CLI walks all of them; a migration passes the columns as they were at its time.
 */
export const SEALED_COLUMNS: readonly SealedColumn[] = [
  { table: 'inbox_messages', column: 'details', key: 'id', hadPlaintext: true },
  { table: 'conversation_replies', column: 'body', key: 'id', hadPlaintext: true },
  { table: 'conversation_status_changes', column: 'reason', key: 'id', hadPlaintext: true },
  { table: 'two_factor_secrets', column: 'secret_sealed', key: 'user_id', hadPlaintext: false },
  { table: 'push_vapid_keys', column: 'private_key', key: 'name', hadPlaintext: true, textKey: true },
];

/** The part of a DataSource, EntityManager or QueryRunner this needs: plain SQL, `?` placeholders on both databases. */
interface Sql {
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- TypeORM's own signature: rows of whatever the SQL selects
  query(sql: string, parameters?: unknown[]): Promise<any>;
}

export interface ResealCount {
  /** Plaintext rows written before sealing, now sealed. */
  sealed: number;
  /** Rows sealed with an old key, now sealed with the current one (only when asked). */
  resealed: number;
  /** Rows that failed their integrity check or whose key is gone: left as they are, for an operator to look at. */
  unreadable: number;
}

const BATCH = 500;

/**
 * Seals every plaintext value of the sealed columns with the current key (the migration and the SQLite setup
 * for rows written before sealing) and, with `rotate`, reseals values sealed under an older key, so the old
 * key can then be dropped from DATA_ENCRYPTION_OLD_KEYS (`node backend/dist/src/cli/reseal.js`).
 * Walks by id so every row is read once whatever it finds.
 */
export async function sealStoredValues(sql: Sql, options: { rotate: boolean }, columns: readonly SealedColumn[] = SEALED_COLUMNS): Promise<ResealCount> {
  const currentKeyId = options.rotate ? currentDataKeyId() : null;
  const count: ResealCount = { sealed: 0, resealed: 0, unreadable: 0 };
  for (const { table, column, key, hadPlaintext, textKey } of columns) {
    const name = `${table}.${column}`;
    let after: number | string = textKey ? '' : 0;
    for (;;) {
      const rows: Array<{ id: number | string; value: string | null }> = await sql.query(
        `SELECT ${key} AS id, ${column} AS value FROM ${table} WHERE ${key} > ? ORDER BY ${key} LIMIT ${BATCH}`,
        [after],
      );
      if (rows.length === 0) break;
      const last = rows[rows.length - 1].id;
      after = textKey ? String(last) : Number(last);
      for (const row of rows) {
        if (row.value === null) continue;
        let plaintext: string;
        if (!isSealed(row.value) && !hadPlaintext) {
          count.unreadable += 1;
          continue;
        } else if (!isSealed(row.value)) {
          plaintext = row.value;
          count.sealed += 1;
        } else if (options.rotate && sealedKeyId(row.value) !== currentKeyId) {
          try {
            plaintext = open(row.value, name);
          } catch (error) {
            if (!(error instanceof SealedValueError)) throw error;
            count.unreadable += 1;
            continue;
          }
          count.resealed += 1;
        } else {
          continue;
        }
        await sql.query(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`, [seal(plaintext, name), row.id]);
      }
    }
  }
  return count;
}

/** The migration's way back: every sealed value that opens becomes plaintext again. */
export async function unsealStoredValues(sql: Sql, columns: readonly SealedColumn[]): Promise<void> {
  for (const { table, column, key } of columns) {
    const rows: Array<{ id: number | string; value: string | null }> = await sql.query(`SELECT ${key} AS id, ${column} AS value FROM ${table}`);
    for (const row of rows) {
      if (row.value === null || !isSealed(row.value)) continue;
      await sql.query(`UPDATE ${table} SET ${column} = ? WHERE ${key} = ?`, [open(row.value, `${table}.${column}`), row.id]);
    }
  }
}
