import { SearchColumn } from './full-text';

/**
 * An entity whose stored search columns (and other derived columns) are computed from some of its fields.
 * `derive` is the one function that computes them; SearchTextSubscriber calls it on every TypeORM insert and
 * save, the migrations and the SQLite setup call it to backfill, and a partial `update()` that changes a
 * source field passes its result along (TypeORM gives a partial update no row to compute from).
 */
export interface SearchIndexed<E extends object = object> {
  target: new () => E;
  table: string;
  /** The fields the derived columns are computed from. */
  sources: ReadonlyArray<keyof E & string>;
  derive(entity: Partial<E>): Partial<E>;
  /** The full-text indexed columns among the derived ones. */
  columns: readonly SearchColumn[];
}

export function searchIndexed<E extends object>(spec: SearchIndexed<E>): SearchIndexed<E> {
  return spec;
}
