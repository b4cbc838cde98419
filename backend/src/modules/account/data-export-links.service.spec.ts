import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException } from '@nestjs/common';
import { ACCOUNT_TEXTS } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { APP_CONFIG } from '../../config/config.module';
import { newTestService } from '../../../test/support/new-test-service';
import { Clock } from '../../common/clock/clock';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { EvenAnswerTime, Stopwatch } from '../../common/http/even-answer-time';
import { MailMessage, MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';
import { DataExportLinks } from './data-export-links.service';

const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'http://app.test' });
const FLOOR_MS = 400;

/** The lookup "takes" 3 ms, the signing and queueing of a known address's mail 25 ms more: what the attacker timed. */
function setUp() {
  let now = 0;
  const waits: number[] = [];
  const stopwatch: Stopwatch = { now: () => now, wait: async (ms) => void (waits.push(ms), (now += ms)) };
  const member = Object.assign(new User(), { id: 5, email: 'amina@example.com', name: 'Amina', tokenVersion: 0 });
  const sent: MailMessage[] = [];
  const { service: sut, fakes } = newTestService(DataExportLinks, [
    [APP_CONFIG, config],
    [SignedTokens, new SignedTokens(config, new Clock())],
    [EvenAnswerTime, new EvenAnswerTime(FLOOR_MS, stopwatch)],
  ]);
  fakes.get(UsersService).findByEmail.mock.mockImplementation(async (email: string) => ((now += 3), email === member.email ? member : null));
  fakes.get(MailService).send.mock.mockImplementation(async (message: MailMessage) => ((now += 25), sent.push(message), true));
  return { sut, sent, member, users: fakes.get(UsersService), answeredAfter: async (email: string) => ((now = 0), await sut.send(email), now), waits };
}

describe('DataExportLinks: the link request tells nothing of the address (issue #23)', () => {
  it('a known and an unknown address answer at the same moment, the floor; only the known one is mailed', async () => {
    const { sent, answeredAfter, waits } = setUp();
    assert.equal(await answeredAfter('amina@example.com'), FLOOR_MS);
    assert.equal(await answeredAfter('nobody@example.com'), FLOOR_MS);
    assert.deepEqual(waits, [FLOOR_MS - 28, FLOOR_MS - 3]);
    assert.equal(sent.length, 1);
    assert.equal(sent[0].to, 'amina@example.com');
    assert.match(sent[0].text, /http:\/\/app\.test\/account\/export\/download#token=[\w.-]+/);
  });

  it("the link opens the export of its own account only while the credentials version it carries is the account's", async () => {
    const { sut, sent, member, users, answeredAfter } = setUp();
    await answeredAfter('amina@example.com');
    const token = /#token=([\w.-]+)/.exec(sent[0].text)![1];
    users.findById.mock.mockImplementation(async () => member);
    assert.equal(await sut.verify(token), 5);
    member.tokenVersion = 1;
    await assert.rejects(sut.verify(token), (error: unknown) => error instanceof BadRequestException && error.message === ACCOUNT_TEXTS.invalidLink);
    await assert.rejects(sut.verify('not-a-token'), BadRequestException);
  });
});
