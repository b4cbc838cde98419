import { BadRequestException, ForbiddenException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../../common/auth/auth-user';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';
import { UsersRepository } from './users.repository';
import { Transactions } from '../../common/database/transactions';
import { MESSAGES } from '@community/vocabulary';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyIds, listPage } from '../../common/pagination/list-query-builder';
import { ADMIN_TEXTS } from '../../common/moderation/admin-texts';
import { AdminUserDto, mapAdminUser } from './dto/admin-user.dto';
import { AdminUserFilter, MODERATED_ROLES } from './admin-users-list';
import { USER_SEARCH } from './user-search';
import { USERS_BY_NAME } from '../../common/search/word-postings';
import { ReadReplicas } from '../../common/database/read-replicas';

@Injectable()
export class AdminUsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly accounts: UsersService,
    private readonly audit: AuditService,
    private readonly transactions: Transactions,
    private readonly replicas: ReadReplicas,
  ) {}

  /**
   * Helpers, seekers and businesses that can still sign in, unless the filter names a role, asks for suspended
   * members, or looks records up by id (react-admin's getMany must find a member it already shows). The page is read
   * from a replica caught up with this admin's own changes (issue #29).
   */
  list(query: ListQuery<AdminUserFilter>, adminId: number | null = null): Promise<ListPage<AdminUserDto>> {
    return this.replicas.read(adminId, (manager) => this.listPage(query, manager));
  }

  private listPage(query: ListQuery<AdminUserFilter>, manager: EntityManager): Promise<ListPage<AdminUserDto>> {
    const { q, role, suspended, id } = query.filter;
    const qb = this.users.adminList({ role, suspended, id, moderatedRoles: MODERATED_ROLES }, manager);
    applyIds(qb, 'user.id', id);
    return listPage(qb, query, 'user.id', mapAdminUser, {
      q,
      column: USER_SEARCH.columns[0],
      literalFields: ['user.name', 'user.email', 'user.role'],
      // Only the id order spreads a common word evenly: a last name such as "Smith" is bunched along the name (and
      // email) order, so reading the list by name tested 27,927 rows for a page of 25 at a million members
      // (docs/performance.md). By name or email the read is therefore bounded (MariaDB's ROWS EXAMINED), and the
      // full-text plan answers when it stops short; without a bound (SQLite, MySQL) the full-text plan answers.
      orderedBy: ['user.id'],
      orderedByWhenBounded: ['user.name', 'user.email'],
      // By name on MySQL/MariaDB the searched word's postings in name order give the page instead (word-postings.ts).
      postings: { sortPath: 'user.name', table: USERS_BY_NAME },
      countFromWordCounts: !role && suspended === undefined && !id,
    });
  }

  async findOne(id: number): Promise<AdminUserDto> {
    return mapAdminUser(await this.existing(id));
  }

  /**
   * The spec's delete-user: the row stays for the audit trail, but sign-in is refused, every token issued so far
   * stops working, and the member leaves the directories and the admin's lists (they all skip suspended_at).
   * Suspending an already suspended member changes nothing and records nothing.
   */
  async suspend(actor: AuthUser, id: number): Promise<AdminUserDto> {
    const user = await this.suspendable(actor, id);
    if (user.suspendedAt) return mapAdminUser(user);
    await this.transactions.run((manager) => this.suspendIn(manager, actor, user));
    await this.endSessions(id);
    return mapAdminUser(await this.existing(id));
  }

  /** The account, once the rules say it may be suspended: not your own, not another admin's (403), and it exists (404). */
  async suspendable(actor: AuthUser, id: number): Promise<User> {
    if (id === actor.id) throw new BadRequestException(ADMIN_TEXTS.cannotSuspendSelf);
    const user = await this.existing(id);
    this.refuseAdminAccount(user);
    return user;
  }

  /**
   * The admin panel acts on members, never on another admin's account: suspending one is refused, and so is resetting
   * its two-factor sign-in (TwoFactorReset), which would leave that account to its password alone (a phished or reused
   * one included) on the word of a single admin. One rule, one text, for both doors. An admin who lost the phone and
   * the recovery codes is reset on the server (`npm run reset-two-factor -- <email>`) by whoever runs it (docs/deploy.md).
   */
  refuseAdminAccount(account: Pick<User, 'role'>): void {
    if (account.role === 'admin') throw new ForbiddenException(MESSAGES.moderation.adminAccount);
  }

  /**
   * Inside the caller's transaction (a report's decision suspends with it): a conditional update, so two admins
   * suspending at once write one audit entry. Call endSessions once the transaction has committed.
   */
  async suspendIn(manager: EntityManager, actor: AuthUser, user: User): Promise<void> {
    if (await this.users.suspend(user.id, new Date(), manager))
      await this.audit.record(actor, 'suspend-user', 'user', user.id, `${user.name} <${user.email}>`, manager);
  }

  /** Every token issued so far stops working (the token version moves on and the auth cache forgets the account). */
  endSessions(id: number): Promise<void> {
    return this.accounts.revokeTokens(id);
  }

  private async existing(id: number): Promise<User> {
    const user = await this.users.findById(id);
    if (!user) throw new NotFoundException(ADMIN_TEXTS.userNotFound);
    return user;
  }
}
