import { BUSINESS_GROUP_STATUS } from '@community/vocabulary';
import type { Personas } from '../../support/accounts';
import type { TestApp } from '../../support/test-app';
import { insertAd, insertBusinessGroup, insertContactForm, insertInboxMessage, insertMember, insertTwoFactorOn } from '../admin-fixtures';
import { AccessRow, onlyAdmin } from './access-row';

/** Fresh targets: a call that suspends, decides or deletes never touches a persona or another row's target. */
export interface AdminAccessContext {
  member(): Promise<number>;
  /** A member with two-factor on, so that an admin's reset has something to reset. */
  memberWithTwoFactor(): Promise<number>;
  pendingAd(): Promise<number>;
  pendingBusinessGroup(): Promise<number>;
  contactForm(): Promise<number>;
  message(): Promise<number>;
  auditEntry(): Promise<number>;
}

export async function createAdminAccessContext(sut: TestApp, personas: Personas): Promise<AdminAccessContext> {
  const owner = await insertMember(sut, { role: 'business', name: 'Access Matrix Owner' });
  const suspendable = await insertMember(sut, { role: 'seeker' });
  // One real moderation action, so the audit log has an entry to read.
  await sut.http.post('/api/v1/admin/delete-user').auth(personas.admin.token, { type: 'bearer' }).send({ id: suspendable.id }).expect(200);
  const [entry] = await sut.http
    .get('/api/v1/admin/audit-log')
    .auth(personas.admin.token, { type: 'bearer' })
    .then((response) => response.body);
  return {
    member: async () => (await insertMember(sut, { role: 'helper' })).id,
    memberWithTwoFactor: async () => {
      const { id } = await insertMember(sut, { role: 'helper' });
      await insertTwoFactorOn(sut, id);
      return id;
    },
    pendingAd: async () => (await insertAd(sut, owner.id)).id,
    pendingBusinessGroup: async () => (await insertBusinessGroup(sut, owner.id)).id,
    contactForm: async () => (await insertContactForm(sut)).id,
    message: async () => (await insertInboxMessage(sut, owner.id)).id,
    auditEntry: async () => entry.id,
  };
}

/** A react-admin getList call: `filter` as the JSON text ra-data-simple-rest sends. */
const list = (resource: string, filter?: object) => `/api/v1/admin/${resource}` + (filter ? `?filter=${encodeURIComponent(JSON.stringify(filter))}` : '');

/** The react-admin moderation resources and the spec's delete-user: admins only, every one. */
export const adminAccessRows: AccessRow<AdminAccessContext>[] = [
  { method: 'GET', path: '/api/v1/admin/stats', expected: onlyAdmin() },

  { method: 'GET', path: list('users', { role: 'helper' }), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/users/{id}', params: async (ctx) => ({ id: await ctx.member() }), expected: onlyAdmin() },
  { method: 'DELETE', path: '/api/v1/admin/users/{id}', params: async (ctx) => ({ id: await ctx.member() }), expected: onlyAdmin() },
  { method: 'POST', path: '/api/v1/admin/delete-user', body: async (ctx) => ({ id: await ctx.member() }), expected: onlyAdmin() },
  {
    method: 'PUT',
    path: '/api/v1/admin/users/{id}/verification',
    params: async (ctx) => ({ id: await ctx.member() }),
    body: async () => ({ note: 'Bar number 12345 checked' }),
    expected: onlyAdmin(),
  },
  { method: 'DELETE', path: '/api/v1/admin/users/{id}/verification', params: async (ctx) => ({ id: await ctx.member() }), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/users/{id}/two-factor', params: async (ctx) => ({ id: await ctx.memberWithTwoFactor() }), expected: onlyAdmin() },
  { method: 'DELETE', path: '/api/v1/admin/users/{id}/two-factor', params: async (ctx) => ({ id: await ctx.memberWithTwoFactor() }), expected: onlyAdmin() },

  { method: 'GET', path: list('contact-forms'), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/contact-forms/{id}', params: async (ctx) => ({ id: await ctx.contactForm() }), expected: onlyAdmin() },

  { method: 'GET', path: list('ads', { status: 'pending' }), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/ads/{id}', params: async (ctx) => ({ id: await ctx.pendingAd() }), expected: onlyAdmin() },
  {
    method: 'PUT',
    path: '/api/v1/admin/ads/{id}',
    params: async (ctx) => ({ id: await ctx.pendingAd() }),
    body: () => ({ status: 'approved' }),
    expected: onlyAdmin(),
  },
  { method: 'DELETE', path: '/api/v1/admin/ads/{id}', params: async (ctx) => ({ id: await ctx.pendingAd() }), expected: onlyAdmin() },

  { method: 'GET', path: list('business-groups', { status: BUSINESS_GROUP_STATUS.pending }), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/business-groups/{id}', params: async (ctx) => ({ id: await ctx.pendingBusinessGroup() }), expected: onlyAdmin() },
  {
    method: 'PUT',
    path: '/api/v1/admin/business-groups/{id}',
    params: async (ctx) => ({ id: await ctx.pendingBusinessGroup() }),
    body: () => ({ status: BUSINESS_GROUP_STATUS.rejected }),
    expected: onlyAdmin(),
  },
  { method: 'DELETE', path: '/api/v1/admin/business-groups/{id}', params: async (ctx) => ({ id: await ctx.pendingBusinessGroup() }), expected: onlyAdmin() },

  { method: 'GET', path: list('messages'), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/messages/{id}', params: async (ctx) => ({ id: await ctx.message() }), expected: onlyAdmin() },

  { method: 'GET', path: list('audit-log'), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/audit-log/{id}', params: async (ctx) => ({ id: await ctx.auditEntry() }), expected: onlyAdmin() },
];
