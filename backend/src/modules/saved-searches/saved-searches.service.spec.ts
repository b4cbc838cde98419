import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, ConflictException, NotFoundException } from '@nestjs/common';
import { JOB_LIMITS, SAVED_SEARCH_TEXTS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { SavedSearch } from './entities/saved-search.entity';
import { SavedSearchesRepository } from './saved-searches.repository';
import { SavedSearchesService } from './saved-searches.service';

const member: AuthUser = { id: 4, email: 'm@example.com', name: 'M', role: 'seeker', industry: null, profileComplete: true, emailConfirmed: true };

function setUp(count: number) {
  const { service, fakes } = newTestService(SavedSearchesService);
  const searches = fakes.get(SavedSearchesRepository);
  const order: string[] = [];
  searches.lockOwner.mock.mockImplementation(async (manager) => void order.push(`lock ${manager === TRANSACTION}`));
  searches.countOf.mock.mockImplementation(async (manager) => {
    order.push(`count ${manager === TRANSACTION}`);
    return count;
  });
  searches.insert.mock.mockImplementation(async (manager, search: SavedSearch) => {
    order.push(`insert ${manager === TRANSACTION}`);
    return Object.assign(search, { id: 1 });
  });
  return { service, searches, order };
}

describe('SavedSearchesService', () => {
  it('locks the member, counts, then inserts, all in one write transaction; q trimmed, filters kept as JSON', async () => {
    const { service, order } = setUp(JOB_LIMITS.savedSearchesMax - 1);
    const saved = await service.create(member, { kind: 'jobs', q: '  nurse ', filters: { workplace: 'remote' }, notify: 'daily' });
    assert.deepEqual(order, ['lock true', 'count true', 'insert true']);
    assert.deepEqual([saved.userId, saved.q, saved.filters, saved.notify], [4, 'nurse', '{"workplace":"remote"}', 'daily']);
  });

  it(`at ${JOB_LIMITS.savedSearchesMax} already, nothing is inserted and the answer is 409`, async () => {
    const { service, searches } = setUp(JOB_LIMITS.savedSearchesMax);
    await assert.rejects(
      service.create(member, { kind: 'ads', notify: 'none' }),
      (error: unknown) => error instanceof ConflictException && error.message === SAVED_SEARCH_TEXTS.limitReached,
    );
    assert.equal(searches.insert.mock.callCount(), 0);
  });

  it('a filter of the other list, or a value the list does not take, is refused before any write', async () => {
    const { service, searches } = setUp(0);
    for (const filters of [{ category: 'Other' }, { workplace: 'moon' }] as Array<Record<string, string>>) {
      await assert.rejects(service.create(member, { kind: 'jobs', notify: 'none', filters }), (error: unknown) => error instanceof BadRequestException);
    }
    assert.equal(searches.lockOwner.mock.callCount(), 0);
  });

  it("deleting another member's search is 404", async () => {
    const { service, searches } = setUp(0);
    searches.deleteOwn.mock.mockImplementation(async () => false);
    await assert.rejects(service.remove(member, 9), (error: unknown) => error instanceof NotFoundException && error.message === SAVED_SEARCH_TEXTS.notFound);
  });
});
