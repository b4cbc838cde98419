import { DataSource, EntityManager } from 'typeorm';
import { SearchColumn } from './full-text';
import { Queryable, countedColumn, holdsWords, storedWordsTable } from './word-counts';

/**
 * Which rows hold each stored word, 256 ids to a table row, MySQL/MariaDB only (docs/search.md, "Exact totals from
 * word blocks"): `search_word_blocks (search_column, word, block, ids0, ids1, ids2, ids3)`, where `block` is the id
 * divided by 256 and bit `id % 64` of `ids<(id / 64) % 4>` is set when that row holds the word. The exact number of
 * rows holding every word of a search is then one join of the words' blocks, summing `BIT_COUNT(a.idsN & b.idsN)`:
 * `laptop riverside` among 100,000 ads joins 391 blocks against 391 (about 1 ms), where counting its 4,131 matches
 * through FULLTEXT took 35 ms, an index join of one word's 16,541 ids against the other's 19 ms, and blocks of 64 ids
 * (one BIGINT a row, 1,563 blocks a word) 7 ms. The blocks know nothing of a row but its words, so they count only
 * lists with no filter but the search.
 *
 * Kept by database triggers on every insert, update (of the search column) and delete, as the word counts are; a
 * block whose last id leaves is deleted.
 */
export const WORD_BLOCKS = 'search_word_blocks';

/** Ids per BIGINT UNSIGNED, and BIGINTs per block. */
const BITS = 64;
const PARTS = 4;
/** Ids per block. */
export const BLOCK_IDS = BITS * PARTS;
const parts = Array.from({ length: PARTS }, (_, part) => `ids${part}`);

export const MYSQL_WORD_BLOCKS_TABLE =
  `CREATE TABLE \`${WORD_BLOCKS}\` (\`search_column\` varchar(64) NOT NULL, \`word\` varchar(64) CHARACTER SET utf8mb4 COLLATE utf8mb4_bin NOT NULL, ` +
  `\`block\` int NOT NULL, ${parts.map((part) => `\`${part}\` bigint unsigned NOT NULL`).join(', ')}, PRIMARY KEY (\`search_column\`, \`word\`, \`block\`)) ENGINE=InnoDB`;

/** The search columns that have word blocks: the admin ads list's (its default view has no filter but q). */
export const BLOCKED_COLUMNS: readonly SearchColumn[] = [{ table: 'ads', column: 'search_text' }];

export function hasWordBlocks(index: SearchColumn): boolean {
  return BLOCKED_COLUMNS.some((blocked) => blocked.table === index.table && blocked.column === index.column);
}

export function blockTriggerNames(index: SearchColumn): string[] {
  return ['insert', 'update', 'delete'].map((event) => `SWB_${index.table}_${index.column}_${event}`);
}

/** The bit of row id `id` in part `part` of its block (0 in the other parts): an unsigned 64-bit value. */
const bitIn = (id: string, part: number) => `((1 << (${id} % ${BITS})) * ((${id} DIV ${BITS}) % ${PARTS} = ${part}))`;

function addToBlocks(index: SearchColumn, row: 'NEW' | 'OLD'): string {
  const ref = `${row}.${index.column}`;
  return (
    `INSERT INTO ${WORD_BLOCKS} (search_column, word, block, ${parts.join(', ')}) SELECT '${countedColumn(index)}', w.word, ${row}.id DIV ${BLOCK_IDS}, ` +
    `${parts.map((_, part) => bitIn(`${row}.id`, part)).join(', ')} FROM ${storedWordsTable(ref)} WHERE ${holdsWords(ref)} ` +
    `ON DUPLICATE KEY UPDATE ${parts.map((part) => `${part} = ${part} | VALUES(${part})`).join(', ')}`
  );
}

function removeFromBlocks(index: SearchColumn, row: 'NEW' | 'OLD'): string[] {
  const ref = `${row}.${index.column}`;
  const join = `${storedWordsTable(ref)} JOIN ${WORD_BLOCKS} held ON held.search_column = '${countedColumn(index)}' AND held.word = w.word AND held.block = ${row}.id DIV ${BLOCK_IDS}`;
  return [
    `UPDATE ${join} SET ${parts.map((part, i) => `held.${part} = held.${part} & ~${bitIn(`${row}.id`, i)}`).join(', ')} WHERE ${holdsWords(ref)}`,
    `DELETE held FROM ${join} WHERE ${parts.map((part) => `held.${part} = 0`).join(' AND ')} AND ${holdsWords(ref)}`,
  ];
}

/** The three triggers that keep one column's blocks (CREATE statements). */
export function blockTriggers(index: SearchColumn): string[] {
  const [insert, update, remove] = blockTriggerNames(index);
  const { table, column } = index;
  return [
    `CREATE TRIGGER \`${insert}\` AFTER INSERT ON \`${table}\` FOR EACH ROW ${addToBlocks(index, 'NEW')}`,
    `CREATE TRIGGER \`${update}\` AFTER UPDATE ON \`${table}\` FOR EACH ROW BEGIN IF NOT (OLD.${column} <=> NEW.${column}) OR OLD.id <> NEW.id THEN ` +
      `${removeFromBlocks(index, 'OLD').join('; ')}; ${addToBlocks(index, 'NEW')}; END IF; END`,
    `CREATE TRIGGER \`${remove}\` AFTER DELETE ON \`${table}\` FOR EACH ROW BEGIN ${removeFromBlocks(index, 'OLD').join('; ')}; END`,
  ];
}

export function dropBlockTriggers(index: SearchColumn): string[] {
  return blockTriggerNames(index).map((name) => `DROP TRIGGER IF EXISTS \`${name}\``);
}

/** Ids one statement of fillWordBlocks reads: whole blocks, and few enough that a batch's groups stay in memory. */
export const FILL_BLOCK_IDS = 64 * BLOCK_IDS;

/** Makes one column's blocks from the rows that exist, after emptying them: batches of whole blocks of ids, each grouped by word and block. */
export async function fillWordBlocks(db: Queryable, index: SearchColumn, batchIds = FILL_BLOCK_IDS): Promise<void> {
  const key = countedColumn(index);
  await db.query(`DELETE FROM ${WORD_BLOCKS} WHERE search_column = ?`, [key]);
  const [bounds] = (await db.query(`SELECT MIN(id) AS first_id, MAX(id) AS last_id FROM \`${index.table}\``)) as Array<{
    first_id: number | string | null;
    last_id: number | string | null;
  }>;
  if (bounds?.first_id === null || bounds?.first_id === undefined) return;
  const ref = `source_row.${index.column}`;
  // ON DUPLICATE KEY: a batch of ids that does not start on a block's first id shares that block with the last batch.
  const insert =
    `INSERT INTO ${WORD_BLOCKS} (search_column, word, block, ${parts.join(', ')}) SELECT '${key}', w.word, source_row.id DIV ${BLOCK_IDS}, ` +
    `${parts.map((_, part) => `BIT_OR(${bitIn('source_row.id', part)})`).join(', ')} ` +
    `FROM \`${index.table}\` source_row, ${storedWordsTable(ref)} WHERE source_row.id BETWEEN ? AND ? AND ${holdsWords(ref)} ` +
    `GROUP BY w.word, source_row.id DIV ${BLOCK_IDS} ON DUPLICATE KEY UPDATE ${parts.map((part) => `${part} = ${part} | VALUES(${part})`).join(', ')}`;
  for (let from = Number(bounds.first_id); from <= Number(bounds.last_id); from += batchIds) await db.query(insert, [from, from + batchIds - 1]);
}

/**
 * The exact number of rows holding, for every searched word, one of its stored words (`words`: per searched word, the
 * stored words it begins, as readWordCounts lists them), from the blocks alone. The word with the fewest rows (`held`,
 * the same order as `words`) drives the join; a searched word that begins several stored words is their blocks OR-ed
 * (a row holding two of them counts once).
 */
export async function countFromBlocks(
  db: DataSource | EntityManager,
  index: SearchColumn,
  words: ReadonlyArray<readonly string[]>,
  held: readonly number[],
): Promise<number> {
  if (words.length === 0 || words.some((list) => list.length === 0)) return 0;
  const key = countedColumn(index);
  const order = words.map((_, i) => i).sort((a, b) => (held[a] ?? 0) - (held[b] ?? 0));
  // Each source's placeholders in the order they appear: FROM and the JOINs first, then the driving word's WHERE.
  const sources = order.map((termIndex, position) => {
    const list = words[termIndex];
    const alias = `t${position}`;
    if (list.length === 1) {
      const own = `${alias}.search_column = ? AND ${alias}.word = ?`;
      return position === 0
        ? { from: `${WORD_BLOCKS} ${alias}`, fromParams: [], where: own, whereParams: [key, list[0]] }
        : { from: `JOIN ${WORD_BLOCKS} ${alias} ON ${own} AND ${alias}.block = t0.block`, fromParams: [key, list[0]], where: '', whereParams: [] };
    }
    const merged = `(SELECT block, ${parts.map((part) => `BIT_OR(${part}) AS ${part}`).join(', ')} FROM ${WORD_BLOCKS} WHERE search_column = ? AND word IN (${list.map(() => '?').join(', ')}) GROUP BY block) ${alias}`;
    return { from: position === 0 ? merged : `JOIN ${merged} ON ${alias}.block = t0.block`, fromParams: [key, ...list], where: '', whereParams: [] };
  });
  const bits = parts.map((part) => `BIT_COUNT(${order.map((_, position) => `t${position}.${part}`).join(' & ')})`).join(' + ');
  const where = sources.map((source) => source.where).filter(Boolean);
  const params = [...sources.flatMap((source) => source.fromParams), ...sources.flatMap((source) => source.whereParams)];
  const [row] = await db.query(
    `SELECT COALESCE(SUM(${bits}), 0) AS total FROM ${sources.map((source) => source.from).join(' ')}${where.length ? ` WHERE ${where.join(' AND ')}` : ''}`,
    params,
  );
  return Number(row?.total ?? 0);
}
