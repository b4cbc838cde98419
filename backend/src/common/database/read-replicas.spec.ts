import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { DataSource, EntityManager } from 'typeorm';
import { loadConfig } from '../../config/app-config';
import { Clock } from '../clock/clock';
import { ReadReplicas } from './read-replicas';

const PRIMARY = Object.freeze({ on: 'primary' }) as unknown as EntityManager;
const REPLICA = Object.freeze({ on: 'replica' }) as unknown as EntityManager;

/**
 * A primary and one replica as TypeORM's replicated MySQL driver shows them to ReadReplicas: the primary answers
 * its GTID position, the replica's pool hands out connections whose query runner answers SHOW SLAVE STATUS and its
 * applied position. Every statement sent to the replica is kept, and every runner's release.
 */
function servers() {
  const state = { primary: '0-1-10', applied: '0-1-10', secondsBehind: 0 as number | null, refuse: false };
  const replicaStatements: string[] = [];
  let released = 0;
  const connection = {};
  const dataSource = {
    manager: PRIMARY,
    query: async (sql: string) => {
      assert.match(sql, /@@gtid_binlog_pos/);
      return [{ position: state.primary }];
    },
    driver: {
      poolCluster: {
        getConnection: (node: string, done: (error: Error | null, found?: unknown) => void) => {
          assert.equal(node, 'SLAVE0');
          if (state.refuse) done(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED', fatal: true }));
          else done(null, connection);
        },
      },
      prepareDbConnection: (found: unknown) => found,
    },
    createQueryRunner: (mode: string) => {
      assert.equal(mode, 'slave');
      return {
        manager: REPLICA,
        query: async (sql: string) => {
          replicaStatements.push(sql);
          if (sql === 'SHOW SLAVE STATUS') return [{ Seconds_Behind_Master: state.secondsBehind }];
          if (sql.includes('@@gtid_slave_pos')) return [{ position: state.applied }];
          return [];
        },
        release: async () => void (released += 1),
      };
    },
  } as unknown as DataSource;
  return { dataSource, state, replicaStatements, released: () => released };
}

function setUp(env: Record<string, string> = { DATABASE_REPLICA_URLS: 'mariadb://reader@replica:3306/community' }) {
  const fake = servers();
  const clock = new Clock();
  clock.set(new Date('2026-05-01T10:00:00Z'));
  const config = loadConfig({ NODE_ENV: 'test', DATABASE_URL: 'mariadb://app@primary:3306/community', ...env });
  const sut = new ReadReplicas(fake.dataSource, clock, config);
  const where = (accountId: number | null) => sut.read(accountId, async (manager) => manager);
  return { sut, clock, where, ...fake };
}

describe('ReadReplicas: which server answers a read (service, no database)', () => {
  it('without DATABASE_REPLICA_URLS every read is on the primary and nothing else happens', async () => {
    const { sut, where, replicaStatements } = setUp({});
    assert.equal(sut.enabled, false);
    await sut.check();
    assert.equal(await where(7), PRIMARY);
    assert.deepEqual(sut.statuses(), []);
    assert.deepEqual(replicaStatements, []);
  });

  it('reads from the replica once a check found it caught up, on a READ ONLY session, and gives the connection back', async () => {
    const { sut, where, replicaStatements, released } = setUp();
    assert.equal(await where(null), PRIMARY, 'no replica serves before its first check');
    await sut.check();
    assert.deepEqual(sut.statuses(), [{ state: 'serving', lagSeconds: 0 }]);
    assert.equal(await where(null), REPLICA);
    assert.equal(await where(null), REPLICA);
    assert.equal(replicaStatements.filter((sql) => sql === 'SET SESSION TRANSACTION READ ONLY').length, 1, 'once per connection');
    assert.ok(!replicaStatements.some((sql) => /^(INSERT|UPDATE|DELETE)/i.test(sql)));
    assert.equal(released(), 3, 'the check and both reads gave their runner back');
  });

  it('read-your-writes: a member who just wrote reads from the primary until the replica has applied that write', async () => {
    const { sut, state, where } = setUp();
    await sut.check();
    state.primary = '0-1-12';
    await sut.rememberWriteOf(7);
    assert.equal(await where(7), PRIMARY, 'the replica is at 0-1-10, the write at 0-1-12');
    assert.equal(await where(8), REPLICA, 'another member reads the replica meanwhile');
    assert.equal(await where(null), REPLICA);
    state.applied = '0-1-12';
    assert.equal(await where(7), REPLICA);
  });

  it('a replica that lost its connection in a read is out at once, and that read is answered by the primary', async () => {
    const { sut, where } = setUp();
    await sut.check();
    let attempts = 0;
    const answer = await sut.read(null, async (manager) => {
      attempts += 1;
      if (manager === REPLICA)
        throw Object.assign(new Error('Connection lost: The server closed the connection.'), { code: 'PROTOCOL_CONNECTION_LOST', fatal: true });
      return 'from the primary';
    });
    assert.deepEqual([answer, attempts], ['from the primary', 2]);
    assert.deepEqual(sut.statuses(), [{ state: 'down', lagSeconds: null }]);
    assert.equal(await where(null), PRIMARY);
  });

  it('a replica that refuses connections is out, and the read goes to the primary', async () => {
    const { sut, state, where } = setUp();
    await sut.check();
    state.refuse = true;
    assert.equal(await where(null), PRIMARY);
    assert.equal(sut.statuses()[0].state, 'down');
  });

  it("a failed query that is not a lost connection is the caller's error, not run again on the primary", async () => {
    const { sut } = setUp();
    await sut.check();
    let attempts = 0;
    await assert.rejects(
      sut.read(null, async () => {
        attempts += 1;
        throw Object.assign(new Error('syntax'), { code: 'ER_PARSE_ERROR' });
      }),
      /syntax/,
    );
    assert.equal(attempts, 1);
  });

  it('lag past REPLICA_MAX_LAG_SECONDS takes it out; it is looked at again after REPLICA_CHECK_SECONDS and serves once caught up', async () => {
    const { sut, state, clock, where } = setUp({
      DATABASE_REPLICA_URLS: 'mariadb://reader@replica:3306/community',
      REPLICA_MAX_LAG_SECONDS: '5',
      REPLICA_CHECK_SECONDS: '10',
    });
    await sut.check();
    state.primary = '0-1-11';
    state.secondsBehind = null;
    await sut.check();
    clock.advance(6_000);
    await sut.check();
    assert.deepEqual(sut.statuses(), [{ state: 'lagging', lagSeconds: 6 }]);
    assert.equal(await where(null), PRIMARY);
    state.applied = '0-1-11';
    clock.advance(9_000);
    await sut.check();
    assert.equal(sut.statuses()[0].state, 'lagging', 'not looked at before its time');
    clock.advance(1_000);
    await sut.check();
    assert.deepEqual(sut.statuses(), [{ state: 'serving', lagSeconds: 0 }]);
    assert.equal(await where(null), REPLICA);
  });
});
