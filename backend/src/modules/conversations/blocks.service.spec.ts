import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { CONVERSATION_TEXTS, OPEN_STATUSES } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { thread } from '../../../test/support/conversation-fixtures';
import { BlocksService } from './blocks.service';
import { BlocksRepository } from './blocks.repository';
import { ConversationsRepository } from './conversations.repository';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';

function setUp({ exists = true, already = false, open = [thread({ senderId: 2, receiverId: 1, status: 'read' })] } = {}) {
  const { service: sut, fakes } = newTestService(BlocksService);
  fakes.get(ConversationsRepository).memberExists.mock.mockImplementation(async () => exists);
  fakes.get(ConversationsRepository).openBetween.mock.mockImplementation(async () => open);
  fakes.get(BlocksRepository).hasBlocked.mock.mockImplementation(async () => already);
  fakes.get(ConversationState).move.mock.mockImplementation(async () => true);
  return { sut, fakes };
}

describe('BlocksService: a block stops new requests and replies, and closes what is open between the two', () => {
  it('refuses blocking yourself (400) and an unknown member (404)', async () => {
    await assert.rejects(setUp().sut.block(1, 1), { message: CONVERSATION_TEXTS.notYourself });
    await assert.rejects(setUp({ exists: false }).sut.block(1, 2), { message: CONVERSATION_TEXTS.memberNotFound });
  });

  it("locks the pair first, stores the block once, then closes each open conversation by the blocker's side and tells the other", async () => {
    const { sut, fakes } = setUp();
    await sut.block(1, 2);
    assert.deepEqual(fakes.get(ConversationsRepository).lockMembers.mock.calls[0].arguments, [TRANSACTION, [1, 2]]);
    const added = fakes.get(BlocksRepository).add.mock.calls[0].arguments;
    assert.equal(added[0], TRANSACTION);
    assert.deepEqual([added[1].blockerId, added[1].blockedId], [1, 2]);
    const move = fakes.get(ConversationState).move.mock.calls[0].arguments;
    assert.deepEqual([move[0], move[2], move[3], move[4]], [TRANSACTION, 'receiver', 'closed', OPEN_STATUSES]);
    assert.deepEqual(fakes.get(ConversationNotifier).statusChanged.mock.calls[0].arguments.slice(2), ['receiver', 'closed', null]);
  });

  it('blocking twice is the same as once: no second row', async () => {
    const { sut, fakes } = setUp({ already: true, open: [] });
    await sut.block(1, 2);
    assert.equal(fakes.get(BlocksRepository).add.mock.calls.length, 0);
  });

  it('"between" is either way round', async () => {
    const { sut, fakes } = setUp();
    fakes.get(BlocksRepository).between.mock.mockImplementation(async (a: number, b: number) => a === 2 && b === 1);
    assert.equal(await sut.between(2, 1), true);
    assert.equal(await sut.between(3, 1), false);
  });
});
