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

const row = (id: number, name: string, verified = false): DirectoryRow => ({
  id: String(id),
  name,
  email: `${id}@example.com`,
  job_title: 'Engineer',
  role: 'helper',
  industry: 'Technology, Engineering & Data',
  description: null,
  photo_url: null,
  verified_at: verified ? new Date() : null,
});

function setUp(rows: DirectoryRow[], accepting: number[] = []) {
  const { service: sut, fakes, config } = newTestService(DirectoryService);
  const directory = fakes.get(DirectoryRepository);
  directory.dialect.mock.mockImplementation(() => 'sqlite');
  directory.searchPlan.mock.mockImplementation(async () => 'scan');
  directory.listedMembers.mock.mockImplementation(async () => rows);
  directory.acceptingAmong.mock.mockImplementation(async () => new Set(accepting));
  return { sut, directory, config, replicas: fakes.get(ReadReplicas) };
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
