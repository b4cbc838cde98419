import { Ad } from '../../../src/modules/ads/entities/ad.entity';
import { BusinessGroup } from '../../../src/modules/business-groups/entities/business-group.entity';
import { Personas } from '../../support/accounts';
import { adFields, picture, sendAdForm } from '../../support/images';
import { TestApp } from '../../support/test-app';
import { AccessRow, onlyAdmin, everyone, signedIn } from './access-row';

/** Items the moderation rows act on: one per row, so an admin's delete never takes another row's item. */
export interface AdsBusinessGroupsFixtures {
  adToApprove: number;
  adToReject: number;
  adToDelete: number;
  groupToApprove: number;
  groupToReject: number;
  groupToDelete: number;
  /** Three small real pictures, enough for a valid ad. */
  pictures: Buffer[];
}

export interface AdsBusinessGroupsContext {
  adsBusinessGroups: AdsBusinessGroupsFixtures;
}

/**
 * Who gets in (spec sections 6-7 and issue #3). Posting an ad follows the business-network section rule:
 * helpers and admins pass, seekers and businesses need one of the six professional-network industries.
 */
export const adsBusinessGroupsAccessRows: AccessRow<AdsBusinessGroupsContext>[] = [
  {
    method: 'POST',
    path: '/api/v1/issues/business-network',
    send: (request, ctx) => sendAdForm(request, adFields({ title: 'Access check' }), ctx.adsBusinessGroups.pictures),
    expected: { anonymous: 401, seekerProfessional: 201, seekerLegal: 403, seekerClinic: 403, helper: 201, business: 201, admin: 201 },
  },
  { method: 'GET', path: '/api/v1/admin/get-business-network?status_all=approved', expected: signedIn(200) },
  { method: 'GET', path: '/api/v1/admin/get-business-network?status_all=pending', expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/get-all-business-network', expected: onlyAdmin() },
  { method: 'POST', path: '/api/v1/admin/approve-business-network', body: (ctx) => ({ id: ctx.adsBusinessGroups.adToApprove }), expected: onlyAdmin() },
  { method: 'POST', path: '/api/v1/admin/reject-business-network', body: (ctx) => ({ id: ctx.adsBusinessGroups.adToReject }), expected: onlyAdmin() },
  { method: 'POST', path: '/api/v1/admin/delete-ads', body: (ctx) => ({ id: ctx.adsBusinessGroups.adToDelete }), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/get-business-group?status_all=1', expected: everyone(200) },
  { method: 'GET', path: '/api/v1/admin/get-business-group?status_all=0', expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/get-all-business-group', expected: onlyAdmin() },
  { method: 'POST', path: '/api/v1/admin/approve-business-group', body: (ctx) => ({ id: ctx.adsBusinessGroups.groupToApprove }), expected: onlyAdmin() },
  { method: 'POST', path: '/api/v1/admin/reject-business-group', body: (ctx) => ({ id: ctx.adsBusinessGroups.groupToReject }), expected: onlyAdmin() },
  { method: 'POST', path: '/api/v1/admin/delete-business', body: (ctx) => ({ id: ctx.adsBusinessGroups.groupToDelete }), expected: onlyAdmin() },
];

/** Inserts the pending ads and groups the rows act on (no pictures on disk: deleting tolerates missing files). */
export async function prepareAdsBusinessGroupsContext(sut: TestApp, personas: Personas): Promise<AdsBusinessGroupsContext> {
  const ad = async (title: string) =>
    (
      await sut.dataSource.getRepository(Ad).save(
        Object.assign(new Ad(), {
          title,
          description: 'Access matrix ad',
          category: 'Services',
          adDescription: 'Access matrix ad',
          priceOffer: null,
          contactEmail: personas.helper.email,
          contactPhone: '+1 555 000 0000',
          location: 'Test',
          status: 'pending',
          imageUrl: '[]',
          thumbnailUrl: '[]',
          userId: personas.helper.user.id,
        }),
      )
    ).id;
  const group = async (title: string) =>
    (
      await sut.dataSource.getRepository(BusinessGroup).save(
        Object.assign(new BusinessGroup(), {
          title,
          description: 'Access matrix business group with a long enough description.',
          website: null,
          email: personas.business.email,
          industry: personas.business.user.industry,
          status: 0,
          userId: personas.business.user.id,
        }),
      )
    ).id;
  return {
    adsBusinessGroups: {
      adToApprove: await ad('Access: approve'),
      adToReject: await ad('Access: reject'),
      adToDelete: await ad('Access: delete'),
      groupToApprove: await group('Access: approve'),
      groupToReject: await group('Access: reject'),
      groupToDelete: await group('Access: delete'),
      pictures: await Promise.all(['#a55', '#5a5', '#55a'].map((color) => picture({ color }))),
    },
  };
}
