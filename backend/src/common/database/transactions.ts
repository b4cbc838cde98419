import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { writeTransaction } from './write-transaction';

/**
 * How a service asks for a transaction without holding the DataSource: repositories do the reading and writing
 * (each method takes the transaction's `manager` when it must commit with the others), services only say where a
 * unit of work begins and ends. In the service specs `newTestService` replaces it with one that runs the work at
 * once with a marker manager, so a spec can assert that a write was made inside the transaction.
 */
@Injectable()
export class Transactions {
  constructor(private readonly dataSource: DataSource) {}

  /** A plain transaction: the work's writes commit together or not at all. */
  run<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * A transaction that writes rows other requests may be writing at the same moment (READ COMMITTED, retried on a
   * deadlock, one writer at a time on SQLite): see `writeTransaction` for what `work` must and must not do.
   */
  runWrite<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return writeTransaction(this.dataSource, work);
  }
}
