import { EntitySubscriberInterface, EventSubscriber, InsertEvent, UpdateEvent } from 'typeorm';
import { SearchIndexed } from '../common/search/search-indexed';
import { SEARCH_INDEXED } from './search-indexes';

/**
 * Keeps every derived search column in step with its sources on each TypeORM insert and save, whichever
 * service writes: registration, profile changes, ads and groups, the seeds. A partial `update()` has no
 * row to compute from; one that sets a source field must pass `derive`'s result along, and is refused
 * here if it does not, so a forgotten path fails loudly instead of leaving a stale index.
 */
@EventSubscriber()
export class SearchTextSubscriber implements EntitySubscriberInterface {
  beforeInsert(event: InsertEvent<object>): void {
    const spec = specFor(event.metadata.target);
    if (spec && event.entity) Object.assign(event.entity, spec.derive(event.entity));
  }

  beforeUpdate(event: UpdateEvent<object>): void {
    const spec = specFor(event.metadata.target);
    const entity = event.entity as Record<string, unknown> | undefined;
    if (!spec || !entity) return;
    // An entity instance of only the columns to write (ProfileService) carries every other property as undefined,
    // which TypeORM does not write: those must not hide the row's values from derive.
    const changes = Object.fromEntries(Object.entries(entity).filter(([, value]) => value !== undefined));
    if (event.databaseEntity) {
      Object.assign(entity, spec.derive({ ...event.databaseEntity, ...changes }));
      return;
    }
    if (!spec.sources.some((field) => field in changes)) return;
    if (spec.sources.every((field) => field in changes)) {
      Object.assign(entity, spec.derive(changes));
      return;
    }
    const derived = Object.keys(spec.derive({}));
    if (!derived.some((field) => field in changes)) {
      throw new Error(`A partial update of ${spec.table} changes a searched field: pass ${spec.table}'s derived search columns along`);
    }
  }
}

function specFor(target: unknown): SearchIndexed | undefined {
  return SEARCH_INDEXED.find((spec) => spec.target === target);
}
