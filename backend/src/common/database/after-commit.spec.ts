import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { EntityManager, QueryRunner, TransactionCommitEvent, TransactionRollbackEvent } from 'typeorm';
import { AfterCommitSubscriber, afterCommit } from './after-commit';

function transaction() {
  const queryRunner = { isTransactionActive: true } as { -readonly [K in keyof QueryRunner]: QueryRunner[K] };
  return { queryRunner: queryRunner as QueryRunner & { isTransactionActive: boolean }, manager: { queryRunner } as unknown as EntityManager };
}

describe('common: afterCommit (announce only what committed)', () => {
  const subscriber = new AfterCommitSubscriber();

  it('waits for the outermost commit, then runs each action once', () => {
    const { queryRunner, manager } = transaction();
    const ran: string[] = [];
    afterCommit(manager, () => ran.push('a'));
    afterCommit(manager, () => ran.push('b'));
    subscriber.afterTransactionCommit({ queryRunner } as TransactionCommitEvent); // a savepoint: still open
    assert.deepEqual(ran, []);
    (queryRunner as { isTransactionActive: boolean }).isTransactionActive = false;
    subscriber.afterTransactionCommit({ queryRunner } as TransactionCommitEvent);
    subscriber.afterTransactionCommit({ queryRunner } as TransactionCommitEvent);
    assert.deepEqual(ran, ['a', 'b']);
  });

  it('never runs after a rollback (a retried attempt announces only through its own, committed runner)', () => {
    const { queryRunner, manager } = transaction();
    const ran: string[] = [];
    afterCommit(manager, () => ran.push('lost'));
    (queryRunner as { isTransactionActive: boolean }).isTransactionActive = false;
    subscriber.afterTransactionRollback({ queryRunner } as TransactionRollbackEvent);
    subscriber.afterTransactionCommit({ queryRunner } as TransactionCommitEvent);
    assert.deepEqual(ran, []);
  });

  it('outside a transaction it runs at once; a failing action does not stop the others', () => {
    const ran: string[] = [];
    afterCommit({} as EntityManager, () => ran.push('now'));
    assert.deepEqual(ran, ['now']);
    const { queryRunner, manager } = transaction();
    afterCommit(manager, () => {
      throw new Error('Redis away');
    });
    afterCommit(manager, () => ran.push('next'));
    (queryRunner as { isTransactionActive: boolean }).isTransactionActive = false;
    subscriber.afterTransactionCommit({ queryRunner } as TransactionCommitEvent);
    assert.deepEqual(ran, ['now', 'next']);
  });
});
