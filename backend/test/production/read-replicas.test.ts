import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { Clock } from '../../src/common/clock/clock';
import { ReadReplicas } from '../../src/common/database/read-replicas';
import { PrivateMariaDb } from './support/private-mariadb';
import { ReplicatedMariaDb } from './support/replicated-mariadb';
import { PrivateRedis } from './support/private-redis';
import { skipReason, sleep } from './support/services';
import { insertAd, insertAuditEntry, insertBusinessGroup, insertContactForm, insertFailedMail, insertInboxMessage, insertReport } from '../api/admin-fixtures';
import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';

// A primary and a replica of its own (two private mariadbd processes); the MariaDB pass only, once per run.
const reason = process.env.TEST_DB !== 'mariadb' ? 'runs in the MariaDB pass only (TEST_DB=mariadb)' : skipReason(PrivateMariaDb.unavailableReason());

// Read-your-writes across instances needs the positions in Redis: a second instance joins when redis-server is here.
const noRedis = reason ? undefined : skipReason(PrivateRedis.unavailableReason());

const DATABASE = 'cn_replicas';
const TECH = 'Technology, Engineering & Data';
const MAX_LAG = 5;
const CHECK = 10;

/**
 * Issue #29: the directory reads from a MariaDB replica in GTID replication, each member reads their own writes at
 * once, a replica that lags past REPLICA_MAX_LAG_SECONDS leaves the rotation and comes back once caught up, and a
 * replica killed mid-load costs no request. Where a read was served is asked of the servers themselves
 * (`information_schema.TABLE_STATISTICS`, --userstat), never of the app. The lag checks run on the app's Clock.
 */
describe('production: reads from a MariaDB replica (DATABASE_REPLICA_URLS)', { skip: reason }, () => {
  let servers: ReplicatedMariaDb;
  let redis: PrivateRedis | null = null;
  let sut: TestApp;
  /** A second instance on the same primary, replica and Redis, as behind a load balancer. */
  let other: TestApp | null = null;
  let replicas: ReadReplicas;
  let clock: Clock;
  let writer: Account;
  let reader: Account;
  let admin: Account;

  const directory = async (as: Account, instance: TestApp = sut) => {
    const response = await instance.http.get(`/api/v1/info/get-users?industry_type=${encodeURIComponent(TECH)}`).auth(as.token, { type: 'bearer' });
    assert.equal(response.status, 200, JSON.stringify(response.body));
    return (response.body.users as Array<{ id: number; name: string }>).map((user) => user.name);
  };
  /** Users rows the replica read for the app during `work`. */
  const replicaRowsDuring = async (work: () => Promise<unknown>) => {
    const before = await servers.rowsRead(servers.replica, DATABASE, 'users');
    await work();
    return (await servers.rowsRead(servers.replica, DATABASE, 'users')) - before;
  };
  const replicaRowsOf = async (table: string, work: () => Promise<unknown>) => {
    const before = await servers.rowsRead(servers.replica, DATABASE, table);
    await work();
    return (await servers.rowsRead(servers.replica, DATABASE, table)) - before;
  };
  const health = async () => (await sut.http.get('/api/health').expect(200)).body;

  before(async () => {
    servers = await new ReplicatedMariaDb().start();
    redis = noRedis ? null : await new PrivateRedis().start();
    const database = await servers.createDatabase(DATABASE);
    const env = { REPLICA_MAX_LAG_SECONDS: String(MAX_LAG), REPLICA_CHECK_SECONDS: String(CHECK), ...(redis ? { REDIS_URL: redis.url } : {}) };
    sut = await startTestApp({ database, env });
    if (redis) other = await startTestApp({ database, env });
    replicas = sut.app.get(ReadReplicas);
    clock = sut.app.get(Clock);
    writer = await createAccount(sut, { role: 'helper', industry: TECH, name: 'Amal Writer' });
    reader = await createAccount(sut, { role: 'seeker', industry: TECH, name: 'Bruno Reader' });
    admin = await createAccount(sut, { role: 'admin' });
    for (let n = 0; n < 6; n += 1) await createAccount(sut, { role: 'helper', industry: TECH, name: `Cara Member ${n}` });
    for (let n = 0; n < 3; n += 1) {
      await insertAd(sut, writer.user.id, { status: 'approved' });
      await insertBusinessGroup(sut, writer.user.id, { status: BUSINESS_GROUP_STATUS.approved });
    }
    await insertAd(sut, writer.user.id, { status: 'pending' });
    await servers.caughtUp();
    // The lag is measured on the app's Clock from here on: the test moves it instead of waiting.
    const now = new Date();
    clock.set(now);
    await replicas.check();
    other?.app.get(Clock).set(now);
    await other?.app.get(ReadReplicas).check();
  });

  after(async () => {
    clock?.set(null);
    other?.app.get(Clock).set(null);
    await other?.close();
    await sut?.close();
    await redis?.stop();
    await servers?.destroy();
  });

  it('serves the directory from the replica, as its own counters show, and never writes there', async () => {
    assert.deepEqual(await health(), { status: 'ok', database: 'up', replicas: [{ replica: 1, state: 'serving', lag_seconds: 0 }] });
    let names: string[] = [];
    const rows = await replicaRowsDuring(async () => {
      for (let n = 0; n < 10; n += 1) names = await directory(reader);
    });
    assert.equal(names.length, 8);
    assert.ok(rows >= 80, `the replica read ${rows} users rows for 10 pages of 8`);
    assert.equal(await servers.replicaWrites(), 0);
  });

  it("serves the board, the public business directory and the admin's ads list and counts from the replica too", async () => {
    const board = await replicaRowsOf('ads', async () => {
      const response = await sut.http.get('/api/v1/admin/get-business-network?status_all=approved').auth(reader.token, { type: 'bearer' }).expect(200);
      assert.equal(response.body.data.length, 3);
    });
    assert.ok(board >= 3, `the replica read ${board} ads rows for a board of 3`);
    const groups = await replicaRowsOf('business_groups', async () => {
      const response = await sut.http.get('/api/v1/admin/get-business-group?status_all=1').expect(200);
      assert.equal(response.body.data.length, 3, 'a visitor, signed in or not');
    });
    assert.ok(groups >= 3, `the replica read ${groups} business_groups rows for a directory of 3`);
    const adminList = await replicaRowsOf('ads', async () => {
      const response = await sut.http
        .get(`/api/v1/admin/ads?range=${encodeURIComponent('[0,24]')}`)
        .auth(admin.token, { type: 'bearer' })
        .expect(200);
      assert.equal(response.body.length, 4, 'the admin panel lists every ad');
      const stats = await sut.http.get('/api/v1/admin/stats').auth(admin.token, { type: 'bearer' }).expect(200);
      assert.equal(stats.body.pendingAds, 1);
    });
    assert.ok(adminList >= 5, `the replica read ${adminList} ads rows for the admin's list of 4 and the pending count`);
    const members = await replicaRowsOf('users', async () => {
      const response = await sut.http
        .get(`/api/v1/admin/users?range=${encodeURIComponent('[0,24]')}`)
        .auth(admin.token, { type: 'bearer' })
        .expect(200);
      assert.equal(response.body.length, 8, 'the helpers and seekers');
    });
    assert.ok(members >= 8, `the replica read ${members} users rows for the admin's users list`);
  });

  it("serves the admin panel's other lists from the replica: audit log, requests, reports, mail outbox, contact forms and the open-reports count", async () => {
    await insertAuditEntry(sut, admin.user.id, { summary: 'Replicated decision' });
    await insertInboxMessage(sut, writer.user.id);
    await insertReport(sut, reader.user.id, writer.user.id);
    await insertFailedMail(sut);
    await insertContactForm(sut);
    await servers.caughtUp();
    const list = (path: string) =>
      sut.http
        .get(`/api/v1/admin/${path}?range=${encodeURIComponent('[0,24]')}`)
        .auth(admin.token, { type: 'bearer' })
        .expect(200);
    for (const [table, path] of [
      ['audit_log', 'audit-log'],
      ['inbox_messages', 'messages'],
      ['reports', 'reports'],
      ['mail_outbox', 'mail-outbox'],
      ['contact_forms', 'contact-forms'],
    ]) {
      let listed = 0;
      const rows = await replicaRowsOf(table, async () => {
        listed = (await list(path)).body.length;
      });
      assert.ok(listed >= 1, `the admin's ${path} list shows the row just written`);
      assert.ok(rows >= listed, `the replica read ${rows} ${table} rows for the admin's ${path} list of ${listed}`);
    }
    // A search's word counts (which choose its plan) and its total are read where its page is.
    const counted = await replicaRowsOf('search_word_counts', async () => {
      const response = await sut.http
        .get(`/api/v1/admin/audit-log?range=${encodeURIComponent('[0,24]')}&filter=${encodeURIComponent(JSON.stringify({ q: 'replicated' }))}`)
        .auth(admin.token, { type: 'bearer' })
        .expect(200);
      assert.equal(response.body.length, 1);
    });
    assert.ok(counted >= 1, `the replica read ${counted} word-count rows for the audit log's search`);
    const openReports = await replicaRowsOf('reports', async () => {
      const stats = await sut.http.get('/api/v1/admin/stats').auth(admin.token, { type: 'bearer' }).expect(200);
      assert.equal(stats.body.openReports, 1);
    });
    assert.ok(openReports >= 1, `the replica read ${openReports} reports rows for the open-reports count`);
    assert.equal(await servers.replicaWrites(), 0);
  });

  it('shows a member their own edit at once while replication is paused; others read the replica until it lags', async () => {
    await servers.pause();
    await sut.http.patch('/api/v1/account').auth(writer.token, { type: 'bearer' }).send({ name: 'Amal Edited' }).expect(200);

    let own: string[] = [];
    const ownRows = await replicaRowsDuring(async () => (own = await directory(writer)));
    assert.ok(own.includes('Amal Edited'), `the writer sees their edit: ${own.join(', ')}`);
    assert.equal(ownRows, 0, 'the writer read from the primary: the replica has not applied the edit');

    let seen: string[] = [];
    const otherRows = await replicaRowsDuring(async () => (seen = await directory(reader)));
    assert.ok(otherRows > 0 && seen.includes('Amal Writer'), 'another member still reads the replica, within the lag limit');
  });

  it('keeps read-your-writes across instances: written on one, read on another, through the position in Redis', { skip: noRedis }, async () => {
    await sut.http.patch('/api/v1/account').auth(writer.token, { type: 'bearer' }).send({ name: 'Amal Edited Twice' }).expect(200);
    let own: string[] = [];
    const ownRows = await replicaRowsDuring(async () => (own = await directory(writer, other!)));
    assert.ok(own.includes('Amal Edited Twice'), `the other instance shows the writer their edit: ${own.join(', ')}`);
    assert.equal(ownRows, 0, 'from the primary: the replica (replication still paused) lacks it');
    const otherRows = await replicaRowsDuring(() => directory(reader, other!));
    assert.ok(otherRows > 0, 'the other instance still serves everyone else from the replica');
  });

  it(`takes the replica out once it lags more than ${MAX_LAG} s, and back once it has caught up`, async () => {
    await replicas.check();
    clock.advance((MAX_LAG + 1) * 1000);
    await replicas.check();
    const lagging = await health();
    assert.equal(lagging.replicas[0].state, 'lagging');
    assert.ok(lagging.replicas[0].lag_seconds > MAX_LAG);

    let names: string[] = [];
    assert.equal(await replicaRowsDuring(async () => (names = await directory(reader))), 0, 'reads moved to the primary');
    assert.ok(
      names.some((name) => name.startsWith('Amal Edited')),
      'and answer what the primary has',
    );

    await servers.resume();
    await servers.caughtUp();
    clock.advance((CHECK - 1) * 1000);
    await replicas.check();
    assert.equal((await health()).replicas[0].state, 'lagging', `looked at again only ${CHECK} s later`);
    clock.advance(1000);
    await replicas.check();
    assert.deepEqual((await health()).replicas, [{ replica: 1, state: 'serving', lag_seconds: 0 }]);
    const rows = await replicaRowsDuring(async () => (names = await directory(reader)));
    assert.ok(rows > 0 && names.some((name) => name.startsWith('Amal Edited')), 'the replica serves again, with the edit');
  });

  it('goes on from the primary with no 5xx when the replica is killed mid-load', async () => {
    const statuses: Array<number | string> = [];
    let running = true;
    const load = Array.from({ length: 6 }, async () => {
      while (running) {
        try {
          const response = await fetch(`${sut.url}/api/v1/info/get-users?industry_type=${encodeURIComponent(TECH)}`, {
            headers: { authorization: `Bearer ${reader.token}` },
            signal: AbortSignal.timeout(15_000),
          });
          statuses.push(response.status);
          await response.arrayBuffer();
        } catch (error) {
          statuses.push((error as Error).name);
        }
      }
    });
    await sleep(500);
    await servers.replica.kill();
    await sleep(1500);
    running = false;
    await Promise.all(load);

    const failures = statuses.filter((status) => status !== 200);
    assert.deepEqual(failures, [], `${failures.length} of ${statuses.length} directory reads failed`);
    assert.ok(statuses.length > 20, `${statuses.length} reads`);
    const answer = await health();
    assert.equal(answer.status, 'ok', 'a dead replica never fails the instance');
    assert.equal(answer.replicas[0].state, 'down');
  });
});
