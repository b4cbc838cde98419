import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository } from 'typeorm';
import { User } from '../users/entities/user.entity';
import { SavedSearch } from './entities/saved-search.entity';
import { storedMoment } from '../../common/pagination/stored-datetime';

const DAY_MS = 24 * 60 * 60 * 1000;

/** A moment as both databases compare it with a stored DATETIME: 'YYYY-MM-DD HH:MM:SS.sss', UTC. */

const isSqlite = (manager: EntityManager) => manager.connection.options.type === 'better-sqlite3';

/** The saved_searches table. */
@Injectable()
export class SavedSearchesRepository {
  constructor(@InjectRepository(SavedSearch) private readonly searches: Repository<SavedSearch>) {}

  allOf(userId: number): Promise<SavedSearch[]> {
    return this.searches.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * Locks the member's account row for the transaction (MySQL/MariaDB `SELECT … FOR UPDATE`; SQLite's write
   * transactions already run one at a time), so a count read after it sees every saved search committed before and
   * none can be added until this one commits: the cap holds for requests that arrive together.
   */
  async lockOwner(manager: EntityManager, userId: number): Promise<void> {
    if (!isSqlite(manager)) await manager.query('SELECT id FROM users WHERE id = ? FOR UPDATE', [userId]);
  }

  countOf(manager: EntityManager, userId: number): Promise<number> {
    return manager.countBy(SavedSearch, { userId });
  }

  insert(manager: EntityManager, search: SavedSearch): Promise<SavedSearch> {
    return manager.save(search);
  }

  /** Saved searches whose alert is due at `now` (daily: a day since the last run; weekly: seven), of accounts that may be mailed. */
  async due(now: Date): Promise<SavedSearch[]> {
    const day = storedMoment(new Date(now.getTime() - DAY_MS));
    const week = storedMoment(new Date(now.getTime() - 7 * DAY_MS));
    return this.searches
      .createQueryBuilder('search')
      .innerJoin('search.owner', 'owner', 'owner.suspended_at IS NULL AND owner.email_confirmed = :confirmed', { confirmed: true })
      .where(
        "((search.notify = 'daily' AND (search.last_run_at IS NULL OR search.last_run_at <= :day)) OR (search.notify = 'weekly' AND (search.last_run_at IS NULL OR search.last_run_at <= :week)))",
        { day, week },
      )
      .orderBy('search.id', 'ASC')
      .getMany();
  }

  /**
   * The run's claim: a conditional UPDATE that stamps the run only while the saved search is still due, so of two
   * instances (or two runs) only one moves it and mails; the other's UPDATE finds nothing.
   */
  async claim(manager: EntityManager, search: SavedSearch, at: Date): Promise<boolean> {
    const dueBefore = storedMoment(new Date(at.getTime() - (search.notify === 'weekly' ? 7 : 1) * DAY_MS));
    const result = await manager
      .createQueryBuilder()
      .update(SavedSearch)
      .set({ lastRunAt: at })
      .where('id = :id AND notify = :notify AND (last_run_at IS NULL OR last_run_at <= :dueBefore)', { id: search.id, notify: search.notify, dueBefore })
      .execute();
    return result.affected === 1;
  }

  /** The alert's recipient, read again inside the claim: still mailable (not suspended, confirmed), or null. */
  recipient(manager: EntityManager, userId: number): Promise<User | null> {
    return manager.findOneBy(User, { id: userId, suspendedAt: IsNull(), emailConfirmed: true });
  }

  /**
   * The one-click unsubscribe: notify becomes none while the account's credentials version is still the link's
   * (idempotent: a second click finds it already none and still answers true). False: no such saved search of that
   * account at that version.
   */
  async stopAlerts(manager: EntityManager, userId: number, id: number, tokenVersion: number): Promise<boolean> {
    const rows: unknown[] = await manager.query(
      'SELECT s.id FROM saved_searches s JOIN users u ON u.id = s.user_id WHERE s.id = ? AND s.user_id = ? AND u.token_version = ?',
      [id, userId, tokenVersion],
    );
    if (rows.length === 0) return false;
    await manager.update(SavedSearch, { id, userId }, { notify: 'none' });
    return true;
  }

  async deleteOwn(userId: number, id: number): Promise<boolean> {
    return !!(await this.searches.delete({ id, userId })).affected;
  }
}
