import { DataSource } from 'typeorm';
import { WORD_MARK, parseSearch } from './search-words';

export type SearchDialect = 'mysql' | 'sqlite';

export function searchDialect(dataSource: DataSource): SearchDialect {
  return dataSource.options.type === 'better-sqlite3' ? 'sqlite' : 'mysql';
}

/** A stored search column and, on SQLite, the FTS5 table that indexes it (sqlite-search-tables.ts). */
export interface SearchColumn {
  table: string;
  column: string;
}

export function ftsTableName(index: SearchColumn): string {
  return `${index.table}_${index.column}_fts`;
}

export interface SqlCondition {
  sql: string;
  params: unknown[];
}

/** `%`, `_` and `!` itself are matched literally; `!` escapes on SQLite and MariaDB alike. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

/**
 * Every word of the search as a word prefix of `alias.column`, read through the full-text index:
 * MariaDB's FULLTEXT in boolean mode (`+zzami* +zzsmith*`), SQLite's FTS5 (`"zzami"* AND "zzsmith"*`).
 * A search with no letters or digits matches nothing. `literal` adds the typed text as a substring of the
 * given fields when it carries symbols (search-words.ts), checked on the rows the index found.
 */
export function fullTextCondition(
  dialect: SearchDialect,
  index: SearchColumn,
  alias: string,
  text: string,
  literalFields: readonly string[] = [],
): SqlCondition {
  const { terms, literal } = parseSearch(text);
  if (terms.length === 0) return { sql: '1 = 0', params: [] };
  const params: unknown[] = [];
  let sql: string;
  if (dialect === 'mysql') {
    sql = `MATCH(${alias}.${index.column}) AGAINST (? IN BOOLEAN MODE)`;
    params.push(terms.map((term) => `+${WORD_MARK}${term}*`).join(' '));
  } else {
    const fts = ftsTableName(index);
    sql = `${alias}.id IN (SELECT rowid FROM ${fts} WHERE ${fts} MATCH ?)`;
    params.push(terms.map((term) => `"${WORD_MARK}${term}"*`).join(' AND '));
  }
  if (literal && literalFields.length) {
    sql += ` AND (${literalFields.map((field) => `LOWER(${field}) LIKE ? ESCAPE '!'`).join(' OR ')})`;
    for (let i = 0; i < literalFields.length; i++) params.push(likePattern(literal));
  }
  return { sql, params };
}

/**
 * The same word-prefix test as fullTextCondition, row by row without the index: a stored word is ' zz<word>' after a
 * space. A list read in its own index order stops after a page of matches, which for a word that a tenth of the rows
 * share is a few hundred rows instead of sorting every match.
 */
export function wordScanCondition(index: SearchColumn, alias: string, text: string, literalFields: readonly string[] = []): SqlCondition {
  const { terms, literal } = parseSearch(text);
  if (terms.length === 0) return { sql: '1 = 0', params: [] };
  const params: unknown[] = terms.map((term) => `% ${WORD_MARK}${term.replace(/[!%_]/g, (char) => `!${char}`)}%`);
  let sql = terms.map(() => `CONCAT(' ', ${alias}.${index.column}) LIKE ? ESCAPE '!'`).join(' AND ');
  if (literal && literalFields.length) {
    sql += ` AND (${literalFields.map((field) => `LOWER(${field}) LIKE ? ESCAPE '!'`).join(' OR ')})`;
    for (let i = 0; i < literalFields.length; i++) params.push(likePattern(literal));
  }
  return { sql, params };
}

/**
 * The search as the chosen plan reads it (word-counts.ts): through the full-text index, or row by row along the
 * list's own order. Both answer the same rows.
 */
export function searchCondition(
  plan: 'index' | 'scan',
  dialect: SearchDialect,
  index: SearchColumn,
  alias: string,
  text: string,
  literalFields: readonly string[] = [],
): SqlCondition {
  return plan === 'scan' ? wordScanCondition(index, alias, text, literalFields) : fullTextCondition(dialect, index, alias, text, literalFields);
}
