import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import type { EntityManager } from 'typeorm';
import { lockMembers, lockThread } from './conversation-locks';

/** A manager that records its statements in order; `database` picks MariaDB's locking or SQLite's single writer. */
function manager(database: 'mariadb' | 'better-sqlite3' = 'mariadb') {
  const asked: string[] = [];
  const lockedRead = { setLock: () => lockedRead, where: () => lockedRead, getOne: async () => (asked.push('SELECT conversation FOR UPDATE'), { id: 10 }) };
  const fake = {
    connection: { options: { type: database } },
    query: async (sql: string, params: unknown[]) => void asked.push(`${sql} [${params.join(',')}]`),
    findOne: async () => (asked.push('read members of conversation 10'), { id: 10, senderId: 12, receiverId: 5 }),
    findOneBy: async () => (asked.push('read conversation 10'), { id: 10 }),
    createQueryBuilder: () => lockedRead,
  } as unknown as EntityManager;
  return { fake, asked };
}

describe('conversation-locks: the one lock order of every conversation write', () => {
  it("members' rows first, lowest id first, each once, nobody for a deleted side", async () => {
    const { fake, asked } = manager();
    await lockMembers(fake, [12, null, 5, 12]);
    assert.deepEqual(asked, ['SELECT id FROM users WHERE id IN (?, ?) ORDER BY id FOR UPDATE [5,12]']);
  });

  it("a thread: its members' rows, then the conversation row", async () => {
    const { fake, asked } = manager();
    await lockThread(fake, 10);
    assert.deepEqual(asked, [
      'read members of conversation 10',
      'SELECT id FROM users WHERE id IN (?, ?) ORDER BY id FOR UPDATE [5,12]',
      'SELECT conversation FOR UPDATE',
    ]);
  });

  it('on SQLite takes no row lock (every such transaction of the process runs alone)', async () => {
    const { fake, asked } = manager('better-sqlite3');
    await lockMembers(fake, [12, 5]);
    await lockThread(fake, 10);
    assert.ok(!asked.some((line) => line.includes('FOR UPDATE')));
  });
});
