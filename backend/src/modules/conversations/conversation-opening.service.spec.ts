import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HttpException } from '@nestjs/common';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { ConversationOpeningService } from './conversation-opening.service';
import { ConversationsRepository } from './conversations.repository';
import { AvailabilityService } from './availability.service';
import { BlocksService } from './blocks.service';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');

interface World {
  blocked?: boolean;
  accepting?: boolean;
  capacity?: number | null;
  open?: number;
  senderAgeDays?: number;
  sentToday?: number;
}

/** The repositories answer from `world` and record what they were asked, in order, and whether through the transaction. */
function setUp(world: World = {}) {
  const { service: sut, fakes, clock, config } = newTestService(ConversationOpeningService);
  clock.set(now);
  const asked: string[] = [];
  const through = (manager: unknown) => (manager === TRANSACTION ? '' : ' OUTSIDE THE TRANSACTION');
  const conversations = fakes.get(ConversationsRepository);
  conversations.lockMembers.mock.mockImplementation(async (manager, ids) => void asked.push(`lock members ${ids.join(',')}${through(manager)}`));
  conversations.availabilityOf.mock.mockImplementation(async (id, manager) => {
    asked.push(`read availability ${id}${through(manager)}`);
    return { id, acceptingRequests: world.accepting ?? true, requestCapacity: world.capacity ?? null };
  });
  conversations.memberSince.mock.mockImplementation(async (manager, id) => {
    asked.push(`read member since ${id}${through(manager)}`);
    return new Date(now.getTime() - (world.senderAgeDays ?? 30) * DAY);
  });
  conversations.openedSince.mock.mockImplementation(async (manager) => (asked.push(`count sent today${through(manager)}`), world.sentToday ?? 0));
  conversations.oldestOpenedSince.mock.mockImplementation(async () => new Date(now.getTime() - DAY / 2));
  fakes.get(BlocksService).between.mock.mockImplementation(async (_a, _b, manager) => (asked.push(`blocks${through(manager)}`), world.blocked ?? false));
  const availability = fakes.get(AvailabilityService);
  availability.openRequests.mock.mockImplementation(async (_id, manager) => (asked.push(`open requests${through(manager)}`), world.open ?? 0));
  availability.capacityOf.mock.mockImplementation((user) => user.requestCapacity ?? config.conversations.capacityDefault);
  return { sut, asked, config, conversations };
}

const text = (refusal: HttpException | null) => (refusal ? [refusal.getStatus(), refusal.message] : null);

describe("opening a conversation: the limits, read under the members' row locks (service, repositories faked)", () => {
  it("locks both members' rows first, then reads every limit through the same transaction", async () => {
    const { sut, asked } = setUp();
    assert.equal(await sut.admit(TRANSACTION, 12, 5, 'virtual-clinic'), null);
    assert.deepEqual(asked, ['lock members 12,5', 'blocks', 'read availability 5', 'open requests', 'read member since 12']);
  });

  it('refuses in order: blocked, not accepting, at capacity (409), then the new-account cap (429)', async () => {
    const blocked = setUp({ blocked: true, accepting: false });
    assert.deepEqual(text(await blocked.sut.admit(TRANSACTION, 1, 2, 'professional-network')), [409, CONVERSATION_TEXTS.blocked]);
    const notAccepting = setUp({ accepting: false, open: 99 });
    assert.deepEqual(text(await notAccepting.sut.admit(TRANSACTION, 1, 2, 'professional-network')), [409, CONVERSATION_TEXTS.notAccepting]);
    const full = setUp({ capacity: 1, open: 1 });
    assert.deepEqual(text(await full.sut.admit(TRANSACTION, 1, 2, 'professional-network')), [409, CONVERSATION_TEXTS.atCapacity]);
    const room = setUp({ capacity: 2, open: 1 });
    assert.equal(await room.sut.admit(TRANSACTION, 1, 2, 'professional-network'), null);
    const defaults = setUp();
    const fullByDefault = setUp({ open: defaults.config.conversations.capacityDefault });
    assert.deepEqual(text(await fullByDefault.sut.admit(TRANSACTION, 1, 2, 'professional-network')), [409, CONVERSATION_TEXTS.atCapacity]);
  });

  it('a new account opens at most NEW_ACCOUNT_DAILY_REQUESTS a day, with Retry-After when the oldest of the day frees a place; an older one is not counted', async () => {
    const { config } = setUp();
    const cap = config.conversations.newAccountDailyRequests;
    const young = setUp({ senderAgeDays: 1, sentToday: cap });
    const refusal = await young.sut.admit(TRANSACTION, 1, 2, 'legal-assistance');
    assert.deepEqual(text(refusal), [429, CONVERSATION_TEXTS.newAccountCap(cap)]);
    assert.equal(
      (refusal as TooManyRequestsException).retryAfterSeconds,
      DAY / 2 / 1000,
      'the oldest of the day, half a day old, frees its place in half a day',
    );
    const belowCap = setUp({ senderAgeDays: 1, sentToday: cap - 1 });
    assert.equal(await belowCap.sut.admit(TRANSACTION, 1, 2, 'legal-assistance'), null);
    const older = setUp({ senderAgeDays: config.conversations.newAccountDays + 1, sentToday: 1000 });
    assert.equal(await older.sut.admit(TRANSACTION, 1, 2, 'legal-assistance'), null);
    assert.ok(!older.asked.includes('count sent today'));
  });

  it('a business-group contact has no limits here (it has no sender account, and its own rate limit)', async () => {
    const { sut, asked } = setUp({ blocked: true, accepting: false });
    assert.equal(await sut.admit(TRANSACTION, 1, 2, 'business-groups'), null);
    assert.deepEqual(asked, []);
  });

  it('opening writes the conversation and, for a kind with a status, its first history entry "new", in the transaction', async () => {
    const { sut, conversations } = setUp();
    conversations.open.mock.mockImplementation(async () => 41);
    assert.equal(await sut.open(TRANSACTION, { requestId: 12, kind: 'legal-assistance', senderId: 1, receiverId: 2 }), 41);
    const [manager, row] = conversations.open.mock.calls[0].arguments;
    assert.deepEqual([manager, row.status, row.receiverUnread, row.senderUnread, row.createdAt], [TRANSACTION, 'new', true, false, now]);
    assert.deepEqual(conversations.addStatusChange.mock.calls[0].arguments, [
      TRANSACTION,
      { conversationId: 41, status: 'new', reason: null, changedBy: 1, createdAt: now },
    ]);
    await sut.open(TRANSACTION, { requestId: 13, kind: 'business-groups', senderId: null, receiverId: 2 });
    assert.equal(conversations.open.mock.calls[1].arguments[1].status, null);
    assert.equal(conversations.addStatusChange.mock.calls.length, 1, "a business group's thread has no status history");
  });
});
