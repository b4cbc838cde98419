import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { member, thread } from '../../../test/support/conversation-fixtures';
import { ReportsService } from './reports.service';
import { ReportsRepository } from './reports.repository';
import { ConversationsRepository } from './conversations.repository';
import { ConversationsService } from './conversations.service';

function setUp({ theirs = true, exists = true } = {}) {
  const { service: sut, fakes } = newTestService(ReportsService);
  fakes.get(ConversationsService).participation.mock.mockImplementation(async () => ({ conversation: thread(), role: 'receiver' }));
  fakes.get(ConversationsRepository).replyBy.mock.mockImplementation(async () => theirs);
  fakes.get(ConversationsRepository).memberExists.mock.mockImplementation(async () => exists);
  fakes.get(ReportsRepository).file.mock.mockImplementation(async () => 55);
  return { sut, fakes };
}

describe('ReportsService: what a member may report to the admins', () => {
  it("a conversation report names the other side and the message they wrote; it is filed after the members' locks", async () => {
    const { sut, fakes } = setUp();
    assert.equal(await sut.report(member(2), { conversation_id: 10, message_id: 7, reason: 'Spam', details: ' Ads ' }), 55);
    assert.deepEqual(fakes.get(ConversationsRepository).replyBy.mock.calls[0].arguments, [7, 10, 1]);
    assert.deepEqual(fakes.get(ConversationsRepository).lockMembers.mock.calls[0].arguments, [TRANSACTION, [2, 1]]);
    const [manager, report] = fakes.get(ReportsRepository).file.mock.calls[0].arguments;
    assert.equal(manager, TRANSACTION);
    assert.deepEqual([report.reporterId, report.reportedUserId, report.messageId, report.details, report.status], [2, 1, 7, 'Ads', 'open']);
  });

  it("never one's own message or a third party's, never a message without its conversation, never oneself", async () => {
    await assert.rejects(setUp({ theirs: false }).sut.report(member(2), { conversation_id: 10, message_id: 7, reason: 'Spam' }), {
      message: CONVERSATION_TEXTS.reportMessageInvalid,
    });
    await assert.rejects(setUp().sut.report(member(2), { message_id: 7, reason: 'Spam' }), { message: CONVERSATION_TEXTS.reportMessageInvalid });
    await assert.rejects(setUp().sut.report(member(2), { user_id: 2, reason: 'Spam' }), { message: CONVERSATION_TEXTS.notYourself });
  });

  it('an unknown member answers 404 and files nothing', async () => {
    const { sut, fakes } = setUp({ exists: false });
    await assert.rejects(sut.report(member(2), { user_id: 40, reason: 'Harassment' }), { message: CONVERSATION_TEXTS.memberNotFound });
    assert.equal(fakes.get(ReportsRepository).file.mock.calls.length, 0);
  });
});
