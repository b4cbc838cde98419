import { BadRequestException, ConflictException, Injectable, NotFoundException } from '@nestjs/common';
import {
  ACCOUNT_TEXTS,
  AD_CATEGORIES,
  INDUSTRIES,
  JOB_EMPLOYMENT_TYPES,
  JOB_LIMITS,
  JOB_WORKPLACES,
  SAVED_SEARCH_FILTERS,
  SAVED_SEARCH_TEXTS,
} from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Transactions } from '../../common/database/transactions';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { formErrors } from '../../common/http/form-errors';
import { SavedSearch } from './entities/saved-search.entity';
import { SavedSearchesRepository } from './saved-searches.repository';
import { CreateSavedSearchDto } from './dto/saved-search.dto';

/** The values each filter may take (the lists' own query rules). */
const FILTER_VALUES: Record<string, readonly string[]> = {
  industry: INDUSTRIES,
  workplace: JOB_WORKPLACES,
  employment_type: JOB_EMPLOYMENT_TYPES,
  category: AD_CATEGORIES,
};

/**
 * A member's saved searches of the Job Board and the ads board (issue #27): at most JOB_LIMITS.savedSearchesMax (10)
 * each, counted under the member's row lock in the transaction that inserts, so requests sent together cannot pass
 * it. Their alerts: saved-search-alerts.job.ts.
 */
@Injectable()
export class SavedSearchesService {
  constructor(
    private readonly searches: SavedSearchesRepository,
    private readonly transactions: Transactions,
    private readonly links: SignedTokens,
  ) {}

  list(member: AuthUser): Promise<SavedSearch[]> {
    return this.searches.allOf(member.id);
  }

  /** The account's data export (the rows go with the account by their foreign key). */
  listOf(userId: number): Promise<SavedSearch[]> {
    return this.searches.allOf(userId);
  }

  async create(member: AuthUser, dto: CreateSavedSearchDto): Promise<SavedSearch> {
    const filters = dto.filters ?? {};
    const allowed: readonly string[] = SAVED_SEARCH_FILTERS[dto.kind];
    const valid = Object.entries(filters).every(([key, value]) => allowed.includes(key) && (FILTER_VALUES[key] as readonly string[]).includes(value));
    if (!valid) throw formErrors({ filters: [SAVED_SEARCH_TEXTS.filtersInvalid] });
    const search = Object.assign(new SavedSearch(), {
      userId: member.id,
      kind: dto.kind,
      q: dto.q?.trim() || null,
      filters: JSON.stringify(filters),
      notify: dto.notify,
      lastRunAt: null,
    });
    const saved = await this.transactions.runWrite(async (manager) => {
      await this.searches.lockOwner(manager, member.id);
      if ((await this.searches.countOf(manager, member.id)) >= JOB_LIMITS.savedSearchesMax) return null;
      return this.searches.insert(manager, search);
    });
    if (!saved) throw new ConflictException(SAVED_SEARCH_TEXTS.limitReached);
    return saved;
  }

  /**
   * POST /account/saved-searches/unsubscribe (RFC 8058 one-click, no sign-in): the token names the saved search and
   * the account's credentials version; its alerts stop (notify none), again and again alike. A bad, expired or
   * outdated token (the password changed since) is refused.
   */
  async unsubscribe(token: unknown): Promise<void> {
    const claims = this.links.verify<{ sub: number; ss: number; tv: number }>('saved-search-unsubscribe', token);
    if (!claims || !Number.isInteger(claims.sub) || !Number.isInteger(claims.ss) || !Number.isInteger(claims.tv)) {
      throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
    }
    const stopped = await this.transactions.runWrite((manager) => this.searches.stopAlerts(manager, claims.sub, claims.ss, claims.tv));
    if (!stopped) throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
  }

  async remove(member: AuthUser, id: number): Promise<void> {
    if (!(await this.searches.deleteOwn(member.id, id))) throw new NotFoundException(SAVED_SEARCH_TEXTS.notFound);
  }
}
