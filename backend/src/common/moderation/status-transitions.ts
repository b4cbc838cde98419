import { NotFoundException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { Transactions } from '../database/transactions';

/**
 * What a moderated table's repository offers the decisions below (ads, business groups). Each method joins the
 * decision's transaction through `manager`.
 */
export interface ModeratedRecords<T> {
  /** The record with what the decision's mail needs (its owner), or null when there is none. */
  forDecision(id: number, manager: EntityManager): Promise<T | null>;
  /** Writes the decision's columns, and those derived from the record (its search text, which carries the status). */
  writeDecision(item: T, changes: Partial<T>, manager: EntityManager): Promise<void>;
  /** Deletes the row; false when another request deleted it first. */
  deleteDecided(id: number, manager: EntityManager): Promise<boolean>;
}

/** A moderated kind: where its rows are, and the 404 text of a record that does not exist. */
export interface ModeratedKind<T> {
  records: ModeratedRecords<T>;
  notFound: string;
}

/** Writes the audit entry (and queues the owner's mail) inside the same transaction, so it commits or rolls back with the change. */
export type RecordInTransaction<T> = (item: T, manager: EntityManager) => Promise<void>;

async function existing<T>(manager: EntityManager, kind: ModeratedKind<T>, id: number): Promise<T> {
  const item = await kind.records.forDecision(id, manager);
  if (!item) throw new NotFoundException(kind.notFound);
  return item;
}

/** approve/reject: the new status and its audit entry in one transaction; answers the item as it now is. */
export function changeStatus<T extends { id: number; status: unknown }>(
  transactions: Transactions,
  kind: ModeratedKind<T>,
  id: number,
  status: T['status'],
  record: RecordInTransaction<T>,
  /** Fields that change with the decision (a rejection's reason, an approved ad's expiry). */
  alongside: Partial<T> = {},
): Promise<T> {
  return transactions.run(async (manager) => {
    const item = await existing(manager, kind, id);
    Object.assign(item, alongside);
    item.status = status;
    await kind.records.writeDecision(item, { ...alongside, status } as Partial<T>, manager);
    await record(item, manager);
    return item;
  });
}

/** delete: the row goes and its audit entry is written in one transaction; answers the deleted item. */
export function deleteModerated<T extends { id: number }>(
  transactions: Transactions,
  kind: ModeratedKind<T>,
  id: number,
  record: RecordInTransaction<T>,
): Promise<T> {
  return transactions.run(async (manager) => {
    const item = await existing(manager, kind, id);
    if (!(await kind.records.deleteDecided(id, manager))) throw new NotFoundException(kind.notFound);
    await record(item, manager);
    return item;
  });
}
