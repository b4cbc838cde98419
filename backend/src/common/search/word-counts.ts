import { DataSource, EntityManager } from 'typeorm';
import { SearchColumn, SearchDialect } from './full-text';
import { WORD_MARK, parseSearch } from './search-words';

/**
 * How many rows hold each stored word, per search column: `search_word_counts (search_column, word, matches)`.
 * The row with the empty word counts the rows whose column is filled. One primary-key range per searched word
 * tells a common word from a rare one before the list is read (docs/search.md): InnoDB's boolean-mode
 * FULLTEXT builds the whole match set before any LIMIT applies, so asking the index itself "how many?" costs as
 * much as the search it is meant to avoid (650 ms for `engineer` at a million members).
 *
 * Kept by database triggers on every insert, update and delete of the searched tables, whichever code writes
 * (the app, the seeds, a migration, SQL by hand): the counts only steer which plan reads the list, never which
 * rows it answers, but a count that drifted would choose the slow plan. MariaDB's come from the migration
 * (JSON_TABLE splits the stored words, which are letters and digits only: search-words.ts); SQLite's from
 * sqlite-search-tables.ts at every start (json_each), which also rebuilds them.
 */
export const WORD_COUNTS = 'search_word_counts';

/** The key of a search column in the counts table. */
export function countedColumn(index: SearchColumn): string {
  return `${index.table}.${index.column}`;
}

/** A JSON array of the stored words of `ref` (the stored text is words joined by single spaces), the empty word first. */
function wordsJson(dialect: SearchDialect, ref: string): string {
  return dialect === 'mysql'
    ? `CONCAT('[""', IF(${ref} = '', '', CONCAT(',"', REPLACE(${ref}, ' ', '","'), '"')), ']')`
    : `('[""' || CASE WHEN ${ref} = '' THEN '' ELSE ',"' || replace(${ref}, ' ', '","') || '"' END || ']')`;
}

/** MariaDB's table of the words in a JSON array, as `w.word`. */
const mysqlWordsTable = (json: string) => `JSON_TABLE(${json}, '$[*]' COLUMNS (word VARCHAR(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin PATH '$')) w`;

/** The table of words of `ref` as `w`, its word as `w.word` (MariaDB) or `w.value` (SQLite). */
function wordsTable(dialect: SearchDialect, ref: string): { from: string; word: string } {
  return dialect === 'mysql'
    ? { from: mysqlWordsTable(wordsJson(dialect, ref)), word: 'w.word' }
    : { from: `json_each(${wordsJson(dialect, ref)}) w`, word: 'w.value' };
}

/**
 * MariaDB/MySQL: the table of the stored words of `ref` as `w.word`, without the empty word (a row whose column is
 * null or empty must be left out by the caller: `holdsWords(ref)`). For the postings and word blocks
 * (word-postings.ts, word-blocks.ts), which list rows by word and have no use for the filled-rows count.
 */
export function storedWordsTable(ref: string): string {
  return mysqlWordsTable(`CONCAT('["', REPLACE(${ref}, ' ', '","'), '"]')`);
}

/** The condition that `ref` holds at least one stored word, the rows storedWordsTable may be read for. */
export const holdsWords = (ref: string) => `${ref} IS NOT NULL AND ${ref} <> ''`;

function addWords(dialect: SearchDialect, index: SearchColumn, row: 'NEW' | 'OLD'): string {
  const ref = `${row}.${index.column}`;
  const words = wordsTable(dialect, ref);
  const upsert =
    dialect === 'mysql' ? 'ON DUPLICATE KEY UPDATE matches = matches + 1' : 'ON CONFLICT (search_column, word) DO UPDATE SET matches = matches + 1';
  return `INSERT INTO ${WORD_COUNTS} (search_column, word, matches) SELECT '${countedColumn(index)}', ${words.word}, 1 FROM ${words.from} WHERE ${ref} IS NOT NULL ${upsert}`;
}

function removeWords(dialect: SearchDialect, index: SearchColumn, row: 'NEW' | 'OLD'): string {
  const ref = `${row}.${index.column}`;
  const words = wordsTable(dialect, ref);
  return dialect === 'mysql'
    ? `UPDATE ${WORD_COUNTS} counted JOIN ${words.from} ON counted.word = ${words.word} SET counted.matches = counted.matches - 1 WHERE counted.search_column = '${countedColumn(index)}' AND ${ref} IS NOT NULL`
    : `UPDATE ${WORD_COUNTS} SET matches = matches - 1 WHERE search_column = '${countedColumn(index)}' AND word IN (SELECT ${words.word} FROM ${words.from} WHERE ${ref} IS NOT NULL)`;
}

export function wordCountTriggerNames(index: SearchColumn): string[] {
  return ['insert', 'update', 'delete'].map((event) => `SWC_${index.table}_${index.column}_${event}`);
}

/** The table (SQLite; MariaDB's is made by the migration). */
export const SQLITE_WORD_COUNTS_TABLE = `CREATE TABLE IF NOT EXISTS ${WORD_COUNTS} (search_column TEXT NOT NULL, word TEXT NOT NULL, matches INTEGER NOT NULL, PRIMARY KEY (search_column, word)) WITHOUT ROWID`;
export const MYSQL_WORD_COUNTS_TABLE = `CREATE TABLE \`${WORD_COUNTS}\` (\`search_column\` varchar(64) NOT NULL, \`word\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, \`matches\` int NOT NULL, PRIMARY KEY (\`search_column\`, \`word\`)) ENGINE=InnoDB`;

/** The three triggers that keep one column's counts (CREATE statements; SQLite's with IF NOT EXISTS). */
export function wordCountTriggers(dialect: SearchDialect, index: SearchColumn): string[] {
  const [insert, update, remove] = wordCountTriggerNames(index);
  const { table, column } = index;
  if (dialect === 'mysql') {
    return [
      `CREATE TRIGGER \`${insert}\` AFTER INSERT ON \`${table}\` FOR EACH ROW ${addWords(dialect, index, 'NEW')}`,
      `CREATE TRIGGER \`${update}\` AFTER UPDATE ON \`${table}\` FOR EACH ROW BEGIN IF NOT (OLD.${column} <=> NEW.${column}) THEN ` +
        `${removeWords(dialect, index, 'OLD')}; ${addWords(dialect, index, 'NEW')}; END IF; END`,
      `CREATE TRIGGER \`${remove}\` AFTER DELETE ON \`${table}\` FOR EACH ROW ${removeWords(dialect, index, 'OLD')}`,
    ];
  }
  return [
    `CREATE TRIGGER IF NOT EXISTS ${insert} AFTER INSERT ON ${table} BEGIN ${addWords(dialect, index, 'NEW')}; END`,
    `CREATE TRIGGER IF NOT EXISTS ${update} AFTER UPDATE OF ${column} ON ${table} WHEN OLD.${column} IS NOT NEW.${column} BEGIN ` +
      `${removeWords(dialect, index, 'OLD')}; ${addWords(dialect, index, 'NEW')}; END`,
    `CREATE TRIGGER IF NOT EXISTS ${remove} AFTER DELETE ON ${table} BEGIN ${removeWords(dialect, index, 'OLD')}; END`,
  ];
}

export function dropWordCountTriggers(dialect: SearchDialect, index: SearchColumn): string[] {
  return wordCountTriggerNames(index).map((name) => (dialect === 'mysql' ? `DROP TRIGGER IF EXISTS \`${name}\`` : `DROP TRIGGER IF EXISTS ${name}`));
}

/** Rows whose words one statement of fillWordCounts counts (see there). */
export const FILL_BATCH_ROWS = 10_000;

/** What fillWordCounts needs of a connection: a DataSource, an EntityManager or a migration's QueryRunner. */
export interface Queryable {
  query(sql: string, params?: unknown[]): Promise<unknown>;
}

/** Adds the words of the rows whose id is in [from, to] to the counts already there. */
export function fillWordCountsBatch(dialect: SearchDialect, index: SearchColumn): string {
  const ref = `counted_row.${index.column}`;
  const words = wordsTable(dialect, ref);
  const upsert =
    dialect === 'mysql'
      ? 'ON DUPLICATE KEY UPDATE matches = matches + VALUES(matches)'
      : 'ON CONFLICT (search_column, word) DO UPDATE SET matches = matches + excluded.matches';
  return (
    `INSERT INTO ${WORD_COUNTS} (search_column, word, matches) SELECT '${countedColumn(index)}', ${words.word}, COUNT(*) FROM ${index.table} counted_row, ${words.from} ` +
    `WHERE counted_row.id BETWEEN ? AND ? AND ${ref} IS NOT NULL GROUP BY ${words.word} ${upsert}`
  );
}

/**
 * Counts one column's words over the rows that exist, after emptying its counts: the migration, SQLite's start.
 * In batches of `batchRows` ids, each batch's words grouped and added to the counts: one statement over a million
 * members (about two million distinct words, each member's email and number a word of its own) grouped them in an
 * on-disk temporary table for over 10 minutes; a batch's few tens of thousands of words stay in memory
 * (docs/performance.md, "The word counts at a million rows").
 */
export async function fillWordCounts(db: Queryable, dialect: SearchDialect, index: SearchColumn, batchRows = FILL_BATCH_ROWS): Promise<void> {
  await db.query(`DELETE FROM ${WORD_COUNTS} WHERE search_column = ?`, [countedColumn(index)]);
  const [bounds] = (await db.query(`SELECT MIN(id) AS first_id, MAX(id) AS last_id FROM ${index.table}`)) as Array<{
    first_id: number | string | null;
    last_id: number | string | null;
  }>;
  if (bounds?.first_id === null || bounds?.first_id === undefined) return;
  const insert = fillWordCountsBatch(dialect, index);
  for (let from = Number(bounds.first_id); from <= Number(bounds.last_id); from += batchRows) {
    await db.query(insert, [from, from + batchRows - 1]);
  }
}

/** At most this many distinct words are summed for one prefix: a prefix shared by more is common anyway. */
const MAX_PREFIX_WORDS = 1000;

/**
 * A searched word that begins at most this many counted stored words has them listed (`WordCounts.words`):
 * the postings and word blocks read one index range per stored word (word-postings.ts, word-blocks.ts). MariaDB's
 * GROUP_CONCAT answers at most 1,024 bytes by default (group_concat_max_len): 17 marked words of at most 42
 * characters and their spaces stay under it.
 */
export const MAX_LISTED_WORDS = 16;

export interface WordCounts {
  /** Rows whose search column is filled. */
  rows: number;
  /** Per searched word, the rows holding a word it begins (an upper bound: a row with two such words counts twice). */
  terms: number[];
  /** Per searched word, the rows holding the most held of those words (a lower bound of the rows it matches). */
  fewest: number[];
  /**
   * Per searched word, the stored words it begins that the counts know (marked, `zzsmith`), or null when there are
   * more than MAX_LISTED_WORDS. Absent where they were not asked for (readWordCounts' listWords) or the counts were
   * not read from the table (the rule's unit tests).
   */
  words?: Array<string[] | null>;
}

/** One query: the rows of the column and, per word of the search, the rows holding a word it begins, and those words if asked. */
export async function readWordCounts(
  db: DataSource | EntityManager,
  dialect: SearchDialect,
  index: SearchColumn,
  text: string,
  /** List the stored words too: only a list that reads postings or word blocks uses them (list-query-builder.ts). */
  listWords = false,
): Promise<WordCounts> {
  const { terms } = parseSearch(text);
  const key = countedColumn(index);
  const params: unknown[] = [key];
  const prefix = dialect === 'mysql' ? 'LIKE' : 'GLOB';
  const wildcard = dialect === 'mysql' ? '%' : '*';
  const listed = (column: string) => (dialect === 'mysql' ? `GROUP_CONCAT(${column} SEPARATOR ' ')` : `group_concat(${column}, ' ')`);
  // Words are letters and digits only (search-words.ts): neither LIKE's nor GLOB's wildcards can occur in them, and a
  // space cannot, so the listed words are joined by spaces.
  const sums = terms.map((term, i) => {
    const words = `SELECT matches FROM ${WORD_COUNTS} WHERE search_column = ? AND word ${prefix} ? LIMIT ${MAX_PREFIX_WORDS}`;
    // Every counted word, even one whose count is 0: the postings and blocks are read for the words listed here, so a
    // count that drifted must not hide a word rows hold (a word no row holds any more only costs an empty read).
    const held = `SELECT word FROM ${WORD_COUNTS} WHERE search_column = ? AND word ${prefix} ? AND word <> '' LIMIT ${MAX_LISTED_WORDS + 1}`;
    params.push(key, `${WORD_MARK}${term}${wildcard}`, key, `${WORD_MARK}${term}${wildcard}`);
    const sum = `(SELECT SUM(matches) FROM (${words}) sum_${i}) AS s${i}, (SELECT MAX(matches) FROM (${words}) max_${i}) AS m${i}`;
    if (!listWords) return sum;
    params.push(key, `${WORD_MARK}${term}${wildcard}`);
    return `${sum}, (SELECT ${listed('word')} FROM (${held}) held_${i}) AS w${i}`;
  });
  const [row] = await db.query(
    `SELECT (SELECT matches FROM ${WORD_COUNTS} WHERE search_column = ? AND word = '') AS total_rows${sums.map((sum) => `, ${sum}`).join('')}`,
    params,
  );
  const counts: WordCounts = {
    rows: Number(row?.total_rows ?? 0),
    terms: terms.map((_, i) => Number(row?.[`s${i}`] ?? 0)),
    fewest: terms.map((_, i) => Number(row?.[`m${i}`] ?? 0)),
  };
  if (!listWords) return counts;
  const words = terms.map((_, i) => {
    const list = row?.[`w${i}`] ? String(row[`w${i}`]).split(' ') : [];
    return list.length > MAX_LISTED_WORDS ? null : list;
  });
  return { ...counts, words };
}

/**
 * A search's estimated matches reach at least this many before reading the list in order is considered: below it
 * the index's matches are few enough to read and sort whatever the table's size.
 */
export const MIN_COMMON_MATCHES = 1000;

/** index: read the full-text index's matches and sort them; scan: read the list in its own order and test each row. */
export type SearchPlan = 'index' | 'scan';

/** The rows a search is estimated to match, taking its words as independent (each word's share of the rows multiplied). */
export function estimatedMatches(counts: WordCounts): number {
  if (counts.rows <= 0) return 0;
  return counts.terms.reduce((share, n) => share * Math.min(1, n / counts.rows), 1) * counts.rows;
}

/**
 * The cheaper plan for a page of `take` rows. The index plan reads and sorts every match (m rows, random reads);
 * the scan plan reads rows in the list's order until `take` match: about take × rows / m. They cost the same
 * where m² = take × rows (m ≈ 7,100 for 51 rows of a million), so the scan is chosen from there up.
 */
export function chooseSearchPlan(counts: WordCounts, take: number): SearchPlan {
  if (counts.terms.length === 0) return 'index';
  const matches = estimatedMatches(counts);
  return matches >= MIN_COMMON_MATCHES && matches * matches >= take * counts.rows ? 'scan' : 'index';
}

/** How many times the rows a spread-out word needs (take × rows / matches) a bounded scan may read before giving up. */
export const SCAN_ROWS_MARGIN = 4;

/**
 * The rows a scan plan may read where it can be cut short (MariaDB's `LIMIT … ROWS EXAMINED`): a few times what a
 * word spread evenly along the order needs for `take` matches, or as many rows as the full-text plan would read
 * (every match, each a row read as a scanned row is), whichever is more. A word bunched along the order (a last name
 * along the name order: "Smith" read 27,927 rows for 25 at a million members, of 33,319 matches) is read along it
 * while that costs no more than the other plan; past that the read stops and the full-text plan answers, so a
 * search costs at most about twice the full-text plan. MariaDB counts one examined row per index entry read with
 * its row (measured).
 */
export function scanRowsBudget(counts: WordCounts, take: number): number {
  const matches = Math.max(1, estimatedMatches(counts));
  return Math.max(Math.ceil(matches), Math.ceil((SCAN_ROWS_MARGIN * take * Math.max(counts.rows, matches)) / matches));
}

/**
 * The rows a search surely matches, from the counts alone: every row holding the most held word of each searched
 * word, less the rows that can lack one of them (inclusion–exclusion: |A ∩ B| ≥ |A| + |B| − rows). Zero when the
 * counts prove nothing. A row holding a stored word that a searched word begins matches that word, so the most held
 * such word is a lower bound per word.
 */
export function provenMatchesAtLeast(counts: WordCounts): number {
  if (counts.fewest.length === 0) return 0;
  const lacking = counts.fewest.reduce((sum, held) => sum + (counts.rows - Math.min(held, counts.rows)), 0);
  return Math.max(0, counts.rows - lacking);
}

/** readWordCounts, then chooseSearchPlan. */
export async function searchPlanFor(
  db: DataSource | EntityManager,
  dialect: SearchDialect,
  index: SearchColumn,
  text: string,
  take: number,
): Promise<SearchPlan> {
  return chooseSearchPlan(await readWordCounts(db, dialect, index, text), take);
}
