/**
 * How long GET /conversations takes for a member with many conversations (docs/performance.md, "The Messages list"),
 * and how many SQL statements one answer costs. A benchmark, not a test: it asserts nothing about time.
 *   npm run build:test -w backend && TEST_DB=mariadb node backend/dist/test/benchmarks/conversation-list.js [conversations] [rounds]
 * The member sends `conversations` requests (default 200; professional network, legal and clinic in turn) to a few
 * receivers; each thread gets three replies of about 300 characters (receiver, member, receiver). Then the sent box
 * is read `rounds` times (default 200) at the default page (50) and at the largest (100), alternating.
 * BENCH_KINDS=professional-network gives a member whose every thread is previewed (the most work per page).
 */
import { HEALTH_INDUSTRY, LEGAL_INDUSTRY, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { AccessContext, clinicIssue, legalIssue, memberMessage } from '../api/access-rows/info-issues-contact';
import { as } from '../api/conversation-fixtures';
import { recordStatements } from '../support/sql-statements';

const percentile = (values: number[], p: number) => [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];
const REPLY = 'Thank you for writing. '.repeat(13);

async function main(): Promise<void> {
  const conversations = Number(process.argv[2] ?? 200);
  const rounds = Number(process.argv[3] ?? 200);
  // Timed as production runs it: without the tests' response-contract check inside each request.
  const sut = await startTestApp({ checkResponses: false });
  try {
    const member = await createAccount(sut, { role: 'helper', industry: 'Arts, Communication, Media & Design', name: 'Busy Member' });
    // Capacity is at most 50 open requests per receiver: enough receivers that none fills up.
    const kinds = (process.env.BENCH_KINDS ?? 'professional-network,legal-assistance,virtual-clinic').split(',');
    const receivers: Array<{ kind: string; account: Account; payload: (ctx: AccessContext) => object }> = [];
    for (let n = 0; n < Math.ceil(conversations / 40) + 1; n += 1) {
      const kind = kinds[n % kinds.length];
      const industry = kind === 'legal-assistance' ? LEGAL_INDUSTRY : kind === 'virtual-clinic' ? HEALTH_INDUSTRY : PROFESSIONAL_NETWORK_INDUSTRIES[0];
      const payload = kind === 'legal-assistance' ? legalIssue : kind === 'virtual-clinic' ? clinicIssue : memberMessage;
      receivers.push({ kind, account: await createAccount(sut, { role: 'helper', industry }), payload });
    }
    const seedStarted = Date.now();
    for (let n = 0; n < conversations; n += 1) {
      const { kind, account, payload } = receivers[n % receivers.length];
      const ctx = { member: account, lawyer: account, doctor: account, businessOwner: account };
      const sent = await sut.http
        .post(`/api/v1/issues/${kind}`)
        .auth(member.token, { type: 'bearer' })
        .send({ ...payload(ctx), ...(kind === 'virtual-clinic' ? {} : { description: `Request ${n}: ${REPLY}` }) });
      if (sent.status !== 201) throw new Error(`request ${n}: ${sent.status} ${JSON.stringify(sent.body)}`);
      const id = sent.body.conversation_id;
      await as(sut, account)
        .post(`/conversations/${id}/replies`, { body: `Reply ${n}.1 ${REPLY}` })
        .expect(201);
      await as(sut, member)
        .post(`/conversations/${id}/replies`, { body: `Reply ${n}.2 ${REPLY}` })
        .expect(201);
      await as(sut, account)
        .post(`/conversations/${id}/replies`, { body: `Reply ${n}.3 ${REPLY}` })
        .expect(201);
    }
    console.log(
      `seeded ${conversations} conversations (${kinds.join(', ')}), ${conversations * 3} replies in ${((Date.now() - seedStarted) / 1000).toFixed(1)} s`,
    );

    const recorder = recordStatements(sut.dataSource);
    for (const limit of [50, 100]) {
      recorder.clear();
      const page = await as(sut, member).get(`/conversations?box=sent&limit=${limit}`).expect(200);
      console.log(`limit ${limit}: ${page.body.data.length} rows, ${JSON.stringify(page.body).length} bytes, ${recorder.statements.length} SQL statements`);
    }

    const times: Record<number, number[]> = { 50: [], 100: [] };
    for (let round = 0; round < rounds + 50; round += 1) {
      for (const limit of [50, 100]) {
        const started = process.hrtime.bigint();
        await as(sut, member).get(`/conversations?box=sent&limit=${limit}`).expect(200);
        // The first 50 rounds warm the pool, the caches and the JIT (fewer left the first figures 1-2 ms higher).
        if (round >= 50) times[limit].push(Number(process.hrtime.bigint() - started) / 1e6);
      }
    }
    for (const limit of [50, 100]) {
      const values = times[limit];
      console.log(
        `GET /conversations?box=sent&limit=${limit}: median ${percentile(values, 0.5).toFixed(1)} ms, p95 ${percentile(values, 0.95).toFixed(1)} ms, ` +
          `max ${percentile(values, 1).toFixed(1)} ms (n=${values.length}, ${process.env.TEST_DB ?? 'sqlite'})`,
      );
    }
  } finally {
    await sut.close();
  }
}

void main();
