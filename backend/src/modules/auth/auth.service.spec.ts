import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { ConflictException, UnauthorizedException } from '@nestjs/common';
import { BUSINESS_GROUP_STATUS, MESSAGES, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { MailMessage, MailService } from '../mail/mail.service';
import { EmailConfirmationService } from './email-confirmation.service';
import { MyBusinessGroupsService } from '../business-groups/my-business-groups.service';
import { RegisterMemberDto } from './dto/register-member.dto';
import { RegisterBusinessDto } from './dto/register-business.dto';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { AuthService } from './auth.service';
import { TokenService } from '../sessions/token.service';
import { SignInLimiter } from '../sessions/sign-in-limiter.service';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { SignInChallenges } from '../two-factor/sign-in-challenges.service';
import { LoginResponseDto } from '../sessions/dto/session.dto';

function account(overrides: Partial<User> = {}): User {
  return Object.assign(new User(), {
    id: 4,
    name: 'Amina',
    email: 'amina@example.com',
    passwordHash: 'hash-of:Right#123',
    role: 'seeker',
    industry: 'Legal',
    jobTitle: 'Lawyer',
    profileComplete: true,
    emailConfirmed: true,
    suspendedAt: null,
    ...overrides,
  });
}

/** Accounts by email in memory; a hasher that compares against "hash-of:<password>"; tokens named after the account. */
function setUp(accounts: User[], twoFactorOn: number[] = [], adminsMustUseIt = false) {
  const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test', ADMIN_TWO_FACTOR: adminsMustUseIt ? 'required' : 'optional' });
  const { service: sut, fakes } = newTestService(AuthService, [[APP_CONFIG, config]]);
  const users = fakes.get(UsersService);
  users.findByEmail.mock.mockImplementation(async (email: string) => accounts.find((user) => user.email === email.trim().toLowerCase()) ?? null);
  users.withAddressOrLookAlike.mock.mockImplementation(async (email: string) =>
    accounts.filter((user) => user.email === email || user.email.replace('\u0430', 'a') === email.replace('\u0430', 'a')),
  );
  fakes.get(PasswordHasher).verify.mock.mockImplementation(async (hash: string | null, password: string) => hash === `hash-of:${password}`);
  fakes.get(PasswordHasher).hash.mock.mockImplementation(async (password: string) => `hash-of:${password}`);
  fakes.get(TokenService).issue.mock.mockImplementation(async (user: Pick<User, 'id'>) => `token-for-${user.id}`);
  // The failure limits have their own spec (sessions/sign-in-limiter.service.spec.ts); here every attempt may go ahead.
  fakes
    .get(SignInLimiter)
    .attempt.mock.mockImplementation(async <T>(_email: string, _address: string, check: () => Promise<T | null | false>, refuse: () => Error) => {
      const result = await check();
      if (result === null || result === false) throw refuse();
      return result as T;
    });
  fakes.get(TwoFactorService).isOn.mock.mockImplementation(async (id: number) => twoFactorOn.includes(id));
  fakes.get(TwoFactorService).requiredFor.mock.mockImplementation((user: Pick<User, 'role'>) => adminsMustUseIt && user.role === 'admin');
  fakes.get(SignInChallenges).issue.mock.mockImplementation((kind: string, user: Pick<User, 'id'>) => `${kind}-challenge-for-${user.id}`);
  fakes.get(EmailConfirmationService).newLink.mock.mockImplementation(() => ({
    columns: { emailConfirmationHash: 'h'.repeat(64), emailConfirmationExpiresAt: new Date('2026-11-27') },
    link: 'http://app.test/confirm-email/t',
  }));
  return { sut, users, confirmations: fakes.get(EmailConfirmationService), mail: fakes.get(MailService), listings: fakes.get(MyBusinessGroupsService) };
}

/** `service(...)` of the sign-in cases: the subject alone. */
const service = (accounts: User[], twoFactorOn: number[] = [], adminsMustUseIt = false) => setUp(accounts, twoFactorOn, adminsMustUseIt).sut;

const ADDRESS = '203.0.113.9';

const refusedAlike = (error: unknown) => error instanceof UnauthorizedException && error.message === MESSAGES.login.wrongCredentials;

describe('sign-in (AuthService.login, accounts and hasher faked)', () => {
  it("the right password answers the token and the account's user_details, never its hash", async () => {
    const answer = (await service([account()]).login('amina@example.com', 'Right#123', ADDRESS)) as LoginResponseDto;
    assert.equal(answer.AuthToken, 'token-for-4');
    assert.equal(answer.message, 'Login successful');
    assert.deepEqual(answer.user_details, {
      id: 4,
      name: 'Amina',
      email: 'amina@example.com',
      role: 'seeker',
      industry: 'Legal',
      JobTitle: 'Lawyer',
      profileComplete: true,
      emailConfirmed: true,
    });
    assert.doesNotMatch(JSON.stringify(answer), /hash-of/);
  });

  it(`a wrong password, an unknown email and a suspended account get the same 401: "${MESSAGES.login.wrongCredentials}"`, async () => {
    const auth = service([account(), account({ id: 5, email: 'gone@example.com', suspendedAt: new Date() })]);
    await assert.rejects(auth.login('amina@example.com', 'Wrong#123', ADDRESS), refusedAlike);
    await assert.rejects(auth.login('nobody@example.com', 'Right#123', ADDRESS), refusedAlike);
    await assert.rejects(auth.login('gone@example.com', 'Right#123', ADDRESS), refusedAlike);
  });

  it('an account made with Google only (no password) cannot sign in with a password', async () => {
    await assert.rejects(service([account({ passwordHash: null })]).login('amina@example.com', '', ADDRESS), refusedAlike);
  });

  it('with two-factor on, the right password answers a challenge and no token', async () => {
    const answer = await service([account()], [4]).login('amina@example.com', 'Right#123', ADDRESS);
    assert.deepEqual(answer, { message: TWO_FACTOR_TEXTS.codeAsked, two_factor_required: true, challenge: 'code-challenge-for-4' });
  });

  it('an admin without two-factor where it is required gets a set-up challenge and no token; optional lets the admin in', async () => {
    const admin = account({ role: 'admin' });
    const required = await service([admin], [], true).login('amina@example.com', 'Right#123', ADDRESS);
    assert.deepEqual(required, { message: TWO_FACTOR_TEXTS.setupAsked, two_factor_setup_required: true, challenge: 'setup-challenge-for-4' });
    const optional = (await service([admin], [], false).login('amina@example.com', 'Right#123', ADDRESS)) as LoginResponseDto;
    assert.equal(optional.AuthToken, 'token-for-4');
  });
});

const registration = (email: string) =>
  Object.assign(new RegisterMemberDto(), {
    name: ' Amina ',
    email,
    password: 'Right#123',
    mentorship: 'No',
    PhoneNumber: '+1 555',
    IndustryType: 'Health & Sciences',
    JobTitle: 'Nurse',
    Description: '',
  });
const duplicateKey = Object.assign(new Error('duplicate'), { code: 'SQLITE_CONSTRAINT_UNIQUE' });

describe('registration (AuthService.registerMember / registerBusiness, accounts and mail faked)', () => {
  it("a new address: the account (role from mentorship, unconfirmed, the link's hash) and its confirmation mail commit in one transaction", async () => {
    const { sut, users, confirmations, mail } = setUp([]);
    users.saveWithCredentials.mock.mockImplementation(async (user: User) => Object.assign(user, { id: 9 }));
    await sut.registerMember(registration(' New@Example.com '));
    const [saved, manager] = users.saveWithCredentials.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual(
      [saved.email, saved.name, saved.role, saved.emailConfirmed, saved.passwordHash, saved.emailConfirmationHash],
      ['new@example.com', 'Amina', 'seeker', false, 'hash-of:Right#123', 'h'.repeat(64)],
    );
    assert.deepEqual(confirmations.mailLink.mock.calls[0].arguments, [saved, 'http://app.test/confirm-email/t', TRANSACTION]);
    assert.equal(mail.send.mock.callCount(), 0);
  });

  it('a taken address answers the same (no error) and mails its owner instead; a suspended owner is not mailed', async () => {
    const owner = account({ email: 'taken@example.com' });
    const { sut, users, confirmations, mail } = setUp([owner, account({ id: 5, email: 'gone@example.com', suspendedAt: new Date() })]);
    users.saveWithCredentials.mock.mockImplementation(async () => Promise.reject(duplicateKey));
    assert.equal(await sut.registerMember(registration('taken@example.com')), undefined);
    assert.equal(await sut.registerMember(registration('gone@example.com')), undefined);
    assert.equal(confirmations.mailLink.mock.callCount(), 0);
    const told = mail.send.mock.calls.map((call) => (call.arguments[0] as MailMessage).to);
    assert.deepEqual(told, ['taken@example.com']);
    assert.equal(users.saveWithCredentials.mock.callCount(), 2, 'both branches attempt the insert, so both take the same time');
  });

  it(`a look-alike of a registered address (Unicode TR39 skeleton): 409 "${MESSAGES.confusableEmail.refused}", nothing written`, async () => {
    const { sut, users } = setUp([account({ email: 'amina@example.com' })]);
    await assert.rejects(
      sut.registerMember(registration('\u0430mina@example.com')),
      (error: unknown) => error instanceof ConflictException && error.message === MESSAGES.confusableEmail.refused,
    );
    assert.equal(users.saveWithCredentials.mock.callCount(), 0);
  });

  it('a business: the account (role business) and its listing, pending review, are filed in the same transaction', async () => {
    const { sut, users, listings } = setUp([]);
    users.saveWithCredentials.mock.mockImplementation(async (user: User) => Object.assign(user, { id: 11 }));
    await sut.registerBusiness(
      Object.assign(new RegisterBusinessDto(), {
        name: 'Halal Foods',
        email: 'shop@example.com',
        password: 'Right#123',
        IndustryType: 'Health & Sciences',
        Description: 'Groceries',
        website_url: ' https://shop.example ',
      }),
    );
    assert.equal(users.saveWithCredentials.mock.calls[0].arguments[0].role, 'business');
    const [listing, manager] = listings.fileWithRegistration.mock.calls[0].arguments;
    assert.deepEqual(
      [listing.userId, listing.status, listing.website, listing.email, manager],
      [11, BUSINESS_GROUP_STATUS.pending, 'https://shop.example', 'shop@example.com', TRANSACTION],
    );
  });
});
