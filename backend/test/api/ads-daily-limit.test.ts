import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { MESSAGES } from '@community/vocabulary';
import { Clock } from '../../src/common/clock/clock';
import { TestApp, startTestApp } from '../support/test-app';
import { Account, createAccount } from '../support/accounts';
import { adFields, picture, sendAdForm } from '../support/images';

const SUBMIT = '/api/v1/issues/business-network';
const LIMIT = 3;
const DAY_S = 24 * 60 * 60;

/**
 * The attack: one account floods the review queue with ads, rotating its address (behind a trusted proxy) to
 * dodge per-address limits. AD_DAILY_SUBMISSIONS counts per account in any 24 hours.
 */
describe(`ads: the per-account daily submission limit (${process.env.TEST_DB ?? 'sqlite'})`, () => {
  let sut: TestApp;
  let clock: Clock;
  let images: Buffer[];
  let address = 0;

  const submit = (account: Account, fromAddress = `203.0.113.${(address += 1)}`) =>
    sendAdForm(sut.http.post(SUBMIT).auth(account.token, { type: 'bearer' }).set('X-Forwarded-For', fromAddress), adFields(), images);
  const adsOf = async (account: Account) => Number((await sut.dataSource.query('SELECT COUNT(*) AS n FROM ads WHERE user_id = ?', [account.user.id]))[0].n);

  before(async () => {
    sut = await startTestApp({ env: { AD_DAILY_SUBMISSIONS: String(LIMIT), TRUST_PROXY: '1' } });
    clock = sut.app.get(Clock);
    clock.set(new Date('2026-11-23T09:00:00Z'));
    images = await Promise.all(['#c33', '#3c3', '#33c'].map((color) => picture({ color })));
  });
  after(async () => sut.close());

  it(`a script posting ${LIMIT + 1} ads from one account, each from another address, gets 429 with Retry-After on the last; another account is not limited`, async () => {
    const attacker = await createAccount(sut, { role: 'seeker' });
    for (let n = 0; n < LIMIT; n += 1) {
      await submit(attacker).expect(201);
      clock.advance(60_000);
    }
    const refused = await submit(attacker).expect(429);
    assert.equal(refused.body.error_message, MESSAGES.ad.dailyLimitReached);
    // The first ad was sent 3 minutes ago: a place frees when it is 24 hours old.
    assert.equal(refused.headers['retry-after'], String(DAY_S - 3 * 60));
    assert.equal(await adsOf(attacker), LIMIT, 'the refused ad left no row');

    const neighbour = await createAccount(sut, { role: 'seeker' });
    await submit(neighbour, '203.0.113.1').expect(201);

    clock.advance((DAY_S - 3 * 60) * 1000);
    await submit(attacker).expect(201);
    assert.equal(await adsOf(attacker), LIMIT + 1);
  });

  it('ads sent at the same moment cannot slip past the count together', async () => {
    const racer = await createAccount(sut, { role: 'seeker' });
    const answers = await Promise.all(Array.from({ length: LIMIT + 3 }, () => submit(racer)));
    const accepted = answers.filter((answer) => answer.status === 201).length;
    assert.ok(
      answers.every((answer) => answer.status === 201 || answer.status === 429),
      answers.map((answer) => answer.status).join(),
    );
    assert.ok(accepted <= LIMIT, `${accepted} accepted`);
    assert.equal(await adsOf(racer), accepted);
    for (const answer of answers.filter((one) => one.status === 429)) assert.equal(answer.body.error_message, MESSAGES.ad.dailyLimitReached);
  });

  it('a My ads edit that sends an older ad back to review counts; editing an ad already counted today does not', async () => {
    const poster = await createAccount(sut, { role: 'seeker' });
    const old = (await submit(poster).expect(201)).body.id;
    clock.advance((DAY_S + 60) * 1000);
    const today: number[] = [];
    for (let n = 0; n < LIMIT; n += 1) today.push((await submit(poster).expect(201)).body.id);
    const edit = (id: number, title: string) => sut.http.patch(`/api/v1/account/ads/${id}`).auth(poster.token, { type: 'bearer' }).send({ title });

    const refused = await edit(old, 'Back to review, please').expect(429);
    assert.equal(refused.body.error_message, MESSAGES.ad.dailyLimitReached);
    assert.ok(Number(refused.headers['retry-after']) > 0);
    const [row] = await sut.dataSource.query('SELECT title FROM ads WHERE id = ?', [old]);
    assert.equal(row.title, adFields().title, 'the refused edit changed nothing');

    await edit(today[0], 'Same ad, still in the queue once').expect(200);
  });
});
