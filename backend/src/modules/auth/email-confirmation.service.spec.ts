import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { BadRequestException, ForbiddenException, GoneException } from '@nestjs/common';
import { MESSAGES } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Clock } from '../../common/clock/clock';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { MemoryFailureCounter } from '../../common/rate-limit/failure-counter';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { MailMessage, MailService } from '../mail/mail.service';
import { ConfirmationResendLimit, CONFIRMATION_RESENDS_PER_ADDRESS, CONFIRMATION_RESEND_WINDOW_MS } from './confirmation-resend-limit';
import { CONFIRMATION_LINK_LIFETIME_MS, EmailConfirmationService } from './email-confirmation.service';
import { ProvenOwner, UnprovenAccountTakeover } from './unproven-account-takeover';

const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' });
const LINK = /http:\/\/app\.test\/confirm-email\/([\w-]{43})/;
const sha256 = (token: string) => createHash('sha256').update(token).digest('hex');

const account = (id: number, email: string, extra: Partial<User> = {}) =>
  Object.assign(new User(), {
    id,
    name: `Member ${id}`,
    email,
    emailConfirmed: false,
    suspendedAt: null,
    emailConfirmationHash: null,
    emailConfirmationExpiresAt: null,
    ...extra,
  });

/**
 * Accounts in memory behind a faked UsersService whose conditional writes apply only where the database's would
 * (the stored hash, unconfirmed, not suspended), each recorded; mails are kept as queued; the takeover records
 * what it was handed.
 */
function setUp(accounts: User[], asLookedUp: (user: User) => User = (user) => user) {
  const clock = new Clock();
  clock.set(new Date('2026-11-27T10:00:00Z'));
  // The real per-address limit, on the in-memory counter and the spec's clock.
  const { service: sut, fakes } = newTestService(EmailConfirmationService, [
    [APP_CONFIG, config],
    [Clock, clock],
    [ConfirmationResendLimit, new ConfirmationResendLimit(new MemoryFailureCounter(clock))],
  ]);
  const queued: MailMessage[] = [];
  const writes: string[] = [];
  const handedOver: Array<{ id: number; owner: ProvenOwner }> = [];
  const lookups: string[] = [];
  const byId = (id: number) => accounts.find((user) => user.id === id) ?? null;
  const users = fakes.get(UsersService);
  users.findById.mock.mockImplementation(async (id: number) => byId(id));
  users.findByConfirmationHash.mock.mockImplementation(async (hash: string) => accounts.find((user) => user.emailConfirmationHash === hash) ?? null);
  users.findByEmail.mock.mockImplementation(async (email: string) => {
    lookups.push(email);
    const found = accounts.find((user) => user.email === email.trim().toLowerCase());
    return found ? asLookedUp(found) : null;
  });
  users.confirmEmail.mock.mockImplementation(async (id: number, hash: string) => {
    writes.push(`confirm ${id} if the link is ${hash.slice(0, 6)}`);
    const user = byId(id);
    if (!user || user.emailConfirmationHash !== hash) return false;
    Object.assign(user, { emailConfirmed: true, emailConfirmationHash: null, emailConfirmationExpiresAt: null });
    return true;
  });
  users.claimConfirmationLink.mock.mockImplementation(async (id: number, hash: string, manager: unknown) => {
    writes.push(`claim ${id} if unconfirmed and the link is ${hash.slice(0, 6)}${manager === TRANSACTION ? ' (in the transaction)' : ''}`);
    const user = byId(id);
    if (!user || user.emailConfirmationHash !== hash || user.emailConfirmed || user.suspendedAt) return false;
    Object.assign(user, { emailConfirmationHash: null, emailConfirmationExpiresAt: null });
    return true;
  });
  users.replaceConfirmationLink.mock.mockImplementation(async (id: number, columns: Partial<User>, over: string | null | undefined, manager: unknown) => {
    writes.push(`new link for ${id} if unconfirmed${over === undefined ? '' : ' over the one read'}${manager === TRANSACTION ? ' (in the transaction)' : ''}`);
    const user = byId(id);
    if (!user || user.emailConfirmed || user.suspendedAt || (over !== undefined && user.emailConfirmationHash !== over)) return false;
    Object.assign(user, columns);
    return true;
  });
  fakes.get(MailService).enqueue.mock.mockImplementation(async (_manager: unknown, message: MailMessage) => void queued.push(message));
  fakes.get(PasswordHasher).hash.mock.mockImplementation(async (password: string) => `hash-of:${password}`);
  fakes
    .get(UnprovenAccountTakeover)
    .handOver.mock.mockImplementation(async (_manager: unknown, user: User, owner: ProvenOwner) => void handedOver.push({ id: user.id, owner }));
  /** A live link for the account, as registration stores it. */
  const linkFor = (user: User, token = `t${user.id}`.padEnd(43, 'x')) => {
    Object.assign(user, { emailConfirmationHash: sha256(token), emailConfirmationExpiresAt: new Date(clock.now().getTime() + CONFIRMATION_LINK_LIFETIME_MS) });
    return token;
  };
  return { sut, clock, queued, writes, handedOver, lookups, linkFor };
}

const refusedWith = (type: new (...args: never[]) => Error, message: string) => (error: unknown) =>
  error instanceof type && (error as Error).message === message;

describe('email confirmation: the signed-out "Send it again" (EmailConfirmationService.resendTo)', () => {
  it(`takes a place per address before anything is looked up, for every address alike: the ${CONFIRMATION_RESENDS_PER_ADDRESS + 1}th is 429 with or without an account; another address is not held`, async () => {
    const waiting = account(1, 'waiting@example.com');
    const { sut, clock, lookups, queued } = setUp([waiting]);
    for (const email of ['waiting@example.com', 'nobody@example.com']) {
      for (let call = 1; call <= CONFIRMATION_RESENDS_PER_ADDRESS; call += 1) await sut.resendTo(email);
      const looked = lookups.length;
      await assert.rejects(
        sut.resendTo(email.toUpperCase()),
        (error: unknown) => error instanceof TooManyRequestsException && error.retryAfterSeconds === CONFIRMATION_RESEND_WINDOW_MS / 1000,
      );
      assert.equal(lookups.length, looked, `${email}: refused before the lookup, so the refusal costs and tells the same`);
    }
    assert.equal(queued.length, CONFIRMATION_RESENDS_PER_ADDRESS, 'a link per granted request to the waiting account, none to the unknown address');
    await sut.resendTo('someone.else@example.com');
    clock.advance(CONFIRMATION_RESEND_WINDOW_MS);
    await sut.resendTo('waiting@example.com');
  });

  it("an unconfirmed account gets a new link stored by a conditional update (unconfirmed, not suspended) and mailed with it; the stored hash is the mailed token's", async () => {
    const waiting = account(1, 'waiting@example.com');
    const { sut, queued, writes } = setUp([waiting]);
    await sut.resendTo(' Waiting@Example.com ');
    assert.equal(queued.length, 1);
    assert.equal(queued[0].to, 'waiting@example.com');
    assert.equal(queued[0].subject, 'Confirm your email address');
    const token = LINK.exec(queued[0].text)![1];
    assert.equal(waiting.emailConfirmationHash, sha256(token));
    assert.deepEqual(writes, ['new link for 1 if unconfirmed (in the transaction)'], 'stored in the transaction that queues its mail');
  });

  it('a confirmed, a suspended and an unknown address: nothing is written or mailed (the caller answers the same)', async () => {
    const { sut, queued, writes } = setUp([
      account(1, 'done@example.com', { emailConfirmed: true }),
      account(2, 'gone@example.com', { suspendedAt: new Date() }),
    ]);
    for (const email of ['done@example.com', 'gone@example.com', 'nobody@example.com']) assert.equal(await sut.resendTo(email), undefined);
    assert.deepEqual([queued, writes], [[], []]);
  });

  it('an account confirmed between the lookup and the write keeps its row: the conditional update matches nothing and no mail goes', async () => {
    const racing = account(1, 'racing@example.com', { emailConfirmed: true });
    // The lookup read the row just before the confirmation landed.
    const { sut, queued, writes } = setUp([racing], (user) => Object.assign(new User(), user, { emailConfirmed: false }));
    await sut.resendTo('racing@example.com');
    assert.equal(writes.length, 1);
    assert.deepEqual([queued, racing.emailConfirmationHash], [[], null]);
  });
});

describe("email confirmation: the link confirms only its own account's session; anyone else sets a password (takeover)", () => {
  it(`a session of another account: 403 "${MESSAGES.emailConfirmation.otherAccount}", nothing written`, async () => {
    const squatted = account(1, 'victim@example.com');
    const { sut, linkFor, writes } = setUp([squatted, account(2, 'other@example.com', { emailConfirmed: true })]);
    const token = linkFor(squatted);
    await assert.rejects(sut.confirm(token, 2), refusedWith(ForbiddenException, MESSAGES.emailConfirmation.otherAccount));
    assert.deepEqual([writes, squatted.emailConfirmed], [[], false]);
    await sut.confirm(token, 1);
    assert.deepEqual([squatted.emailConfirmed, squatted.emailConfirmationHash], [true, null]);
    assert.deepEqual(writes, [`confirm 1 if the link is ${sha256(token).slice(0, 6)}`], 'single use: the claim names the hash');
  });

  it(`expired: 410 "${MESSAGES.emailConfirmation.expiredLink}" at both doors; unknown: 400 "${MESSAGES.emailConfirmation.invalidLink}"`, async () => {
    const squatted = account(1, 'victim@example.com');
    const { sut, clock, linkFor, handedOver } = setUp([squatted]);
    const token = linkFor(squatted);
    clock.advance(CONFIRMATION_LINK_LIFETIME_MS);
    await assert.rejects(sut.confirm(token, 1), refusedWith(GoneException, MESSAGES.emailConfirmation.expiredLink));
    await assert.rejects(sut.confirmWithNewPassword(token, 'N3w@pass'), refusedWith(GoneException, MESSAGES.emailConfirmation.expiredLink));
    await assert.rejects(sut.confirmWithNewPassword('y'.repeat(43), 'N3w@pass'), refusedWith(BadRequestException, MESSAGES.emailConfirmation.invalidLink));
    assert.deepEqual(handedOver, []);
  });

  it('a new password with the link claims it (unconfirmed, the hash) and hands the account over with that password and the placeholder name', async () => {
    const squatted = account(1, 'victim.k@example.com');
    const { sut, linkFor, handedOver, writes } = setUp([squatted]);
    const token = linkFor(squatted);
    await sut.confirmWithNewPassword(token, 'N3w@pass');
    assert.deepEqual(handedOver, [{ id: 1, owner: { name: 'victim.k', passwordHash: 'hash-of:N3w@pass', googleId: null } }]);
    assert.deepEqual(
      writes,
      [`claim 1 if unconfirmed and the link is ${sha256(token).slice(0, 6)} (in the transaction)`],
      "the claim is the first write, in the takeover's transaction",
    );
    await assert.rejects(sut.confirmWithNewPassword(token, 'Again@pass1'), refusedWith(BadRequestException, MESSAGES.emailConfirmation.invalidLink));
    assert.equal(handedOver.length, 1);
  });

  it('a confirmed account that kept a hash is refused at the claim: 400, no takeover', async () => {
    const confirmed = account(1, 'owner@example.com', { emailConfirmed: true });
    const { sut, linkFor, handedOver } = setUp([confirmed]);
    const token = linkFor(confirmed);
    await assert.rejects(sut.confirmWithNewPassword(token, 'N3w@pass'), refusedWith(BadRequestException, MESSAGES.emailConfirmation.invalidLink));
    assert.deepEqual(handedOver, []);
  });
});
