import { Ad } from '../../../src/modules/business-network/entities/ad.entity';
import { BusinessGroup } from '../../../src/modules/business-groups/entities/business-group.entity';
import { Persona, Personas } from '../../support/accounts';
import { TestApp } from '../../support/test-app';

/** Items the moderation rows act on: one per row, so an admin's delete never takes another row's item. */
export interface AdsBusinessGroupsFixtures {
  adToApprove: number;
  adToReject: number;
  adToDelete: number;
  groupToApprove: number;
  groupToReject: number;
  groupToDelete: number;
}

export interface AdsBusinessGroupsContext {
  adsBusinessGroups: AdsBusinessGroupsFixtures;
}

export interface AccessRow<TContext> {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  body?: (ctx: TContext) => object;
  expected: Record<Persona, number>;
}

const everyone = (status: number): Record<Persona, number> => ({
  anonymous: status,
  seekerProfessional: status,
  seekerLegal: status,
  seekerClinic: status,
  helper: status,
  business: status,
  admin: status,
});
const signedIn = (status: number): Record<Persona, number> => ({ ...everyone(status), anonymous: 401 });
const adminOnly = (status: number): Record<Persona, number> => ({ ...everyone(403), anonymous: 401, admin: status });

/**
 * Who gets in (spec sections 6-7 and issue #3). Posting an ad follows the business-network section rule:
 * helpers and admins pass, seekers and businesses need one of the six professional-network industries.
 * Rows send JSON, so the people who pass the guards are answered 415 (the ad needs multipart/form-data).
 */
export const adsBusinessGroupsAccessRows: AccessRow<AdsBusinessGroupsContext>[] = [
  {
    method: 'POST',
    path: '/api/v1/issues/business-network',
    body: () => ({ title: 'Access check' }),
    expected: { anonymous: 401, seekerProfessional: 415, seekerLegal: 403, seekerClinic: 403, helper: 415, business: 415, admin: 415 },
  },
  { method: 'GET', path: '/api/v1/admin/get-business-network?status_all=approved', expected: signedIn(200) },
  { method: 'GET', path: '/api/v1/admin/get-business-network?status_all=pending', expected: adminOnly(200) },
  { method: 'GET', path: '/api/v1/admin/get-all-business-network', expected: adminOnly(200) },
  { method: 'POST', path: '/api/v1/admin/approve-business-network', body: (ctx) => ({ id: ctx.adsBusinessGroups.adToApprove }), expected: adminOnly(200) },
  { method: 'POST', path: '/api/v1/admin/reject-business-network', body: (ctx) => ({ id: ctx.adsBusinessGroups.adToReject }), expected: adminOnly(200) },
  { method: 'POST', path: '/api/v1/admin/delete-ads', body: (ctx) => ({ id: ctx.adsBusinessGroups.adToDelete }), expected: adminOnly(200) },
  { method: 'GET', path: '/api/v1/admin/get-business-group?status_all=1', expected: everyone(200) },
  { method: 'GET', path: '/api/v1/admin/get-business-group?status_all=0', expected: adminOnly(200) },
  { method: 'GET', path: '/api/v1/admin/get-all-business-group', expected: adminOnly(200) },
  { method: 'POST', path: '/api/v1/admin/approve-business-group', body: (ctx) => ({ id: ctx.adsBusinessGroups.groupToApprove }), expected: adminOnly(200) },
  { method: 'POST', path: '/api/v1/admin/reject-business-group', body: (ctx) => ({ id: ctx.adsBusinessGroups.groupToReject }), expected: adminOnly(200) },
  { method: 'POST', path: '/api/v1/admin/delete-business', body: (ctx) => ({ id: ctx.adsBusinessGroups.groupToDelete }), expected: adminOnly(200) },
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
    },
  };
}
