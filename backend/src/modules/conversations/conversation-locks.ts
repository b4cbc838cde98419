import { EntityManager } from 'typeorm';
import { Conversation } from './entities/conversation.entity';

/**
 * The lock order every conversation write follows, so two of them never wait on each other: first the members'
 * account rows (ascending id), then the conversation row. InnoDB itself takes shared locks on the members' rows
 * whenever a conversation's last activity changes (its foreign keys share an index with that column: the soak test
 * caught it deadlocking) and whenever a reply, report or request is inserted (foreign-key checks), so a writer that
 * took the conversation row first could wait on a member's row while the other waits on the conversation. A request, a block, a reply and a status change of the
 * same two members therefore take their turns on the members' rows; the limits read after the lock (blocks,
 * capacity, the new-account cap) see every request committed before it.
 *
 * MySQL/MariaDB: `SELECT … FOR UPDATE`. SQLite: nothing to lock; every such transaction of the process runs alone
 * (common/database/write-transaction.ts), which serialises them the same way.
 */
const isSqlite = (manager: EntityManager) => manager.connection.options.type === 'better-sqlite3';

export async function lockMembers(manager: EntityManager, memberIds: Array<number | null>): Promise<void> {
  const ids = [...new Set(memberIds.filter((id): id is number => id !== null))].sort((a, b) => a - b);
  if (ids.length === 0 || isSqlite(manager)) return;
  await manager.query(`SELECT id FROM users WHERE id IN (${ids.map(() => '?').join(', ')}) ORDER BY id FOR UPDATE`, ids);
}

/** The conversation as it is now, locked for this transaction after its members' rows; null when it is gone. */
export async function lockThread(manager: EntityManager, conversationId: number): Promise<Conversation | null> {
  const members = await manager.findOne(Conversation, { where: { id: conversationId }, select: { id: true, senderId: true, receiverId: true } });
  if (!members) return null;
  await lockMembers(manager, [members.senderId, members.receiverId]);
  if (isSqlite(manager)) return manager.findOneBy(Conversation, { id: conversationId });
  return manager.createQueryBuilder(Conversation, 'c').setLock('pessimistic_write').where('c.id = :id', { id: conversationId }).getOne();
}
