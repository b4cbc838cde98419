import { SearchColumn } from './full-text';
import { Queryable, holdsWords, storedWordsTable } from './word-counts';

/**
 * A search column's words in a list's order, MySQL/MariaDB only (docs/search.md, "Postings in the list's order"): one
 * row per stored word of each row, `(word, <sort column>, id)`, the primary key in that order, so one word's rows come
 * out of one index range already sorted as the list sorts them. A page of a word is then about a page of index entries
 * and the rows they name, wherever the word bunches along the order: "Smith" by name read 27,927 rows along the name
 * index for its first 25 at a million members, where its postings read 27.
 *
 * The sort column is copied from the row with the row's own type and collation, so the postings sort exactly as
 * `ORDER BY <sort column>, id` does. Kept by database triggers on every insert, update (of the search column or the
 * sort column) and delete, whichever code writes, as the word counts are (word-counts.ts).
 */
export interface OrderedPostings {
  /** The search column whose stored words are posted. */
  index: SearchColumn;
  /** The column of the same table the list sorts by (the id breaks ties). */
  sortColumn: string;
  /** The postings table. */
  table: string;
}

/** `users.search_text` (the admin users list's search) in name order: the list sorted by name. */
export const USERS_BY_NAME: OrderedPostings = { index: { table: 'users', column: 'search_text' }, sortColumn: 'name', table: 'users_search_text_by_name' };

export function postingsTriggerNames(postings: OrderedPostings): string[] {
  return ['insert', 'update', 'delete'].map((event) => `SWP_${postings.table}_${event}`);
}

function addPostings(postings: OrderedPostings, row: 'NEW' | 'OLD'): string {
  const ref = `${row}.${postings.index.column}`;
  // A column written by hand with a word twice would post it twice: the second is the same key, and is dropped.
  return (
    `INSERT INTO \`${postings.table}\` (word, \`${postings.sortColumn}\`, id) SELECT w.word, ${row}.\`${postings.sortColumn}\`, ${row}.id ` +
    `FROM ${storedWordsTable(ref)} WHERE ${holdsWords(ref)} ON DUPLICATE KEY UPDATE id = ${row}.id`
  );
}

function removePostings(postings: OrderedPostings, row: 'NEW' | 'OLD'): string {
  const ref = `${row}.${postings.index.column}`;
  // The multi-table form: the words drive, each posting is one primary-key lookup (MariaDB 10.11 would scan the
  // table for a single-table DELETE ... WHERE word IN (subquery)).
  return (
    `DELETE posted FROM ${storedWordsTable(ref)} JOIN \`${postings.table}\` posted ON posted.word = w.word ` +
    `AND posted.\`${postings.sortColumn}\` = ${row}.\`${postings.sortColumn}\` AND posted.id = ${row}.id WHERE ${holdsWords(ref)}`
  );
}

/** The table, the sort column declared as the row's (`columnType`: `varchar(120) CHARACTER SET utf8mb4 COLLATE ...`). */
export function postingsTable(postings: OrderedPostings, columnType: string): string {
  return (
    `CREATE TABLE \`${postings.table}\` (\`word\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, ` +
    `\`${postings.sortColumn}\` ${columnType} NOT NULL, \`id\` int NOT NULL, PRIMARY KEY (\`word\`, \`${postings.sortColumn}\`, \`id\`)) ENGINE=InnoDB`
  );
}

/** The sort column's type as the source table declares it, for postingsTable. */
export async function sortColumnType(db: Queryable, postings: OrderedPostings): Promise<string> {
  const [column] = (await db.query(
    'SELECT COLUMN_TYPE AS type, CHARACTER_SET_NAME AS charset, COLLATION_NAME AS collation FROM information_schema.COLUMNS WHERE TABLE_SCHEMA = DATABASE() AND TABLE_NAME = ? AND COLUMN_NAME = ?',
    [postings.index.table, postings.sortColumn],
  )) as Array<{ type: string; charset: string | null; collation: string | null }>;
  if (!column) throw new Error(`${postings.index.table}.${postings.sortColumn} does not exist`);
  return column.charset ? `${column.type} CHARACTER SET ${column.charset} COLLATE ${column.collation}` : column.type;
}

/** The three triggers that keep the postings (CREATE statements). The sort column is compared as bytes: a rename that changes only letter case still moves. */
export function postingsTriggers(postings: OrderedPostings): string[] {
  const [insert, update, remove] = postingsTriggerNames(postings);
  const { table, column } = postings.index;
  const sort = `\`${postings.sortColumn}\``;
  return [
    `CREATE TRIGGER \`${insert}\` AFTER INSERT ON \`${table}\` FOR EACH ROW ${addPostings(postings, 'NEW')}`,
    `CREATE TRIGGER \`${update}\` AFTER UPDATE ON \`${table}\` FOR EACH ROW BEGIN ` +
      `IF NOT (OLD.${column} <=> NEW.${column}) OR NOT (BINARY OLD.${sort} <=> BINARY NEW.${sort}) OR OLD.id <> NEW.id THEN ` +
      `${removePostings(postings, 'OLD')}; ${addPostings(postings, 'NEW')}; END IF; END`,
    `CREATE TRIGGER \`${remove}\` AFTER DELETE ON \`${table}\` FOR EACH ROW ${removePostings(postings, 'OLD')}`,
  ];
}

export function dropPostingsTriggers(postings: OrderedPostings): string[] {
  return postingsTriggerNames(postings).map((name) => `DROP TRIGGER IF EXISTS \`${name}\``);
}

/**
 * Posts every row that exists, after emptying the table: one INSERT … SELECT. Into an empty table InnoDB loads in
 * bulk (sorted, one undo record for the table), which took 39 s for a million members' 7 million postings on a 128 MB
 * buffer pool; batches of ids would each insert into every part of the key instead (docs/performance.md).
 */
export async function fillPostings(db: Queryable, postings: OrderedPostings): Promise<void> {
  const { table, column } = postings.index;
  const ref = `source_row.${column}`;
  await db.query(`DELETE FROM \`${postings.table}\``);
  await db.query(
    `INSERT INTO \`${postings.table}\` (word, \`${postings.sortColumn}\`, id) SELECT w.word, source_row.\`${postings.sortColumn}\`, source_row.id ` +
      `FROM \`${table}\` source_row, ${storedWordsTable(ref)} WHERE ${holdsWords(ref)} ON DUPLICATE KEY UPDATE id = source_row.id`,
  );
}
