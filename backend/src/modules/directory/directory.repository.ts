import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Industry, MemberRole } from '@community/vocabulary';
import { SearchDialect, searchDialect } from '../../common/search/full-text';
import { SearchPlan, searchPlanFor } from '../../common/search/word-counts';
import { DirectoryPageRequest, DirectoryRow, PROFILE_SEARCH, directoryPageQuery } from './directory.query';
import { AdminUserRow } from './directory.mapper';
import { acceptingMembers, availableMembers } from './availability.query';

/**
 * The directory's reads of the users table. The member directory is the hottest read of the app, so it selects
 * plain columns with SQL (directory.query.ts, docs/directory-performance.md) instead of hydrating entities.
 */
@Injectable()
export class DirectoryRepository {
  constructor(private readonly dataSource: DataSource) {}

  dialect(): SearchDialect {
    return searchDialect(this.dataSource);
  }

  /** Whether a search reads the full-text index's matches or walks the list in name order (docs/search.md). */
  searchPlan(dialect: SearchDialect, search: string, take: number, manager?: EntityManager): Promise<SearchPlan> {
    return searchPlanFor(manager ?? this.dataSource, dialect, PROFILE_SEARCH, search, take);
  }

  /**
   * One page of listed members in (name, id) order; none when no asked industry lists the asked role. Through
   * `manager` on a read replica (ReadReplicas).
   */
  async listedMembers(request: DirectoryPageRequest, manager?: EntityManager): Promise<DirectoryRow[]> {
    const read = directoryPageQuery(request);
    return read ? (manager ?? this.dataSource).query(read.sql, read.params) : [];
  }

  /** Which of these members take a new request now: switched on, and below capacity. */
  acceptingAmong(ids: number[], capacityDefault: number, manager?: EntityManager): Promise<Set<number>> {
    return acceptingMembers(manager ?? this.dataSource, ids, capacityDefault);
  }

  /** Helpers of these industries who take requests now and have not blocked (nor been blocked by) the sender. */
  availableHelpers(
    industries: readonly Industry[],
    exclude: { senderId: number; receiverId: number | null },
    capacityDefault: number,
    limit: number,
    manager?: EntityManager,
  ): Promise<Array<{ id: number; name: string }>> {
    return availableMembers(manager ?? this.dataSource, industries, exclude, capacityDefault, limit);
  }

  /** Every confirmed, unsuspended member of the role, by name. */
  confirmedMembersOf(role: MemberRole, manager?: EntityManager): Promise<AdminUserRow[]> {
    return (manager ?? this.dataSource).query(
      'SELECT id, name, email, role, industry, job_title FROM users WHERE role = ? AND suspended_at IS NULL AND email_confirmed = 1 ORDER BY name, id',
      [role],
    );
  }
}
