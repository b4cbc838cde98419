import { EntityManager, EntitySubscriberInterface, EventSubscriber, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';

const pending = new WeakMap<QueryRunner, Array<() => void>>();

/**
 * Runs `action` once the transaction of `manager` has committed (at once when `manager` is in none), never when it
 * rolls back: what announces a change (a live notification) must not announce one that did not happen. A transaction
 * retried after a deadlock is a new query runner, so only the attempt that commits announces.
 */
export function afterCommit(manager: EntityManager, action: () => void): void {
  const runner = manager.queryRunner;
  if (!runner || !runner.isTransactionActive) {
    action();
    return;
  }
  const actions = pending.get(runner) ?? [];
  actions.push(action);
  pending.set(runner, actions);
}

/** Registered with the data source (data-source-options.ts): flushes `afterCommit` actions at the outermost commit. */
@EventSubscriber()
export class AfterCommitSubscriber implements EntitySubscriberInterface {
  afterTransactionCommit(event: TransactionCommitEvent): void {
    if (event.queryRunner.isTransactionActive) return; // a savepoint released inside a transaction that is still open
    const actions = pending.get(event.queryRunner);
    pending.delete(event.queryRunner);
    for (const action of actions ?? []) {
      try {
        action();
      } catch {
        // An announcement that fails never undoes or fails the committed change.
      }
    }
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    pending.delete(event.queryRunner);
  }
}
