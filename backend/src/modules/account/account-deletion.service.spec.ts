import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, UnauthorizedException } from '@nestjs/common';
import { ACCOUNT_TEXTS } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { Clock } from '../../common/clock/clock';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { newTestService } from '../../../test/support/new-test-service';
import { AuditService } from '../audit/audit.service';
import { MailMessage, MailService } from '../mail/mail.service';
import { MyAdsService } from '../ads/my-ads.service';
import { MyBusinessGroupsService } from '../business-groups/my-business-groups.service';
import { MessageParticipantsService } from '../conversations/requests/message-participants.service';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { AccountDeletionService } from './account-deletion.service';
import { CredentialsService } from './credentials.service';
import { ProfileService } from './profile.service';

const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' });
const LINK = /http:\/\/app\.test\/account\/delete\/confirm#token=([\w.-]+)/;

/** One account; every step of the deletion is recorded in order, under the name of what it removes. */
function setUp(user: Partial<User> | null) {
  const account =
    user && Object.assign(new User(), { id: 9, name: 'Yusuf', email: 'yusuf@example.com', role: 'seeker', passwordHash: 'hash', tokenVersion: 1, ...user });
  const { service: sut, fakes } = newTestService(AccountDeletionService, [
    [APP_CONFIG, config],
    [SignedTokens, new SignedTokens(config, new Clock())],
  ]);
  const steps: string[] = [];
  const step = (name: string) => async () => void steps.push(name);
  fakes.get(UsersService).findById.mock.mockImplementation(async () => account);
  fakes.get(MyAdsService).removeAllOf.mock.mockImplementation(step('ads'));
  fakes.get(MyBusinessGroupsService).removeAllOf.mock.mockImplementation(step('business listings'));
  fakes.get(MessageParticipantsService).forgetParticipant.mock.mockImplementation(step('messages shown as "Deleted member"'));
  fakes.get(ProfileService).removePhoto.mock.mockImplementation(step('photo'));
  fakes.get(UsersService).remove.mock.mockImplementation(step('account row'));
  fakes.get(AuditService).record.mock.mockImplementation(step('audit'));
  fakes.get(MailService).send.mock.mockImplementation(async (message: MailMessage) => (steps.push(`mail ${message.subject} to ${message.to}`), true));
  return { sut, account, steps, credentials: fakes.get(CredentialsService), audit: fakes.get(AuditService), mail: fakes.get(MailService) };
}

describe('account: deletion (AccountDeletionService, every other module faked)', () => {
  it('with the right password: ads, listings, the photo and the row go; messages stay for the other side; the audit entry names the id only; the address is told', async () => {
    const { sut, steps, credentials, audit } = setUp({});
    assert.equal(await sut.start(9, 'Right#123', '203.0.113.9'), 'deleted');
    assert.deepEqual(credentials.checkPassword.mock.calls[0].arguments.slice(1), ['Right#123', '203.0.113.9'], 'counted like a sign-in attempt');
    assert.deepEqual(steps.slice(0, 6), ['ads', 'business listings', 'messages shown as "Deleted member"', 'photo', 'account row', 'audit']);
    assert.match(steps[6], /^mail .* to yusuf@example\.com$/);
    const [actor, action, type, id, summary] = audit.record.mock.calls[0].arguments;
    assert.deepEqual(
      [actor.email, actor.name, action, type, id, summary],
      ['', '', 'delete-account', 'user', 9, undefined],
      'no personal data outlives the account in the log',
    );
  });

  it('a wrong password deletes nothing', async () => {
    const { sut, steps, credentials } = setUp({});
    credentials.checkPassword.mock.mockImplementation(async () => Promise.reject(new BadRequestException(ACCOUNT_TEXTS.wrongPassword)));
    await assert.rejects(sut.start(9, 'Wrong#123', '203.0.113.9'), BadRequestException);
    assert.deepEqual(steps, []);
  });

  it('a Google-only account (no password) is mailed a one-hour link instead; the link deletes only while the credentials version is the one it carries', async () => {
    const { sut, account, steps, mail } = setUp({ passwordHash: null });
    assert.equal(await sut.start(9, undefined, '203.0.113.9'), 'link-sent');
    assert.equal(steps.length, 1, 'only the mail: nothing deleted yet');
    const token = LINK.exec((mail.send.mock.calls[0].arguments[0] as MailMessage).text)![1];

    account!.tokenVersion = 2;
    await assert.rejects(sut.confirm(token), (error: unknown) => error instanceof BadRequestException && error.message === ACCOUNT_TEXTS.invalidLink);
    assert.equal(steps.length, 1, 'a password set or any credentials change since kills the link');
    account!.tokenVersion = 1;
    await sut.confirm(token);
    assert.ok(steps.includes('account row'));
  });

  it('an account gone meanwhile: 401', async () => {
    await assert.rejects(setUp(null).sut.start(9, 'Right#123', '203.0.113.9'), UnauthorizedException);
  });
});
