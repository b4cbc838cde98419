import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { ACCOUNT_TEXTS, BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import { TRANSACTION, newTestService } from '../../../test/support/new-test-service';
import { BusinessGroup } from './entities/business-group.entity';
import { BusinessGroupsRepository } from './business-groups.repository';
import { MyBusinessGroupsService } from './my-business-groups.service';

const OWNER = 30;

function listing(status: number): BusinessGroup {
  return Object.assign(new BusinessGroup(), {
    id: 9,
    userId: OWNER,
    title: 'Bakery',
    description: 'Bread',
    website: 'https://old.example.com',
    email: 'b@example.com',
    status,
    pendingEdit: null,
    rejectionReason: status === BUSINESS_GROUP_STATUS.rejected ? 'Duplicate' : null,
  });
}

function setUp(stored: BusinessGroup | null) {
  const { service: sut, fakes } = newTestService(MyBusinessGroupsService);
  const groups = fakes.get(BusinessGroupsRepository);
  groups.ownGroup.mock.mockImplementation(async (ownerId: number, id: number) => (stored && stored.userId === ownerId && stored.id === id ? stored : null));
  const written = () => groups.writeEdit.mock.calls.map((call) => ({ ...call.arguments[0] }));
  return { sut, groups, written };
}

describe('MyBusinessGroupsService: every edit goes through review', () => {
  it('an approved listing stays listed as it was; the edit waits beside it, and the last reason is cleared', async () => {
    const { sut, written } = setUp(listing(BUSINESS_GROUP_STATUS.approved));
    const group = await sut.edit(OWNER, 9, { title: ' Sunrise Bakery ' });
    assert.equal(group.status, BUSINESS_GROUP_STATUS.approved);
    assert.equal(group.title, 'Bakery');
    assert.deepEqual(group.pendingEdit, { title: 'Sunrise Bakery', description: 'Bread', website: 'https://old.example.com' });
    assert.deepEqual(
      written().map((row) => [row.title, row.status, row.pendingEdit?.title]),
      [['Bakery', BUSINESS_GROUP_STATUS.approved, 'Sunrise Bakery']],
    );
  });

  it('a second edit of an approved listing builds on the edit waiting, not on the live text', async () => {
    const stored = Object.assign(listing(BUSINESS_GROUP_STATUS.approved), { pendingEdit: { title: 'Sunrise Bakery', description: 'Bread', website: null } });
    const { sut } = setUp(stored);
    const group = await sut.edit(OWNER, 9, { description: 'Bread and cakes' });
    assert.deepEqual(group.pendingEdit, { title: 'Sunrise Bakery', description: 'Bread and cakes', website: null });
  });

  for (const status of [BUSINESS_GROUP_STATUS.pending, BUSINESS_GROUP_STATUS.rejected]) {
    it(`a listing in status ${status} (not public) takes the edit at once and waits for review (again)`, async () => {
      const { sut, written } = setUp(listing(status));
      const group = await sut.edit(OWNER, 9, { title: 'Sunrise Bakery', website_url: '  ' });
      assert.deepEqual(
        { title: group.title, website: group.website, status: group.status, pendingEdit: group.pendingEdit, rejectionReason: group.rejectionReason },
        { title: 'Sunrise Bakery', website: null, status: BUSINESS_GROUP_STATUS.pending, pendingEdit: null, rejectionReason: null },
      );
      assert.equal(written().length, 1);
    });
  }

  it(`an edit that sends nothing is a 400 "${ACCOUNT_TEXTS.nothingToChange}", nothing read or written`, async () => {
    const { sut, groups } = setUp(listing(BUSINESS_GROUP_STATUS.approved));
    await assert.rejects(sut.edit(OWNER, 9, {}), (error: unknown) => error instanceof BadRequestException && error.message === ACCOUNT_TEXTS.nothingToChange);
    assert.equal(groups.ownGroup.mock.callCount() + groups.writeEdit.mock.callCount(), 0);
  });

  it(`another member's listing answers 404 "${ACCOUNT_TEXTS.businessGroupNotFound}", like one that does not exist`, async () => {
    const { sut, written } = setUp(listing(BUSINESS_GROUP_STATUS.approved));
    await assert.rejects(
      sut.edit(OWNER + 1, 9, { title: 'Mine now' }),
      (error: unknown) => error instanceof NotFoundException && error.message === ACCOUNT_TEXTS.businessGroupNotFound,
    );
    await assert.rejects(sut.edit(OWNER, 10, { title: 'Mine now' }), NotFoundException);
    assert.equal(written().length, 0);
  });

  it('account deletion removes every listing of the owner', async () => {
    const { sut, groups } = setUp(null);
    await sut.removeAllOf(OWNER);
    assert.deepEqual(
      groups.deleteAllOf.mock.calls.map((call) => call.arguments),
      [[OWNER]],
    );
  });

  it("a business registration's listing is filed pending review, whatever the caller set, inside the registration's transaction", async () => {
    const { sut, groups } = setUp(null);
    groups.fileInside.mock.mockImplementation(async (group: BusinessGroup) => group);
    const filed = await sut.fileWithRegistration(Object.assign(listing(BUSINESS_GROUP_STATUS.approved), { id: undefined }), TRANSACTION);
    assert.equal(filed.status, BUSINESS_GROUP_STATUS.pending);
    assert.equal(groups.fileInside.mock.calls[0].arguments[1], TRANSACTION);
  });

  it("a takeover withdraws every listing of the earlier holder inside the takeover's transaction", async () => {
    const { sut, groups } = setUp(null);
    await sut.withdrawAllInside(OWNER, TRANSACTION);
    assert.deepEqual(
      groups.deleteAllOf.mock.calls.map((call) => call.arguments),
      [[OWNER, TRANSACTION]],
    );
  });
});
