import { applyDecorators } from '@nestjs/common';
import { Column, Index } from 'typeorm';

/**
 * A stored, normalised search column (search-words.ts) with its full-text index: FULLTEXT on MySQL/MariaDB,
 * created by the migrations. `synchronize: false` keeps TypeORM from making an ordinary B-tree index of
 * it on SQLite, where an FTS5 table indexes the column instead (sqlite-search-tables.ts). Null until the
 * row is first written through TypeORM or backfilled: a null row is simply not found. Not selected by
 * default: no response carries it.
 */
export function SearchTextColumn(indexName: string, columnName: string): PropertyDecorator {
  return applyDecorators(
    Index(indexName, { fulltext: true, synchronize: false } as { synchronize: false }) as PropertyDecorator,
    Column({ name: columnName, type: 'text', nullable: true, select: false }) as PropertyDecorator,
  );
}
