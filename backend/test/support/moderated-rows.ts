import type { EntityManager } from 'typeorm';
import type { ModeratedRecords } from '../../src/common/moderation/status-transitions';
import { TRANSACTION, type Fake } from './new-test-service';

/**
 * For the specs of a moderated kind's service (ads, business groups): gives its faked repository rows in memory,
 * read, written and deleted by id as `common/moderation/status-transitions.ts` asks, and notes every write made
 * outside the transaction (`outside`), which a spec expects to stay empty.
 */
export function moderatedRows<T extends { id: number }>(records: Fake<ModeratedRecords<T>>, rows: T[]) {
  const table = new Map(rows.map((row) => [row.id, { ...row }]));
  const outside: string[] = [];
  const inTransaction = (what: string, manager: EntityManager) => manager === TRANSACTION || void outside.push(what);
  records.forDecision.mock.mockImplementation(async (id: number) => (table.has(id) ? { ...table.get(id)! } : null));
  records.writeDecision.mock.mockImplementation(async (item: T, changes: Partial<T>, manager: EntityManager) => {
    inTransaction(`write ${item.id}`, manager);
    Object.assign(table.get(item.id)!, changes);
  });
  records.deleteDecided.mock.mockImplementation(async (id: number, manager: EntityManager) => {
    inTransaction(`delete ${id}`, manager);
    return table.delete(id);
  });
  return { table, outside };
}
