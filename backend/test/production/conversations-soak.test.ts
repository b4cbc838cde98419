import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS, OPEN_STATUSES, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { TestApp, startTestApp } from '../support/test-app';
import { TestDatabase, createTestDatabase } from '../support/test-database';
import { SmtpCatcher } from '../support/smtp-catcher';
import { Account, createAccount } from '../support/accounts';
import { lockConflictRetries } from '../../src/common/database/deadlock-retry';

// Two instances on one MariaDB database, as a load balancer would run them; the MariaDB pass only.
const reason = process.env.TEST_DB !== 'mariadb' ? 'two instances share a MariaDB database; runs in the MariaDB pass (TEST_DB=mariadb)' : undefined;

/** How long the mixed load runs (the whole file stays under ~90 s with two app boots). */
const SOAK_MS = Number(process.env.SOAK_SECONDS ?? 30) * 1000;
const WORKERS = 12;
const MEMBERS = 16;
const NEW_ACCOUNTS = 4;
const DAY = 24 * 60 * 60 * 1000;
// The product's limits: capacity and the new-account cap are part of what must hold.
const REAL_LIMITS = { REQUEST_CAPACITY_DEFAULT: '', NEW_ACCOUNT_DAILY_REQUESTS: '' };

type Op = 'request' | 'reply' | 'open' | 'status' | 'block' | 'unblock' | 'report';
// Opening a thread writes too: the reader's unread mark, and the receiver's first open makes a request read.
const OPS: Array<[Op, number]> = [
  ['request', 30],
  ['reply', 30],
  ['open', 10],
  ['status', 12],
  ['block', 5],
  ['unblock', 3],
  ['report', 10],
];

/** Answers that are the product's own refusals (409/429 with a documented text) rather than failures. */
const REFUSALS = new Set<string>([
  CONVERSATION_TEXTS.blocked,
  CONVERSATION_TEXTS.atCapacity,
  CONVERSATION_TEXTS.notAccepting,
  CONVERSATION_TEXTS.newAccountCap(5),
  CONVERSATION_TEXTS.conversationOver,
  CONVERSATION_TEXTS.blockedReply,
]);

/** A status change another click got to first: `This conversation cannot become <to> now: it is <from>, ...`. */
const TRANSITION_REFUSED = /^This conversation cannot become .+ now: it is .+, and you may not make this change$/;
const isRefusal = (text: string | undefined) => REFUSALS.has(text ?? '') || TRANSITION_REFUSED.test(text ?? '');

interface Outcome {
  op: Op;
  instance: 0 | 1;
  status: number | 'network';
  ms: number;
  text?: string;
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)];
const weighted = (): Op => {
  let roll = Math.random() * OPS.reduce((sum, [, weight]) => sum + weight, 0);
  for (const [op, weight] of OPS) if ((roll -= weight) < 0) return op;
  return 'request';
};
const pairKey = (a: number, b: number) => `${a}>${b}`;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : 0;
};

/**
 * A bounded soak of the conversation writes of issue #23: requests, replies from both sides, threads opened, status
 * changes, blocks and reports, all at once, spread over two instances on one MariaDB database. At the end no acknowledged write is
 * missing, no answer was a 5xx, and the limits held: no receiver over capacity, no new account over its cap, no open
 * conversation between two members still blocked. It prints its figures (docs/security.md).
 */
describe('production: conversations soak, two instances on one MariaDB database', { skip: reason }, () => {
  let database: TestDatabase;
  let mail: SmtpCatcher;
  const apps: TestApp[] = [];
  const members: Account[] = [];
  const capacity = new Map<number, number>();
  const newAccounts = new Set<number>();

  before(async () => {
    database = await createTestDatabase('mariadb');
    mail = await new SmtpCatcher().start();
    apps.push(await startTestApp({ database, mail, env: REAL_LIMITS }));
    apps.push(await startTestApp({ database, mail, env: REAL_LIMITS }));
    for (let n = 0; n < MEMBERS; n += 1) {
      const member = await createAccount(apps[n % 2], {
        role: n % 3 ? 'helper' : 'seeker',
        industry: PROFESSIONAL_NETWORK_INDUSTRIES[n % 2],
        name: `Soak Member ${n}`,
      });
      if (n < NEW_ACCOUNTS) newAccounts.add(member.user.id);
      else
        await apps[0].dataSource.query('UPDATE users SET created_at = ? WHERE id = ?', [
          new Date(Date.now() - 30 * DAY).toISOString().slice(0, 19).replace('T', ' '),
          member.user.id,
        ]);
      const places = 2 + (n % 5);
      capacity.set(member.user.id, places);
      const set = await fetch(`${apps[n % 2].url}/api/v1/account/availability`, {
        method: 'PUT',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${member.token}` },
        body: JSON.stringify({ accepting_requests: true, capacity: places }),
      });
      assert.equal(set.status, 200);
      members.push(member);
    }
  });

  after(async () => {
    for (const app of apps) await app.close();
    await mail?.stop();
    await database?.drop();
  });

  it('keeps every acknowledged write, answers no 5xx, and every limit holds', async () => {
    const outcomes: Outcome[] = [];
    const conversations = new Map<number, { sender: Account; receiver: Account }>();
    const replies = new Set<number>();
    const reports = new Set<number>();
    const statusChanges: Array<{ conversation: number; status: string }> = [];
    const blocked = new Set<string>();
    const everUnblocked = new Set<string>();
    let calls = 0;

    const call = async (op: Op, as: Account, method: string, path: string, body?: object) => {
      const instance = (calls++ % 2) as 0 | 1;
      const started = performance.now();
      try {
        const response = await fetch(`${apps[instance].url}/api/v1${path}`, {
          method,
          headers: { ...(body ? { 'content-type': 'application/json' } : {}), authorization: `Bearer ${as.token}` },
          body: body ? JSON.stringify(body) : undefined,
          signal: AbortSignal.timeout(30_000),
        });
        const json = (await response.json().catch(() => ({}))) as { id?: number; conversation_id?: number; error_message?: string };
        outcomes.push({ op, instance, status: response.status, ms: performance.now() - started, text: json.error_message });
        return { status: response.status, json };
      } catch (error) {
        outcomes.push({ op, instance, status: 'network', ms: performance.now() - started, text: (error as Error).message });
        return { status: 0, json: {} as Record<string, never> };
      }
    };

    const step = async () => {
      const op = weighted();
      const known = [...conversations.entries()];
      if (op === 'request' || known.length === 0) {
        const sender = pick(members);
        const receiver = pick(members.filter((member) => member !== sender));
        const answer = await call('request', sender, 'POST', '/issues/professional-network', {
          receiver_id: receiver.user.id,
          full_name: sender.user.name,
          email: sender.email,
          description: `soak request ${calls}`,
        });
        if (answer.status === 201) conversations.set(answer.json.conversation_id!, { sender, receiver });
        return;
      }
      const [id, { sender, receiver }] = pick(known);
      if (op === 'reply') {
        const answer = await call('reply', pick([sender, receiver]), 'POST', `/conversations/${id}/replies`, { body: `soak reply ${calls}` });
        if (answer.status === 201) replies.add(answer.json.id!);
      } else if (op === 'open') {
        await call('open', pick([sender, receiver]), 'GET', `/conversations/${id}`);
      } else if (op === 'status') {
        const [as, status] = pick([
          [receiver, 'accepted'],
          [receiver, 'closed'],
          [sender, 'closed'],
          [receiver, 'declined'],
        ] as const);
        const answer = await call('status', as, 'POST', `/conversations/${id}/status`, { status });
        if (answer.status === 200) statusChanges.push({ conversation: id, status });
      } else if (op === 'block') {
        const answer = await call('block', receiver, 'POST', '/blocks', { user_id: sender.user.id });
        if (answer.status === 201) blocked.add(pairKey(receiver.user.id, sender.user.id));
      } else if (op === 'unblock') {
        everUnblocked.add(pairKey(receiver.user.id, sender.user.id));
        await call('unblock', receiver, 'DELETE', `/blocks/${sender.user.id}`);
      } else {
        const answer = await call('report', pick([sender, receiver]), 'POST', '/reports', {
          conversation_id: id,
          reason: 'Spam',
          details: `soak report ${calls}`,
        });
        if (answer.status === 201) reports.add(answer.json.id!);
      }
    };

    const retriesBefore = lockConflictRetries();
    const started = Date.now();
    await Promise.all(
      Array.from({ length: WORKERS }, async () => {
        while (Date.now() - started < SOAK_MS) await step();
      }),
    );
    const seconds = (Date.now() - started) / 1000;
    await Promise.all(apps.map((app) => app.mailSettled()));

    const failures = outcomes.filter((outcome) => outcome.status === 'network' || outcome.status >= 500);
    const unexplained = outcomes.filter(
      (outcome) => typeof outcome.status === 'number' && outcome.status >= 400 && outcome.status < 500 && !isRefusal(outcome.text),
    );
    const query = <T>(sql: string, params: unknown[] = []) => apps[0].dataSource.query(sql, params) as Promise<T[]>;
    const ids = (rows: Array<{ id: number | string }>) => new Set(rows.map((row) => Number(row.id)));
    const storedConversations = ids(await query<{ id: number }>('SELECT id FROM conversations'));
    const storedReplies = ids(await query<{ id: number }>('SELECT id FROM conversation_replies'));
    const storedReports = ids(await query<{ id: number }>('SELECT id FROM reports'));
    const history = await query<{ conversation_id: number; status: string }>('SELECT conversation_id, status FROM conversation_status_changes');
    const missing = {
      conversations: [...conversations.keys()].filter((id) => !storedConversations.has(id)),
      replies: [...replies].filter((id) => !storedReplies.has(id)),
      reports: [...reports].filter((id) => !storedReports.has(id)),
      statusChanges: statusChanges.filter(
        (change) => !history.some((row) => Number(row.conversation_id) === change.conversation && row.status === change.status),
      ),
      blocks: [] as string[],
    };
    for (const pair of blocked) {
      if (everUnblocked.has(pair)) continue;
      const [blocker, blockedId] = pair.split('>').map(Number);
      if (!(await query('SELECT id FROM blocks WHERE blocker_id = ? AND blocked_id = ?', [blocker, blockedId])).length) missing.blocks.push(pair);
    }

    const openList = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');
    const overCapacity: string[] = [];
    for (const [receiver, places] of capacity) {
      const [{ n }] = await query<{ n: number }>(`SELECT COUNT(*) AS n FROM conversations WHERE receiver_id = ? AND status IN (${openList})`, [receiver]);
      if (Number(n) > places) overCapacity.push(`${receiver}: ${n} > ${places}`);
    }
    const overCap: string[] = [];
    for (const member of newAccounts) {
      const [{ n }] = await query<{ n: number }>('SELECT COUNT(*) AS n FROM conversations WHERE sender_id = ?', [member]);
      if (Number(n) > 5) overCap.push(`${member}: ${n}`);
    }
    const openWhileBlocked: string[] = [];
    for (const pair of blocked) {
      if (everUnblocked.has(pair)) continue;
      const [a, b] = pair.split('>').map(Number);
      const rows = await query<{ id: number }>(
        `SELECT id FROM conversations WHERE ((sender_id = ? AND receiver_id = ?) OR (sender_id = ? AND receiver_id = ?)) AND status IN (${openList})`,
        [a, b, b, a],
      );
      if (rows.length) openWhileBlocked.push(`${pair}: ${rows.map((row) => row.id).join(',')}`);
    }

    const byOp = (op: Op) => outcomes.filter((outcome) => outcome.op === op);
    const count = (op: Op, status: number) => byOp(op).filter((outcome) => outcome.status === status).length;
    const latencies = outcomes.map((outcome) => outcome.ms);
    console.log(
      `# soak: ${seconds.toFixed(1)} s, 2 instances, ${WORKERS} clients, ${outcomes.length} calls (${(outcomes.length / seconds).toFixed(0)}/s; ` +
        `instance 1: ${outcomes.filter((o) => o.instance === 0).length}, instance 2: ${outcomes.filter((o) => o.instance === 1).length}); ` +
        `requests ${byOp('request').length} (${count('request', 201)} stored, ${count('request', 409)} x 409, ${count('request', 429)} x 429), ` +
        `replies ${byOp('reply').length} (${count('reply', 201)} stored), threads opened ${byOp('open').length}, status ${byOp('status').length} (${count('status', 200)} changed), ` +
        `blocks ${byOp('block').length}, unblocks ${byOp('unblock').length}, reports ${byOp('report').length} (${count('report', 201)} stored); ` +
        `latency p50 ${percentile(latencies, 50).toFixed(0)} ms, p95 ${percentile(latencies, 95).toFixed(0)} ms, max ${Math.max(...latencies).toFixed(0)} ms; ` +
        `transactions retried after a lock conflict: ${lockConflictRetries() - retriesBefore}; 5xx or network errors: ${failures.length}; acknowledged writes missing: ${Object.values(missing).reduce((sum, list) => sum + list.length, 0)}`,
    );

    assert.deepEqual(failures, [], 'no 5xx and no failed connection');
    assert.deepEqual(unexplained, [], 'every 4xx is one of the documented refusals');
    assert.deepEqual(missing, { conversations: [], replies: [], reports: [], statusChanges: [], blocks: [] }, 'no acknowledged write missing');
    assert.deepEqual([overCapacity, overCap, openWhileBlocked], [[], [], []], 'capacity, the new-account cap and blocks held');
    assert.ok(
      count('request', 201) > 0 && count('reply', 201) > 0 && count('status', 200) > 0 && count('report', 201) > 0,
      'the load wrote something of each kind',
    );
    assert.equal(count('open', 200), byOp('open').length, 'every participant opens their thread');
  });
});
