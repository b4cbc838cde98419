import { EntityManager, IsNull } from 'typeorm';
import { SearchIndexed } from '../common/search/search-indexed';

const BATCH = 1000;

/**
 * Fills the derived columns of rows written before they existed (their first search column is null), with
 * the same `derive` the writes use. Used by the migration that adds the columns on MySQL/MariaDB and by the
 * SQLite setup for a demo database made by an older version.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any indexed entity: the spec and its target agree by construction
export async function backfillSearchColumns(manager: EntityManager, spec: SearchIndexed<any>): Promise<number> {
  const repository = manager.getRepository(spec.target);
  const firstDerived = repository.metadata.findColumnWithDatabaseName(spec.columns[0].column)!.propertyName;
  const select = Object.fromEntries(['id', ...spec.sources].map((field) => [field, true]));
  let done = 0;
  for (;;) {
    const rows: Array<Record<string, unknown>> = await repository.find({
      select,
      where: { [firstDerived]: IsNull() },
      order: { id: 'ASC' },
      take: BATCH,
    } as never);
    if (rows.length === 0) return done;
    for (const row of rows) {
      const derived = spec.derive(row);
      // An entry whose text is empty still gets '' so the loop moves on.
      await repository.update({ id: row.id } as never, derived as never);
    }
    done += rows.length;
  }
}
