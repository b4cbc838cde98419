import { NotFoundException } from '@nestjs/common';
import { DataSource, EntityManager, EntityTarget, FindOptionsRelations, FindOptionsWhere } from 'typeorm';
import type { QueryDeepPartialEntity } from 'typeorm/query-builder/QueryPartialEntity';

/** A table admins moderate (ads, business groups): its entity, the owner to load for the decision mail, its 404 text. */
export interface ModeratedKind<T> {
  entity: EntityTarget<T>;
  relations: FindOptionsRelations<T>;
  notFound: string;
  /** Columns derived from the item (its search text) that must be rewritten with a new status. */
  derive?: (item: T) => Partial<T>;
}

/** Writes the audit entry inside the same transaction, so it commits or rolls back with the change. */
export type RecordInTransaction<T> = (item: T, manager: EntityManager) => Promise<void>;

async function existing<T extends { id: number }>(manager: EntityManager, kind: ModeratedKind<T>, id: number): Promise<T> {
  const item = await manager.findOne(kind.entity, { where: { id } as FindOptionsWhere<T>, relations: kind.relations });
  if (!item) throw new NotFoundException(kind.notFound);
  return item;
}

/** approve/reject: the new status and its audit entry in one transaction; answers the item as it now is. */
export function changeStatus<T extends { id: number; status: unknown }>(
  dataSource: DataSource,
  kind: ModeratedKind<T>,
  id: number,
  status: T['status'],
  record: RecordInTransaction<T>,
  /** Fields that change with the decision (a rejection's reason, an approved ad's expiry). */
  alongside: Partial<T> = {},
): Promise<T> {
  return dataSource.transaction(async (manager) => {
    const item = await existing(manager, kind, id);
    Object.assign(item, alongside);
    item.status = status;
    await manager.update(kind.entity, { id } as FindOptionsWhere<T>, { ...alongside, status, ...kind.derive?.(item) } as QueryDeepPartialEntity<T>);
    await record(item, manager);
    return item;
  });
}

/** delete: the row goes and its audit entry is written in one transaction; answers the deleted item. */
export function deleteModerated<T extends { id: number }>(dataSource: DataSource, kind: ModeratedKind<T>, id: number, record: RecordInTransaction<T>): Promise<T> {
  return dataSource.transaction(async (manager) => {
    const item = await existing(manager, kind, id);
    const result = await manager.delete(kind.entity, { id } as FindOptionsWhere<T>);
    if (!result.affected) throw new NotFoundException(kind.notFound);
    await record(item, manager);
    return item;
  });
}
