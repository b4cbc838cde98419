import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { LEGAL_INDUSTRY, MESSAGES, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { REPLICA_READ, newTestService } from '../../../test/support/new-test-service';
import { ReadReplicas } from '../../common/database/read-replicas';
import { member } from '../../../test/support/conversation-fixtures';
import { DirectoryService } from './directory.service';
import { DirectoryRepository } from './directory.repository';
import { DirectoryRow } from './directory.query';
import { decodeDirectoryCursor } from './directory-cursor';
import { GetUsersQueryDto } from './dto/get-users.query.dto';

const row = (id: number, name: string, verified = false, extra: Partial<DirectoryRow> = {}): DirectoryRow => ({
  id: String(id),
  name,
  email: `${id}@example.com`,
  job_title: 'Engineer',
  role: 'helper',
  industry: 'Technology, Engineering & Data',
  description: null,
  photo_url: null,
  verified_at: verified ? new Date() : null,
  replies_within_days: null,
  last_active_on: null,
  ...extra,
});

function setUp(rows: DirectoryRow[], accepting: number[] = []) {
  const { service: sut, fakes, config, clock } = newTestService(DirectoryService);
  const directory = fakes.get(DirectoryRepository);
  directory.dialect.mock.mockImplementation(() => 'sqlite');
  directory.searchPlan.mock.mockImplementation(async () => 'scan');
  directory.listedMembers.mock.mockImplementation(async () => rows);
  directory.acceptingAmong.mock.mockImplementation(async () => new Set(accepting));
  return { sut, directory, config, clock, replicas: fakes.get(ReadReplicas) };
}

const query = (fields: Partial<GetUsersQueryDto>) => Object.assign(new GetUsersQueryDto(), fields);

describe('DirectoryService: who a directory lists, by section, role, verification and search', () => {
  it("a caller without a section's access is refused any page that asks one of its industries", async () => {
    const { sut, directory } = setUp([]);
    const business = { ...member(4, 'business'), industry: 'Technology, Engineering & Data' };
    await assert.rejects(sut.listMembers(business, query({ industry_type: [LEGAL_INDUSTRY] })), { message: MESSAGES.http.forbidden });
    assert.equal(directory.listedMembers.mock.calls.length, 0);
  });

  it('passes the filters through (role, verified only, search with its plan, one page plus one) and labels who accepts requests now', async () => {
    const { sut, directory, config, replicas } = setUp([row(1, 'Ada'), row(2, 'Bo', true), row(3, 'Cy')], [2]);
    const page = await sut.listMembers(
      member(5),
      query({ industry_type: [...PROFESSIONAL_NETWORK_INDUSTRIES], role: 'helper', verified: 'true', q: ' data ', limit: 2 }),
    );
    const request = directory.listedMembers.mock.calls[0].arguments[0];
    assert.deepEqual([request.role, request.verifiedOnly, request.search, request.searchPlan, request.take], ['helper', true, 'data', 'scan', 3]);
    // On a read replica caught up with what this member wrote (issue #29): the plan, the page and who accepts.
    assert.deepEqual(directory.acceptingAmong.mock.calls[0].arguments, [[1, 2], config.conversations.capacityDefault, REPLICA_READ]);
    assert.equal(directory.listedMembers.mock.calls[0].arguments[1], REPLICA_READ);
    assert.equal(directory.searchPlan.mock.calls[0].arguments[3], REPLICA_READ);
    assert.deepEqual(
      replicas.read.mock.calls.map((call) => call.arguments[0]),
      [5],
    );
    assert.deepEqual(
      page.users.map((user) => [user.id, user.accepting_requests, user.verified]),
      [
        [1, false, false],
        [2, true, true],
      ],
    );
    assert.deepEqual(decodeDirectoryCursor(page.next_cursor), { name: 'Bo', id: 2 });
  });

  it('shows the stored responsiveness and the last-active day only in words, by the clock (SQLite day strings and MariaDB dates alike)', async () => {
    const rows = [
      row(1, 'Ada', false, { replies_within_days: '2', last_active_on: '2026-03-10' }),
      row(2, 'Bo', false, { last_active_on: new Date('2026-03-04T00:00:00Z') }),
      row(3, 'Cy', false, { last_active_on: '2026-03-03' }),
      row(4, 'Di', false, { last_active_on: '2026-02-09' }),
      row(5, 'Ed', false, { last_active_on: '2026-02-08' }),
      row(6, 'Fa'),
    ];
    const { sut, clock } = setUp(rows);
    clock.set(new Date('2026-03-10T23:59:00Z'));
    const page = await sut.listMembers(member(9), query({ industry_type: [...PROFESSIONAL_NETWORK_INDUSTRIES], limit: 10 }));
    assert.deepEqual(
      page.users.map((user) => [user.name, user.replies_within_days, user.last_active]),
      [
        ['Ada', 2, 'this_week'],
        ['Bo', null, 'this_week'],
        ['Cy', null, 'this_month'],
        ['Di', null, 'this_month'],
        ['Ed', null, 'earlier'],
        ['Fa', null, 'earlier'],
      ],
    );
    for (const user of page.users) assert.equal('last_active_on' in user, false, 'never the day itself');
  });

  it('an empty page has no cursor and asks nothing more', async () => {
    const { sut, directory } = setUp([]);
    assert.deepEqual(await sut.listMembers(member(5), query({ industry_type: [...PROFESSIONAL_NETWORK_INDUSTRIES] })), { users: [], next_cursor: null });
    assert.equal(directory.acceptingAmong.mock.calls.length, 0);
    assert.equal(directory.searchPlan.mock.calls.length, 0, 'no search, no word counts read');
  });

  it("the expiry mail's suggestions use the configured default capacity, inside the caller's transaction", async () => {
    const { sut, directory, config } = setUp([]);
    const manager = {} as never;
    await sut.availableHelpers([LEGAL_INDUSTRY], { senderId: 1, receiverId: 2 }, 3, manager);
    assert.deepEqual(directory.availableHelpers.mock.calls[0].arguments, [
      [LEGAL_INDUSTRY],
      { senderId: 1, receiverId: 2 },
      config.conversations.capacityDefault,
      3,
      manager,
    ]);
  });
});
