import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { SavedSearch } from './entities/saved-search.entity';

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

  async deleteOwn(userId: number, id: number): Promise<boolean> {
    return !!(await this.searches.delete({ id, userId })).affected;
  }
}
