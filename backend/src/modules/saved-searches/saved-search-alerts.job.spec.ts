import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { SAVED_SEARCH_TEXTS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { MailService } from '../mail/mail.service';
import { JobsService } from '../jobs/jobs.service';
import { AdsService } from '../ads/ads.service';
// The rows the jobs module answers, by its service's face (jobs.query.ts is the module's own).
type JobRow = Awaited<ReturnType<JobsService['approvedBetween']>>[number];
type AdRow = Awaited<ReturnType<AdsService['approvedBetween']>>[number];
import { User } from '../users/entities/user.entity';
import { SavedSearch } from './entities/saved-search.entity';
import { SavedSearchesRepository } from './saved-searches.repository';
import { ALERT_LISTED_MAX, SavedSearchAlertsJob } from './saved-search-alerts.job';

const NOW = new Date('2026-03-10T08:00:00.700Z');
const LAST_RUN = new Date('2026-03-09T08:00:00.000Z');

function search(overrides: Partial<SavedSearch> = {}): SavedSearch {
  return Object.assign(new SavedSearch(), {
    id: 7,
    userId: 3,
    kind: 'jobs',
    q: 'nurse',
    filters: '{"workplace":"remote"}',
    notify: 'daily',
    lastRunAt: LAST_RUN,
    createdAt: new Date('2026-01-01T00:00:00Z'),
    ...overrides,
  });
}

const row = (id: number) => ({ id, title: `Nurse ${id}`, employer_name: 'Clinic Ltd', location: 'Lyon' }) as JobRow;

function setUp(options: { claimed?: boolean; rows?: JobRow[]; recipient?: Partial<User> | null; found?: SavedSearch[] } = {}) {
  const { service, fakes, clock } = newTestService(SavedSearchAlertsJob);
  clock.set(NOW);
  const order: string[] = [];
  const searches = fakes.get(SavedSearchesRepository);
  searches.due.mock.mockImplementation(async () => options.found ?? [search()]);
  searches.claim.mock.mockImplementation(async (manager) => {
    order.push(`claim ${manager === TRANSACTION}`);
    return options.claimed ?? true;
  });
  searches.recipient.mock.mockImplementation(async () =>
    options.recipient === null ? null : (Object.assign(new User(), { id: 3, email: 'm@example.com', name: 'Mia', tokenVersion: 4 }, options.recipient) as User),
  );
  const jobs = fakes.get(JobsService);
  jobs.approvedBetween.mock.mockImplementation(async (_filters, _since, _until, _take, manager) => {
    order.push(`select ${manager === TRANSACTION}`);
    return options.rows ?? [row(1), row(2)];
  });
  const mail = fakes.get(MailService);
  mail.enqueue.mock.mockImplementation(async (manager) => void order.push(`mail ${manager === TRANSACTION}`));
  fakes.get(SignedTokens).sign.mock.mockImplementation(() => 'signed');
  return { service, searches, jobs, ads: fakes.get(AdsService), mail, order, tokens: fakes.get(SignedTokens) };
}

describe('SavedSearchAlertsJob', () => {
  it('claims, selects and queues the mail in one transaction, in that order', async () => {
    const { service, order } = setUp();
    assert.equal(await service.runOnce(), 1);
    assert.deepEqual(order, ['claim true', 'select true', 'mail true']);
  });

  it('asks for due searches and claims at the whole second, and selects what was approved since the last run with its q and filters', async () => {
    const { service, searches, jobs } = setUp();
    await service.runOnce();
    const stamp = new Date('2026-03-10T08:00:00.000Z');
    assert.deepEqual(searches.due.mock.calls[0].arguments, [stamp]);
    assert.deepEqual(searches.claim.mock.calls[0].arguments.slice(1), [search(), stamp]);
    const [filters, since, until, take] = jobs.approvedBetween.mock.calls[0].arguments;
    assert.deepEqual([filters, since, until, take], [{ q: 'nurse', workplace: 'remote' }, LAST_RUN, stamp, ALERT_LISTED_MAX + 1]);
  });

  it('a search never run covers what was approved since it was saved', async () => {
    const { service, jobs } = setUp({ found: [search({ lastRunAt: null })] });
    await service.runOnce();
    assert.deepEqual(jobs.approvedBetween.mock.calls[0].arguments[1], new Date('2026-01-01T00:00:00Z'));
  });

  it('the mail lists title, employer, place and link of each posting, with the one-click unsubscribe of this search signed with the credentials version', async () => {
    const { service, mail, tokens } = setUp();
    await service.runOnce();
    const message = mail.enqueue.mock.calls[0].arguments[1];
    assert.equal(message.to, 'm@example.com');
    assert.equal(message.subject, SAVED_SEARCH_TEXTS.alertSubject(2));
    assert.match(message.text, /\* Nurse 1 \(Clinic Ltd, Lyon\)\n {2}http:\/\/[^\n]+\/jobs\/1\n\* Nurse 2 \(Clinic Ltd, Lyon\)/);
    assert.deepEqual(tokens.sign.mock.calls[0].arguments.slice(0, 2), ['saved-search-unsubscribe', { sub: 3, ss: 7, tv: 4 }]);
    assert.match(String(message.headers?.['List-Unsubscribe']), /^<http:\/\/.+\/api\/v1\/account\/saved-searches\/unsubscribe\?token=signed>$/);
    assert.equal(message.headers?.['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
  });

  it(`lists at most ${ALERT_LISTED_MAX} postings and counts the rest`, async () => {
    const rows = Array.from({ length: ALERT_LISTED_MAX + 1 }, (_, index) => row(index + 1));
    const { service, mail } = setUp({ rows });
    await service.runOnce();
    const message = mail.enqueue.mock.calls[0].arguments[1];
    assert.equal(message.subject, SAVED_SEARCH_TEXTS.alertSubject(ALERT_LISTED_MAX));
    assert.ok(message.text.includes(SAVED_SEARCH_TEXTS.alertMore(1)));
  });

  it('nothing new: the run is stamped (claimed) but no mail is sent', async () => {
    const { service, searches, mail } = setUp({ rows: [] });
    assert.equal(await service.runOnce(), 0);
    assert.equal(searches.claim.mock.callCount(), 1);
    assert.equal(mail.enqueue.mock.callCount(), 0);
  });

  it('a run another instance claimed first selects and mails nothing', async () => {
    const { service, jobs, mail } = setUp({ claimed: false });
    assert.equal(await service.runOnce(), 0);
    assert.equal(jobs.approvedBetween.mock.callCount(), 0);
    assert.equal(mail.enqueue.mock.callCount(), 0);
  });

  it('an account no longer mailable (suspended, unconfirmed, gone) gets nothing', async () => {
    const { service, jobs, mail } = setUp({ recipient: null });
    assert.equal(await service.runOnce(), 0);
    assert.equal(jobs.approvedBetween.mock.callCount(), 0);
    assert.equal(mail.enqueue.mock.callCount(), 0);
  });

  it('an ads search lists the ads approved since its last run with its q and category, each linked to the board searched by its title', async () => {
    const { service, jobs, mail, ads } = setUp({ found: [search({ kind: 'ads', q: 'bike', filters: '{"category":"Vehicles"}' })] });
    ads.approvedBetween.mock.mockImplementation(async () => [{ id: 4, title: 'Red bike', category: 'Vehicles', location: 'Leeds' }] as AdRow[]);
    assert.equal(await service.runOnce(), 1);
    assert.equal(jobs.approvedBetween.mock.callCount(), 0);
    const [filters, since, , take] = ads.approvedBetween.mock.calls[0].arguments;
    assert.deepEqual([filters, since, take], [{ q: 'bike', category: 'Vehicles' }, LAST_RUN, ALERT_LISTED_MAX + 1]);
    const message = mail.enqueue.mock.calls[0].arguments[1];
    assert.equal(message.subject, SAVED_SEARCH_TEXTS.alertSubject(1));
    assert.match(message.text, /"bike":\n\n\* Red bike \(Vehicles, Leeds\)\n {2}http:\/\/[^\n]+\/businessnetwork\?q=Red\+bike\n/);
    assert.deepEqual(message.catalog?.key, 'savedSearchAlert', "rendered again in the member's language by the outbox");
  });
});
