import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException, NotFoundException } from '@nestjs/common';
import { BUSINESS_GROUP_STATUS, MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { newTestService } from '../../../test/support/new-test-service';
import { BusinessGroup } from './entities/business-group.entity';
import { BusinessGroupUpdateDto } from './dto/business-group-decision.dto';
import { mapAdminBusinessGroup, mapBusinessGroup } from './business-group.mapper';
import { BusinessGroupsRepository } from './business-groups.repository';
import { BusinessGroupsService } from './business-groups.service';
import { AdminBusinessGroupsService } from './admin-business-groups.service';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: 'Bakery', profileComplete: true, emailConfirmed: true };
const stored = Object.assign(new BusinessGroup(), {
  id: 3,
  userId: 30,
  title: 'Bakery',
  description: 'Bread',
  website: null,
  email: 'b@example.com',
  industry: 'Food',
  status: BUSINESS_GROUP_STATUS.pending,
  rejectionReason: null,
  pendingEdit: { title: 'Sunrise Bakery', description: 'Bread', website: null },
});

function setUp(group: BusinessGroup | null = stored) {
  const { service: sut, fakes } = newTestService(AdminBusinessGroupsService);
  fakes.get(BusinessGroupsRepository).findById.mock.mockImplementation(async () => group && { ...group });
  const decisions = fakes.get(BusinessGroupsService);
  decisions.approve.mock.mockImplementation(async () => mapBusinessGroup(stored));
  decisions.reject.mock.mockImplementation(async () => mapBusinessGroup(stored));
  return { sut, fakes, decisions };
}

const update = (fields: Partial<BusinessGroupUpdateDto>) => Object.assign(new BusinessGroupUpdateDto(), fields);

describe('AdminBusinessGroupsService: decisions as react-admin sends them (1 approved, 2 rejected)', () => {
  it('status 1 approves (BusinessGroupsService applies an edit waiting); the answer is the group as the panel reads it after', async () => {
    const { sut, decisions } = setUp();
    const answer = await sut.decide(admin, 3, update({ status: BUSINESS_GROUP_STATUS.approved }));
    assert.deepEqual(
      decisions.approve.mock.calls.map((call) => call.arguments),
      [[admin, 3]],
    );
    assert.deepEqual(answer, mapAdminBusinessGroup(stored));
  });

  it("status 2 rejects with the reason in the owner's words", async () => {
    const { sut, decisions } = setUp();
    await sut.decide(admin, 3, update({ status: BUSINESS_GROUP_STATUS.rejected, reason: 'Please add opening hours' }));
    assert.deepEqual(decisions.reject.mock.calls[0].arguments, [admin, 3, 'Please add opening hours']);
  });

  it('a changed read-only field (the edit waiting) is a 400 naming it; nothing is decided', async () => {
    const { sut, decisions } = setUp();
    const record = mapAdminBusinessGroup(stored);
    await assert.rejects(
      sut.decide(admin, 3, update({ ...record, pending_edit: { ...record.pending_edit!, title: 'Other' }, status: BUSINESS_GROUP_STATUS.approved })),
      (error: unknown) => {
        assert.ok(error instanceof BadRequestException);
        assert.deepEqual(Object.keys((error.getResponse() as { errors: object }).errors), ['pending_edit']);
        return true;
      },
    );
    assert.equal(decisions.approve.mock.callCount() + decisions.reject.mock.callCount(), 0);
  });

  it(`a group that does not exist: 404 "${MESSAGES.moderation.businessGroupNotFound}"`, async () => {
    const { sut, decisions } = setUp(null);
    await assert.rejects(
      sut.findOne(99),
      (error: unknown) => error instanceof NotFoundException && error.message === MESSAGES.moderation.businessGroupNotFound,
    );
    await assert.rejects(sut.decide(admin, 99, update({ status: BUSINESS_GROUP_STATUS.approved })), NotFoundException);
    assert.equal(decisions.approve.mock.callCount(), 0);
  });

  it('the list shows the admin the reason and the edit waiting, never industry', async () => {
    const { sut, fakes } = setUp();
    fakes.get(BusinessGroupsRepository).adminPage.mock.mockImplementation(async () => ({ data: [stored], total: 1, start: 0 }));
    const page = await sut.list({
      sort: { field: 'id', path: 'business_group.id', order: 'DESC' },
      range: { start: 0, end: 9 },
      filter: { pending_edit: true },
    });
    assert.deepEqual(page.data, [mapAdminBusinessGroup(stored)]);
    assert.equal(page.data[0].pending_edit!.title, 'Sunrise Bakery');
    assert.equal('industry' in page.data[0], false);
  });
});
