import { ForbiddenException, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Industry, LIMITS, MESSAGES, MemberRole, SECTION_INDUSTRIES, hasIndustryAccess } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { APP_CONFIG } from '../../config/config.module';
import { ReadReplicas } from '../../common/database/read-replicas';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { decodeDirectoryCursor, encodeDirectoryCursor } from './directory-cursor';
import { DirectoryRepository } from './directory.repository';
import { toAdminUser, toDirectoryUser } from './directory.mapper';
import { AdminUserListDto, DirectoryPageDto, DirectoryUserDto } from './dto/directory-responses.dto';
import { DirectoryRow } from './directory.query';
import { GetUsersQueryDto } from './dto/get-users.query.dto';

/** The directory's one definition of a listed member and of its row, for the suggested mentors' read (recommendations). */
export type { DirectoryRow } from './directory.query';
export { LISTED_MEMBER_CONDITIONS } from './directory.query';

/** The member sections whose industry groups gate a directory (spec section 6). */
const DIRECTORY_GROUPS = [SECTION_INDUSTRIES.professionalNetwork, SECTION_INDUSTRIES.legalAssistance, SECTION_INDUSTRIES.virtualClinic];

/**
 * The member directories behind the professional network, legal and clinic screens, the admin panel's helpers and
 * seekers tabs, and who of a section takes a request now (the expiry mail's "try someone else").
 */
@Injectable()
export class DirectoryService {
  constructor(
    private readonly directory: DirectoryRepository,
    private readonly replicas: ReadReplicas,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  async listMembers(caller: AuthUser, query: GetUsersQueryDto): Promise<DirectoryPageDto> {
    const industries = [...new Set(query.industry_type)] as Industry[];
    this.checkAccess(caller, industries);
    const limit = query.limit ?? LIMITS.directoryPageDefault;
    const search = query.q?.trim() || undefined;
    const dialect = this.directory.dialect();
    const after = query.cursor ? decodeDirectoryCursor(query.cursor) : null;
    const now = this.clock.now();
    // The search plan, the page and who of it takes requests, from a read replica caught up with what this member
    // wrote (issue #29).
    return this.replicas.read(caller.id, async (manager) => {
      const searchPlan = search ? await this.directory.searchPlan(dialect, search, limit + 1, manager) : 'index';
      const rows = await this.directory.listedMembers(
        { industries, search, searchPlan, dialect, after, verifiedOnly: query.verified === 'true', role: query.role, take: limit + 1 },
        manager,
      );
      if (rows.length === 0) return { users: [], next_cursor: null };
      const page = rows.slice(0, limit);
      const last = page[page.length - 1];
      // One more query for the page: who takes a request now (switched on and below capacity).
      const accepting = await this.directory.acceptingAmong(
        page.map((row) => Number(row.id)),
        this.config.conversations.capacityDefault,
        manager,
      );
      return {
        users: page.map((row) => toDirectoryUser(row, accepting.has(Number(row.id)), now)),
        next_cursor: rows.length > limit ? encodeDirectoryCursor({ name: last.name, id: Number(last.id) }) : null,
      };
    });
  }

  /** The admin panel's helpers and seekers tabs: every member of the role who is not suspended (from a replica). */
  async listByRole(role: MemberRole, adminId: number): Promise<AdminUserListDto> {
    return { users: (await this.replicas.read(adminId, (manager) => this.directory.confirmedMembersOf(role, manager))).map(toAdminUser) };
  }

  /**
   * Up to `limit` helpers of these industries who take requests now, other than the two members of a request and
   * not blocked either way with its sender. Only helpers take requests (vocabulary's takesRequests: mentors,
   * lawyers, doctors), as the directories label only helpers "Accepting requests". Through `manager` inside the
   * caller's transaction (the expiry's, conversations/request-expiry.job.ts).
   */
  availableHelpers(industries: readonly Industry[], exclude: { senderId: number; receiverId: number | null }, limit: number, manager?: EntityManager) {
    return this.directory.availableHelpers(industries, exclude, this.config.conversations.capacityDefault, limit, manager);
  }

  /**
   * A directory row as every member list shows it (get-users' item: responsiveness and last-active in words by the
   * clock), for a module that reads its own candidates (recommendations).
   */
  directoryUser(row: DirectoryRow, acceptingRequests: boolean): DirectoryUserDto {
    return toDirectoryUser(row, acceptingRequests, this.clock.now());
  }

  /** A request that mixes groups (say the six industries and the legal one) needs access to each group. */
  private checkAccess(caller: AuthUser, industries: readonly Industry[]): void {
    for (const group of DIRECTORY_GROUPS) {
      const asked = industries.some((industry) => group.includes(industry));
      if (asked && !hasIndustryAccess(caller, group)) throw new ForbiddenException(MESSAGES.http.forbidden);
    }
  }
}
