import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { DataSource, EntityManager } from 'typeorm';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { writeTransaction } from '../../src/common/database/write-transaction';
import { lockConflictRetries } from '../../src/common/database/deadlock-retry';

/**
 * The fault writeTransaction survives, on a real InnoDB: two transactions that lock two rows in opposite orders
 * deadlock, and InnoDB rolls one back (errno 1213). Run bare, that one fails; through writeTransaction it runs again
 * and both land. The conversation writes avoid this by their lock order; the retry answers what order cannot.
 */
describe(
  'writeTransaction on MariaDB: a transaction that loses a deadlock runs again',
  { skip: process.env.TEST_DB !== 'mariadb' && 'runs with TEST_DB=mariadb' },
  () => {
    let database: TestDatabase;
    let source: DataSource;

    before(async () => {
      database = await createTestDatabase('mariadb');
      source = await new DataSource({ type: 'mariadb', url: database.env.DATABASE_URL.replace(/^mariadb:/, 'mysql:') }).initialize();
      await source.query('CREATE TABLE counters (id int PRIMARY KEY, n int NOT NULL) ENGINE=InnoDB');
      await source.query('INSERT INTO counters VALUES (1, 0), (2, 0)');
    });
    after(async () => {
      await source?.destroy();
      await database?.drop();
    });

    /** Each transaction bumps `first`, waits until the other has bumped its own first row (first run only), then bumps `second`. */
    function crossing(run: (work: (manager: EntityManager) => Promise<void>) => Promise<void>) {
      let arrived = 0;
      let meet!: () => void;
      const both = new Promise<void>((resolve) => (meet = resolve));
      const runs = { a: 0, b: 0 };
      const transaction = (name: 'a' | 'b', first: number, second: number) =>
        run(async (manager) => {
          runs[name] += 1;
          await manager.query('UPDATE counters SET n = n + 1 WHERE id = ?', [first]);
          if (runs[name] === 1) {
            arrived += 1;
            if (arrived === 2) meet();
            await both;
          }
          await manager.query('UPDATE counters SET n = n + 1 WHERE id = ?', [second]);
        });
      return { outcomes: Promise.allSettled([transaction('a', 1, 2), transaction('b', 2, 1)]), runs };
    }

    const counters = async () => (await source.query('SELECT n FROM counters ORDER BY id')).map((row: { n: number }) => Number(row.n));

    it('bare, one of the two crossing transactions is refused with ER_LOCK_DEADLOCK (the fault is real)', async () => {
      const { outcomes } = crossing((work) => source.transaction(work));
      const settled = await outcomes;
      const failed = settled.filter((outcome): outcome is PromiseRejectedResult => outcome.status === 'rejected');
      assert.equal(failed.length, 1);
      assert.match(String((failed[0].reason as { driverError?: { code?: string } }).driverError?.code), /ER_LOCK_DEADLOCK/);
      assert.deepEqual(await counters(), [1, 1], "only the survivor's two updates landed");
    });

    it('through writeTransaction both land: the loser is rolled back and run again', async () => {
      const before = await counters();
      const retries = lockConflictRetries();
      const { outcomes, runs } = crossing((work) => writeTransaction(source, work));
      assert.deepEqual(
        (await outcomes).map((outcome) => outcome.status),
        ['fulfilled', 'fulfilled'],
      );
      assert.deepEqual(await counters(), [before[0] + 2, before[1] + 2], "each transaction's two updates, once");
      assert.equal(runs.a + runs.b, 3, 'one of them ran twice');
      assert.equal(lockConflictRetries() - retries, 1);
    });
  },
);
