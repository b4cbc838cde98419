import { DataSource } from 'typeorm';
import { ftsTableName } from '../common/search/full-text';
import { SEARCH_INDEXED } from './search-indexes';
import { backfillSearchColumns } from './search-backfill';
import { rebuildSqliteSearchFolding } from './search-rebuild';
import { SQLITE_WORD_COUNTS_TABLE, fillWordCounts, wordCountTriggers } from '../common/search/word-counts';

/**
 * SQLite's full-text indexes. The embedded database's schema is synchronised from the entities, which cannot
 * describe virtual tables, so this runs at every start (prepare-database.ts), before the app serves:
 * one FTS5 table per search column, reading the column from its table (external content, rowid = id),
 * triggers that keep it in step with every insert, update and delete, and a rebuild, so an index left
 * behind by a table TypeORM re-created (that drops its triggers) is whole again. MySQL/MariaDB get FULLTEXT
 * indexes from the migrations instead. The stored text is already split into words (search-words.ts), so the
 * tokenizer only splits on spaces. The word counts that choose a search's plan (common/search/word-counts.ts) are
 * made the same way: their table, their triggers, and a recount. A file whose columns an earlier folding derived
 * has them derived again first (search-rebuild.ts).
 */
export async function prepareSqliteSearch(dataSource: DataSource): Promise<void> {
  for (const spec of SEARCH_INDEXED) await backfillSearchColumns(dataSource.manager, spec);
  await dataSource.query(SQLITE_WORD_COUNTS_TABLE);
  // Columns derived by an earlier folding are derived again, once (the RebuildSearchFolding migration on MySQL).
  await rebuildSqliteSearchFolding(dataSource.manager);
  for (const spec of SEARCH_INDEXED) {
    for (const index of spec.columns) {
      const fts = ftsTableName(index);
      const { table, column } = index;
      const statements = [
        `CREATE VIRTUAL TABLE IF NOT EXISTS ${fts} USING fts5(${column}, content='${table}', content_rowid='id', tokenize='unicode61 remove_diacritics 0', prefix='3 4')`,
        `CREATE TRIGGER IF NOT EXISTS ${fts}_insert AFTER INSERT ON ${table} BEGIN INSERT INTO ${fts}(rowid, ${column}) VALUES (new.id, new.${column}); END`,
        `CREATE TRIGGER IF NOT EXISTS ${fts}_delete AFTER DELETE ON ${table} BEGIN INSERT INTO ${fts}(${fts}, rowid, ${column}) VALUES ('delete', old.id, old.${column}); END`,
        `CREATE TRIGGER IF NOT EXISTS ${fts}_update AFTER UPDATE OF ${column} ON ${table} BEGIN ` +
          `INSERT INTO ${fts}(${fts}, rowid, ${column}) VALUES ('delete', old.id, old.${column}); ` +
          `INSERT INTO ${fts}(rowid, ${column}) VALUES (new.id, new.${column}); END`,
        `INSERT INTO ${fts}(${fts}) VALUES ('rebuild')`,
        ...wordCountTriggers('sqlite', index),
      ];
      for (const sql of statements) await dataSource.query(sql);
      await fillWordCounts(dataSource, 'sqlite', index);
    }
  }
}
