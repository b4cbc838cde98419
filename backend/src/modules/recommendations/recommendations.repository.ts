import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { OPEN_STATUSES } from '@community/vocabulary';
import { searchDialect } from '../../common/search/full-text';
import { DirectoryRow, LISTED_MEMBER_CONDITIONS } from '../directory/directory.service';

/** A candidate's row: the directory's columns (get-users' item) and their capacity. */
export interface CandidateRow extends DirectoryRow {
  request_capacity: number | string | null;
}

export interface SeekerProfile {
  industry: string | null;
  job_title: string | null;
  description: string | null;
}

/** Listed as the directory lists (one definition there); unqualified, the outer query's users row is meant. */
const LISTED = LISTED_MEMBER_CONDITIONS.join(' AND ');
const OPEN_LIST = OPEN_STATUSES.map((status) => `'${status}'`).join(', ');

/**
 * The read-only queries of suggested mentors, on the manager ReadReplicas gives (a caught-up replica or the
 * primary). Plain SQL like the directory's: it reads the users, blocks and conversations tables and writes nothing.
 */
@Injectable()
export class RecommendationsRepository {
  constructor(private readonly dataSource: DataSource) {}

  async seeker(manager: EntityManager, id: number): Promise<SeekerProfile | null> {
    const rows: SeekerProfile[] = await manager.query('SELECT industry, job_title, description FROM users WHERE id = ?', [id]);
    return rows[0] ?? null;
  }

  /**
   * At most `take` helpers of the industry with "Open to new requests" on, listed, confirmed and not suspended, other
   * than the seeker, not blocked either way and never in a conversation with the seeker, most recently active first.
   * IDX_users_industry_accepting_active (industry, accepting_requests, last_active_on) gives them in that order, so
   * the read stops after `take` rows whatever the industry's size; the two NOT EXISTS of each kind are one lookup each
   * on the blocks pair key and the conversations' (sender_id, …) and (receiver_id, …) indexes
   * (docs/conversations.md, "Suggested mentors").
   */
  candidates(manager: EntityManager, industry: string, seekerId: number, take: number): Promise<CandidateRow[]> {
    const force = searchDialect(this.dataSource) === 'mysql' ? ' FORCE INDEX (IDX_users_industry_accepting_active)' : '';
    return manager.query(
      `SELECT u.id, u.name, u.email, u.job_title, u.role, u.industry, u.description, u.photo_url, u.verified_at,
              u.replies_within_days, u.last_active_on, u.request_capacity
       FROM users u${force}
       WHERE u.industry = ? AND u.accepting_requests = 1 AND u.role = 'helper' AND ${LISTED} AND u.id <> ?
         AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = ? AND b.blocked_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM blocks b WHERE b.blocker_id = u.id AND b.blocked_id = ?)
         AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.sender_id = ? AND c.receiver_id = u.id)
         AND NOT EXISTS (SELECT 1 FROM conversations c WHERE c.receiver_id = ? AND c.sender_id = u.id)
       ORDER BY u.last_active_on DESC, u.id DESC
       LIMIT ?`,
      [industry, seekerId, seekerId, seekerId, seekerId, seekerId, take],
    );
  }

  /** Open requests each of these members holds (counted against capacity): one grouped read on the receiver index. */
  async openRequests(manager: EntityManager, ids: number[]): Promise<Map<number, number>> {
    if (ids.length === 0) return new Map();
    const rows: Array<{ receiver_id: number | string; n: number | string }> = await manager.query(
      `SELECT receiver_id, COUNT(*) AS n FROM conversations WHERE receiver_id IN (${ids.map(() => '?').join(', ')}) AND status IN (${OPEN_LIST}) GROUP BY receiver_id`,
      ids,
    );
    return new Map(rows.map((row) => [Number(row.receiver_id), Number(row.n)]));
  }
}
