import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { Industry, LIMITS, MESSAGES, MemberRole, SECTION_INDUSTRIES, hasIndustryAccess } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { acceptingMembers } from '../conversations/availability.query';
import { decodeDirectoryCursor, encodeDirectoryCursor } from './directory-cursor';
import { DirectoryRow, directoryPageQuery } from './directory.query';
import { searchDialect } from '../../common/search/full-text';
import { searchPlanFor } from '../../common/search/word-counts';
import { USER_SEARCH } from './user-search';
import { AdminUserRow, toAdminUser, toDirectoryUser } from './directory.mapper';
import { AdminUserListDto, DirectoryPageDto } from './dto/directory-responses.dto';
import { GetUsersQueryDto } from './dto/get-users.query.dto';

/** The member sections whose industry groups gate a directory (spec section 6). */
const DIRECTORY_GROUPS = [SECTION_INDUSTRIES.professionalNetwork, SECTION_INDUSTRIES.legalAssistance, SECTION_INDUSTRIES.virtualClinic];

/**
 * The member directories behind the professional network, legal and clinic screens. This is the
 * hottest read of the app, so it selects plain columns with dataSource.query instead of hydrating entities.
 */
@Injectable()
export class DirectoryService {
  constructor(
    private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async listMembers(caller: AuthUser, query: GetUsersQueryDto): Promise<DirectoryPageDto> {
    const industries = [...new Set(query.industry_type)] as Industry[];
    this.checkAccess(caller, industries);
    const limit = query.limit ?? LIMITS.directoryPageDefault;
    const search = query.q?.trim() || undefined;
    const dialect = searchDialect(this.dataSource);
    const read = directoryPageQuery({
      industries,
      search,
      searchPlan: search ? await searchPlanFor(this.dataSource, dialect, USER_SEARCH.columns[1], search, limit + 1) : 'index',
      dialect,
      after: query.cursor ? decodeDirectoryCursor(query.cursor) : null,
      verifiedOnly: query.verified === 'true',
      role: query.role,
      take: limit + 1,
    });
    if (!read) return { users: [], next_cursor: null };
    const rows: DirectoryRow[] = await this.dataSource.query(read.sql, read.params);
    const page = rows.slice(0, limit);
    const last = page[page.length - 1];
    // One more query for the page: who takes a request now (switched on and below capacity).
    const accepting = await acceptingMembers(this.dataSource, page.map((row) => Number(row.id)), this.config.conversations.capacityDefault);
    return {
      users: page.map((row) => toDirectoryUser(row, accepting.has(Number(row.id)))),
      next_cursor: rows.length > limit ? encodeDirectoryCursor({ name: last.name, id: Number(last.id) }) : null,
    };
  }

  /** The admin panel's helpers and seekers tabs: every member of the role who is not suspended. */
  async listByRole(role: MemberRole): Promise<AdminUserListDto> {
    const rows: AdminUserRow[] = await this.dataSource.query(
      'SELECT id, name, email, role, industry, job_title FROM users WHERE role = ? AND suspended_at IS NULL AND email_confirmed = 1 ORDER BY name, id',
      [role],
    );
    return { users: rows.map(toAdminUser) };
  }

  /** A request that mixes groups (say the six industries and the legal one) needs access to each group. */
  private checkAccess(caller: AuthUser, industries: readonly Industry[]): void {
    for (const group of DIRECTORY_GROUPS) {
      const asked = industries.some((industry) => group.includes(industry));
      if (asked && !hasIndustryAccess(caller, group)) throw new ForbiddenException(MESSAGES.http.forbidden);
    }
  }
}
