import { EntityManager, MoreThan } from 'typeorm';
import { SearchIndexed } from '../common/search/search-indexed';
import { SearchDialect } from '../common/search/full-text';
import { SEARCH_FOLDING_VERSION } from '../common/search/search-words';
import { fillWordCounts } from '../common/search/word-counts';
import { SEARCH_INDEXED } from './search-indexes';

/** Rows read, derived again and written back per round. */
export const REBUILD_BATCH = 1000;

export interface SearchRebuild {
  /** Rows read, per table. */
  read: Record<string, number>;
  /** Rows whose derived columns changed and were written, per table. */
  changed: Record<string, number>;
}

/**
 * Derives every row's search columns again with today's `derive` (after the folding changed: SEARCH_FOLDING_VERSION),
 * in batches of `batch` ids in id order, writing only the rows whose derived columns differ; every row is kept. The
 * database's triggers keep the word counts, MariaDB's postings and word blocks and SQLite's FTS5 tables in step with
 * each write; the word counts are then counted again from the rows, so they are whole whatever they were before.
 * Used by the RebuildSearchFolding migration on MySQL/MariaDB and at start on SQLite (rebuildSqliteSearchFolding).
 */
export async function rebuildSearchColumns(
  manager: EntityManager,
  dialect: SearchDialect,
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- any indexed entity: the spec and its target agree by construction
  specs: ReadonlyArray<SearchIndexed<any>> = SEARCH_INDEXED,
  batch = REBUILD_BATCH,
): Promise<SearchRebuild> {
  const result: SearchRebuild = { read: {}, changed: {} };
  for (const spec of specs) {
    if (manager.queryRunner && !(await manager.queryRunner.hasTable(spec.table))) continue;
    const repository = manager.getRepository(spec.target);
    const derivedFields = Object.keys(spec.derive({}));
    const select = Object.fromEntries(['id', ...spec.sources, ...derivedFields].map((field) => [field, true]));
    let last = 0;
    result.read[spec.table] = 0;
    result.changed[spec.table] = 0;
    for (;;) {
      const rows: Array<Record<string, unknown>> = await repository.find({
        select,
        where: { id: MoreThan(last) },
        order: { id: 'ASC' },
        take: batch,
      } as never);
      if (rows.length === 0) break;
      for (const row of rows) {
        const derived = spec.derive(row) as Record<string, unknown>;
        if (derivedFields.some((field) => (derived[field] ?? null) !== (row[field] ?? null))) {
          await repository.update({ id: row.id } as never, derived as never);
          result.changed[spec.table] += 1;
        }
      }
      result.read[spec.table] += rows.length;
      last = Number(rows[rows.length - 1].id);
    }
    for (const index of spec.columns) await fillWordCounts(manager, dialect, index);
  }
  return result;
}

/** SQLite's record of the folding its stored columns were derived by (MariaDB's is its migrations table). */
const SQLITE_FOLDING_TABLE = 'search_folding';

/**
 * SQLite's side of RebuildSearchFolding: a demo file whose columns were derived by an earlier folding (no record, or
 * an older version) has every row derived again, once; the record then holds SEARCH_FOLDING_VERSION. Answers the
 * rebuild, or null when the file was already current.
 */
export async function rebuildSqliteSearchFolding(manager: EntityManager): Promise<SearchRebuild | null> {
  await manager.query(`CREATE TABLE IF NOT EXISTS ${SQLITE_FOLDING_TABLE} (id INTEGER PRIMARY KEY CHECK (id = 1), version INTEGER NOT NULL)`);
  const [stored] = (await manager.query(`SELECT version FROM ${SQLITE_FOLDING_TABLE} WHERE id = 1`)) as Array<{ version: number }>;
  if (stored && Number(stored.version) >= SEARCH_FOLDING_VERSION) return null;
  const rebuild = await rebuildSearchColumns(manager, 'sqlite');
  await manager.query(`INSERT INTO ${SQLITE_FOLDING_TABLE} (id, version) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET version = excluded.version`, [
    SEARCH_FOLDING_VERSION,
  ]);
  return rebuild;
}
