import { DataSource } from 'typeorm';

let tail: Promise<unknown> = Promise.resolve();

/**
 * Runs `work` (a transaction of a scheduled job, or a mail outbox claim) when no other such work of this process
 * is writing. MySQL/MariaDB: at once (row locks do the job). SQLite allows one writer per file, and better-sqlite3
 * waits for the file lock synchronously: two instances on one file in one process (the two-instance tests) would
 * block the event loop while the other holds the lock across an await, and fail with "database is locked".
 * Never nest it: work that waits for its own turn waits forever.
 */
export function oneWriterAtATime<T>(dataSource: DataSource, work: () => Promise<T>): Promise<T> {
  if (dataSource.options.type !== 'better-sqlite3') return work();
  const turn = tail.then(work, work);
  tail = turn.catch(() => undefined);
  return turn;
}
