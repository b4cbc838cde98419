import { DataSource, EntityManager } from 'typeorm';
import { Industry, OPEN_STATUSES } from '@community/vocabulary';

const OPEN_LIST = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');

/** Open requests a member holds: counted against their capacity. */
export const OPEN_REQUESTS_SQL = `SELECT COUNT(*) FROM conversations c WHERE c.receiver_id = u.id AND c.status IN (${OPEN_LIST})`;

/** "Accepting requests" as the directories show it: switched on, and below capacity. */
const ACCEPTING_SQL = `u.accepting_requests = 1 AND (${OPEN_REQUESTS_SQL}) < COALESCE(u.request_capacity, ?)`;

/** Which of these members take a new request now (one query for a directory page). */
export async function acceptingMembers(dataSource: Pick<DataSource | EntityManager, 'query'>, ids: number[], capacityDefault: number): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows: Array<{ id: number | string }> = await dataSource.query(
    `SELECT u.id FROM users u WHERE u.id IN (${ids.map(() => '?').join(', ')}) AND ${ACCEPTING_SQL}`,
    [...ids, capacityDefault],
  );
  return new Set(rows.map((row) => Number(row.id)));
}

/**
 * Up to `limit` other members of a section who take requests now and have not blocked the sender:
 * the expiry mail's "try someone else". Only helpers take requests (vocabulary's takesRequests: mentors, lawyers,
 * doctors), so a seeker is never suggested, as the directories label only helpers "Accepting requests".
 */
export async function availableMembers(
  dataSource: Pick<DataSource | EntityManager, 'query'>,
  industries: readonly Industry[],
  exclude: { senderId: number; receiverId: number | null },
  capacityDefault: number,
  limit: number,
): Promise<Array<{ id: number; name: string }>> {
  // A deleted receiver has no id left to leave out (and a NULL in NOT IN would leave out everyone).
  const others = [exclude.senderId, ...(exclude.receiverId === null ? [] : [exclude.receiverId])];
  const rows: Array<{ id: number | string; name: string }> = await dataSource.query(
    `SELECT u.id, u.name FROM users u
     WHERE u.industry IN (${industries.map(() => '?').join(', ')}) AND u.role = 'helper' AND u.suspended_at IS NULL
       AND u.id NOT IN (${others.map(() => '?').join(', ')}) AND ${ACCEPTING_SQL}
       AND NOT EXISTS (SELECT 1 FROM blocks b WHERE (b.blocker_id = u.id AND b.blocked_id = ?) OR (b.blocker_id = ? AND b.blocked_id = u.id))
     ORDER BY u.name, u.id LIMIT ?`,
    [...industries, ...others, capacityDefault, exclude.senderId, exclude.senderId, limit],
  );
  return rows.map((row) => ({ id: Number(row.id), name: row.name }));
}
