import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { HttpException } from '@nestjs/common';
import type { EntityManager } from 'typeorm';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { loadConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { ConversationOpeningService } from './conversation-opening.service';
import type { AvailabilityService } from './availability.service';
import type { BlocksService } from './blocks.service';

const DAY = 24 * 60 * 60 * 1000;
const now = new Date('2026-11-23T12:00:00Z');
const config = loadConfig({ NODE_ENV: 'test' });

interface World {
  blocked?: boolean;
  accepting?: boolean;
  capacity?: number | null;
  open?: number;
  senderAgeDays?: number;
  sentToday?: number;
  database?: 'mariadb' | 'better-sqlite3';
}

/** A transaction's manager that records what it was asked, in order, and answers from `world`. */
function setUp(world: World = {}) {
  const asked: string[] = [];
  const manager = {
    connection: { options: { type: world.database ?? 'mariadb' } },
    query: async (sql: string, params: unknown[]) => void asked.push(`${sql} [${params.join(',')}]`),
    findOne: async (_entity: unknown, options: { where: { id: number }; select: Record<string, boolean> }) => {
      asked.push(`read user ${options.where.id}`);
      return options.select.createdAt
        ? { id: options.where.id, createdAt: new Date(now.getTime() - (world.senderAgeDays ?? 30) * DAY) }
        : { id: options.where.id, acceptingRequests: world.accepting ?? true, requestCapacity: world.capacity ?? null };
    },
    count: async () => {
      asked.push('count sent today');
      return world.sentToday ?? 0;
    },
  } as unknown as EntityManager;
  const blocks = { between: async (_a: number, _b: number, through: EntityManager) => (asked.push(`blocks ${through === manager}`), world.blocked ?? false) } as unknown as BlocksService;
  const availability = {
    openRequests: async (_id: number, through: EntityManager) => (asked.push(`open requests ${through === manager}`), world.open ?? 0),
    capacityOf: (user: { requestCapacity: number | null }) => user.requestCapacity ?? config.conversations.capacityDefault,
  } as unknown as AvailabilityService;
  const clock = new Clock();
  clock.set(now);
  const sut = new ConversationOpeningService(availability, blocks, clock, config);
  return { sut, manager, asked };
}

const text = (refusal: HttpException | null) => (refusal ? [refusal.getStatus(), refusal.message] : null);

describe('opening a conversation: the limits, read under the members\' row locks (service, database faked)', () => {
  it('locks both members\' rows first, lowest id first, then reads every limit through the same transaction', async () => {
    const { sut, manager, asked } = setUp();
    assert.equal(await sut.admit(manager, 12, 5, 'virtual-clinic'), null);
    assert.deepEqual(asked, [
      'SELECT id FROM users WHERE id IN (?, ?) ORDER BY id FOR UPDATE [5,12]',
      'blocks true',
      'read user 5',
      'open requests true',
      'read user 12',
    ]);
  });

  it('on SQLite takes no row lock (every such transaction of the process runs alone)', async () => {
    const { sut, manager, asked } = setUp({ database: 'better-sqlite3' });
    await sut.admit(manager, 12, 5, 'legal-assistance');
    assert.ok(!asked.some((line) => line.includes('FOR UPDATE')));
  });

  it('refuses in order: blocked, not accepting, at capacity (409), then the new-account cap (429)', async () => {
    const blocked = setUp({ blocked: true, accepting: false });
    assert.deepEqual(text(await blocked.sut.admit(blocked.manager, 1, 2, 'professional-network')), [409, CONVERSATION_TEXTS.blocked]);
    const notAccepting = setUp({ accepting: false, open: 99 });
    assert.deepEqual(text(await notAccepting.sut.admit(notAccepting.manager, 1, 2, 'professional-network')), [409, CONVERSATION_TEXTS.notAccepting]);
    const full = setUp({ capacity: 1, open: 1 });
    assert.deepEqual(text(await full.sut.admit(full.manager, 1, 2, 'professional-network')), [409, CONVERSATION_TEXTS.atCapacity]);
    const room = setUp({ capacity: 2, open: 1 });
    assert.equal(await room.sut.admit(room.manager, 1, 2, 'professional-network'), null);
    const fullByDefault = setUp({ open: config.conversations.capacityDefault });
    assert.deepEqual(text(await fullByDefault.sut.admit(fullByDefault.manager, 1, 2, 'professional-network')), [409, CONVERSATION_TEXTS.atCapacity]);
  });

  it('a new account opens at most NEW_ACCOUNT_DAILY_REQUESTS a day; an older one is not counted', async () => {
    const cap = config.conversations.newAccountDailyRequests;
    const young = setUp({ senderAgeDays: 1, sentToday: cap });
    assert.deepEqual(text(await young.sut.admit(young.manager, 1, 2, 'legal-assistance')), [429, CONVERSATION_TEXTS.newAccountCap(cap)]);
    const belowCap = setUp({ senderAgeDays: 1, sentToday: cap - 1 });
    assert.equal(await belowCap.sut.admit(belowCap.manager, 1, 2, 'legal-assistance'), null);
    const older = setUp({ senderAgeDays: config.conversations.newAccountDays + 1, sentToday: 1000 });
    assert.equal(await older.sut.admit(older.manager, 1, 2, 'legal-assistance'), null);
    assert.ok(!older.asked.includes('count sent today'));
  });

  it('a business-group contact has no limits here (it has no sender account, and its own rate limit)', async () => {
    const { sut, manager, asked } = setUp({ blocked: true, accepting: false });
    assert.equal(await sut.admit(manager, 1, 2, 'business-groups'), null);
    assert.deepEqual(asked, []);
  });
});
