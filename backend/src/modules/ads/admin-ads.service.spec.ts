import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { BadRequestException } from '@nestjs/common';
import { REJECTION_REASONS } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { ListQuery } from '../../common/pagination/list-query';
import { REPLICA_READ, newTestService } from '../../../test/support/new-test-service';
import { ReadReplicas } from '../../common/database/read-replicas';
import { Ad } from './entities/ad.entity';
import { AdDto, mapAd } from './dto/ad-response.dto';
import { AdUpdateDto } from './dto/ad-decision.dto';
import { AdminAdFilter } from './admin-ads-list';
import { AdsRepository } from './ads.repository';
import { AdsService } from './ads.service';
import { AdminAdsService } from './admin-ads.service';

const admin: AuthUser = { id: 1, email: 'admin@example.com', name: 'Admin', role: 'admin', industry: null, profileComplete: true, emailConfirmed: true };

const stored = Object.assign(new Ad(), {
  id: 7,
  title: 'Flat',
  description: 'Bright',
  category: 'Real Estate',
  adDescription: 'Two rooms',
  priceOffer: null,
  contactEmail: 'owner@example.com',
  contactPhone: '+1 555',
  location: 'Toronto',
  status: 'pending',
  imageUrl: '["ads/a.webp"]',
  thumbnailUrl: '["ads/a.thumb.webp"]',
  createdAt: new Date('2026-01-01T00:00:00Z'),
  userId: 40,
  rejectionReason: null,
  poster: { email: 'poster@example.com', passwordHash: 'secret' },
});
const asRead: AdDto = mapAd(stored);

function setUp() {
  const { service: sut, fakes } = newTestService(AdminAdsService);
  const ads = fakes.get(AdsService);
  ads.findById.mock.mockImplementation(async () => asRead);
  ads.approve.mock.mockImplementation(async () => ({ ...asRead, status: 'approved' }));
  ads.reject.mock.mockImplementation(async () => ({ ...asRead, status: 'rejected' }));
  return { sut, fakes, ads };
}

const update = (fields: Partial<AdUpdateDto>) => Object.assign(new AdUpdateDto(), fields);

describe('AdminAdsService: the decision of a react-admin update', () => {
  it('status approved approves the ad (AdsService: audit, mail, expiry)', async () => {
    const { sut, ads } = setUp();
    const answer = await sut.decide(admin, 7, update({ status: 'approved' }));
    assert.equal(answer.status, 'approved');
    assert.deepEqual(
      ads.approve.mock.calls.map((call) => call.arguments),
      [[admin, 7]],
    );
    assert.equal(ads.reject.mock.callCount(), 0);
  });

  it('status rejected rejects it with the reason in the owner\'s words: "<choice>: <text>"', async () => {
    const { sut, ads } = setUp();
    await sut.decide(admin, 7, update({ status: 'rejected', reason_code: 'incomplete', reason: ' add the price ' }));
    assert.deepEqual(ads.reject.mock.calls[0].arguments, [admin, 7, `${REJECTION_REASONS.incomplete}: add the price`]);
  });

  it('a rejection without a reason stores none', async () => {
    const { sut, ads } = setUp();
    await sut.decide(admin, 7, update({ status: 'rejected' }));
    assert.deepEqual(ads.reject.mock.calls[0].arguments, [admin, 7, null]);
  });

  it('the record sent back unchanged is accepted; a changed read-only field is a 400 naming it, and nothing is decided', async () => {
    const { sut, ads } = setUp();
    await sut.decide(admin, 7, update({ ...asRead, status: 'approved' }));
    assert.equal(ads.approve.mock.callCount(), 1);
    await assert.rejects(sut.decide(admin, 7, update({ ...asRead, title: 'Changed by the admin', status: 'approved' })), (error: unknown) => {
      assert.ok(error instanceof BadRequestException);
      assert.deepEqual(Object.keys((error.getResponse() as { errors: object }).errors), ['title']);
      return true;
    });
    assert.equal(ads.approve.mock.callCount(), 1, 'the refused update approved nothing');
  });
});

describe('AdminAdsService: the list', () => {
  it("answers each ad as the API shows it: the poster's account never leaks", async () => {
    const { sut, fakes } = setUp();
    fakes.get(AdsRepository).adminPage.mock.mockImplementation(async () => ({ data: [stored], total: 1, start: 0 }));
    const query: ListQuery<AdminAdFilter> = {
      sort: { field: 'id', path: 'ad.id', order: 'DESC' },
      range: { start: 0, end: 24 },
      filter: { status: 'pending' },
    };
    const page = await sut.list(query);
    assert.deepEqual(page, { data: [asRead], total: 1, start: 0 });
    assert.equal(JSON.stringify(page).includes('poster@example.com'), false);
    assert.equal(fakes.get(AdsRepository).adminPage.mock.calls[0].arguments[0], query);
  });

  it("reads from a replica caught up with the admin's own decisions (issue #29)", async () => {
    const { sut, fakes } = setUp();
    fakes.get(AdsRepository).adminPage.mock.mockImplementation(async () => ({ data: [], total: 0, start: 0 }));
    await sut.list({ sort: { field: 'id', path: 'ad.id', order: 'DESC' }, range: { start: 0, end: 24 }, filter: {} }, 1);
    assert.equal(fakes.get(ReadReplicas).read.mock.calls[0].arguments[0], 1);
    assert.equal(fakes.get(AdsRepository).adminPage.mock.calls[0].arguments[1], REPLICA_READ);
  });
});
