/**
 * Prints how long registration, forgot-password, an email change, the signed-out resend of the confirmation link and
 * the data export link request take for a new/unknown address and for a taken/known one (docs/security.md,
 * "Enumeration-safe registration"). A benchmark, not a test: it asserts nothing about time.
 *   npm run build:test -w backend && TEST_DB=sqlite node backend/dist/test/benchmarks/enumeration-timing.js [rounds]
 * ACCOUNT_FORMS_ANSWER_MS (default here as in the product: 400; 0 shows the branches' own times).
 */
import { INDUSTRIES } from '@community/vocabulary';
import { startTestApp } from '../support/test-app';
import { createAccount } from '../support/accounts';

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main(): Promise<void> {
  const rounds = Number(process.argv[2] ?? 30);
  const sut = await startTestApp({ env: { ACCOUNT_FORMS_ANSWER_MS: process.env.ACCOUNT_FORMS_ANSWER_MS ?? '400' } });
  try {
    const owner = await createAccount(sut, { role: 'helper' });
    const mover = await createAccount(sut, { role: 'seeker' });
    const body = (email: string) => ({
      name: 'Timing Member',
      email,
      password: 'Str0ng!pass',
      mentorship: 'No',
      PhoneNumber: '+1 555 010 2030',
      IndustryType: INDUSTRIES[7],
      JobTitle: 'Analyst',
    });
    const timed = async (send: () => Promise<unknown>) => {
      const started = process.hrtime.bigint();
      await send();
      return Number(process.hrtime.bigint() - started) / 1e6;
    };
    const results: Record<string, number[]> = {
      'register new': [],
      'register taken': [],
      'forgot known': [],
      'forgot unknown': [],
      'email free': [],
      'email taken': [],
      'resend waiting': [],
      'resend confirmed': [],
      'resend unknown': [],
      'export known': [],
      'export unknown': [],
    };
    const resend = (email: string) => sut.http.post('/api/v1/auth/confirmation/resend').send({ email }).expect(200);
    const moveTo = (newEmail: string) => sut.http.post('/api/v1/account/email').auth(mover.token, { type: 'bearer' }).send({ newEmail }).expect(200);
    for (let round = 0; round < rounds; round += 1) {
      // Alternating, so drift in the machine's load hits both sides alike.
      // A fresh address per round for each resend: the per-address limit (3 in 15 minutes) would refuse a fourth.
      const registered = `timing.${round}.${Date.now()}@example.com`;
      const confirmed = await createAccount(sut, { role: 'helper' });
      results['register new'].push(await timed(() => sut.http.post('/api/v1/auth/register').send(body(registered)).expect(201)));
      results['register taken'].push(await timed(() => sut.http.post('/api/v1/auth/register').send(body(owner.email)).expect(201)));
      results['forgot known'].push(await timed(() => sut.http.post('/api/v1/auth/forgot-password').send({ email: owner.email }).expect(200)));
      results['forgot unknown'].push(
        await timed(() =>
          sut.http
            .post('/api/v1/auth/forgot-password')
            .send({ email: `nobody.${round}@example.com` })
            .expect(200),
        ),
      );
      results['email free'].push(await timed(() => moveTo(`moving.${round}.${Date.now()}@example.com`)));
      results['email taken'].push(await timed(() => moveTo(owner.email)));
      results['resend waiting'].push(await timed(() => resend(registered)));
      results['resend confirmed'].push(await timed(() => resend(confirmed.email)));
      results['resend unknown'].push(await timed(() => resend(`nobody.resend.${round}.${Date.now()}@example.com`)));
      results['export known'].push(await timed(() => sut.http.post('/api/v1/account/export/request').send({ email: owner.email }).expect(200)));
      results['export unknown'].push(
        await timed(() =>
          sut.http
            .post('/api/v1/account/export/request')
            .send({ email: `nobody.${round}@example.com` })
            .expect(200),
        ),
      );
    }
    for (const [what, values] of Object.entries(results)) {
      const sorted = [...values].sort((a, b) => a - b);
      console.log(
        `${what.padEnd(17)} median ${median(values).toFixed(1)} ms, min ${sorted[0].toFixed(1)}, max ${sorted[sorted.length - 1].toFixed(1)}  (n=${values.length}, ${process.env.TEST_DB ?? 'sqlite'})`,
      );
    }
  } finally {
    await sut.close();
  }
}

void main();
