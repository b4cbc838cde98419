import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LOCK_CONFLICT_ATTEMPTS, isLockConflict, withDeadlockRetry } from './deadlock-retry';

/** The shapes drivers throw: TypeORM's QueryFailedError carries the driver's error as driverError. */
const mysql = (code: string, errno: number) => Object.assign(new Error(code), { driverError: { code, errno } });
const deadlock = () => mysql('ER_LOCK_DEADLOCK', 1213);

describe('withDeadlockRetry: a transaction that loses a lock conflict runs again (service, no database)', () => {
  it('knows a lost deadlock, a lock wait timeout and a busy SQLite file, and nothing else', () => {
    assert.equal(isLockConflict(deadlock()), true);
    assert.equal(isLockConflict(mysql('ER_LOCK_WAIT_TIMEOUT', 1205)), true);
    assert.equal(isLockConflict({ errno: 1213 }), true, 'by number too');
    assert.equal(isLockConflict(Object.assign(new Error('busy'), { code: 'SQLITE_BUSY' })), true);
    assert.equal(isLockConflict(mysql('ER_DUP_ENTRY', 1062)), false);
    assert.equal(isLockConflict(new Error('connect ECONNREFUSED')), false);
    assert.equal(isLockConflict(undefined), false);
  });

  it('runs the work again after each lost conflict and answers its outcome', async () => {
    let runs = 0;
    const outcome = await withDeadlockRetry(async () => {
      runs += 1;
      if (runs < 3) throw deadlock();
      return 'stored';
    });
    assert.deepEqual([outcome, runs], ['stored', 3]);
  });

  it(`gives up after ${LOCK_CONFLICT_ATTEMPTS} runs, with the last conflict`, async () => {
    let runs = 0;
    await assert.rejects(
      withDeadlockRetry(async () => {
        runs += 1;
        throw deadlock();
      }),
      /ER_LOCK_DEADLOCK/,
    );
    assert.equal(runs, LOCK_CONFLICT_ATTEMPTS);
  });

  it('never repeats work that failed for another reason (a refusal, a duplicate key)', async () => {
    let runs = 0;
    await assert.rejects(
      withDeadlockRetry(async () => {
        runs += 1;
        throw mysql('ER_DUP_ENTRY', 1062);
      }),
      /ER_DUP_ENTRY/,
    );
    assert.equal(runs, 1);
  });
});
