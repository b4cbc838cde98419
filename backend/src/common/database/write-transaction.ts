import { DataSource, EntityManager } from 'typeorm';
import { withDeadlockRetry } from './deadlock-retry';
import { oneWriterAtATime } from './one-writer';

/**
 * A transaction that writes rows other requests may be writing at the same moment.
 *
 * MySQL/MariaDB: READ COMMITTED, so each read sees what committed before it, in particular after the transaction
 * took its row locks (REPEATABLE READ would answer from a snapshot taken at its first read, before it waited), and
 * no gap locks; retried when it loses a deadlock or a lock wait (`withDeadlockRetry`), so the caller sees its
 * outcome, never the conflict.
 *
 * SQLite: one such transaction of this process at a time (`oneWriterAtATime`; SQLITE_BUSY from another process is
 * retried like a deadlock): TypeORM's better-sqlite3 driver
 * runs every query on one connection, where a second transaction begun while one is open would become a savepoint
 * inside it, and the checks a transaction makes before its insert would see the other's rows.
 *
 * `work` may run more than once: it must read what it decides on inside the transaction and keep its effects there.
 * A refusal it decides is best returned and thrown after the commit, not thrown inside: on SQLite's one connection a
 * rollback also undoes writes other requests made meanwhile. Never call it from work that already holds the SQLite
 * turn (a job's `oneWriterAtATime`): it would wait for itself.
 */
export function writeTransaction<T>(dataSource: DataSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  if (dataSource.options.type === 'better-sqlite3') return oneWriterAtATime(dataSource, () => withDeadlockRetry(() => dataSource.transaction(work)));
  return withDeadlockRetry(() => dataSource.transaction('READ COMMITTED', work));
}
