import { AccessRow, everyone, signedIn } from './access-row';
import type { TestApp } from '../../support/test-app';
import { createAccount } from '../../support/accounts';
import { Ad } from '../../../src/modules/ads/entities/ad.entity';
import { BusinessGroup } from '../../../src/modules/business-groups/entities/business-group.entity';

export interface AccountAccessContext {
  /** An ad of a member who is none of the personas: every persona's own-space call on it is a 404. */
  othersAdId: number;
  othersGroupId: number;
}

export async function createAccountAccessContext(sut: TestApp): Promise<AccountAccessContext> {
  const owner = await createAccount(sut, { role: 'helper' });
  const ad = await sut.dataSource.getRepository(Ad).save(
    Object.assign(new Ad(), {
      title: 'Not yours',
      description: 'Owned by another member.',
      category: 'Other',
      adDescription: 'Owned by another member.',
      priceOffer: null,
      contactEmail: owner.email,
      contactPhone: '+1 555 000 0000',
      location: 'Toronto, ON',
      status: 'approved',
      imageUrl: '[]',
      thumbnailUrl: '[]',
      userId: owner.user.id,
    }),
  );
  const group = await sut.dataSource.getRepository(BusinessGroup).save(
    Object.assign(new BusinessGroup(), {
      title: 'Not yours',
      description: 'Owned by another member, fifty characters or more in all.',
      website: null,
      email: owner.email,
      industry: null,
      status: 1,
      userId: owner.user.id,
    }),
  );
  return { othersAdId: ad.id, othersGroupId: group.id };
}

/**
 * The member's own space: every signed-in persona reaches its own account; anonymous callers are asked to sign
 * in. Rows that would change a persona send what the service refuses (a wrong current password, a bad link),
 * so the guard's 401 and the service's 400 are compared. Reading and changing another member's things is
 * tested (404) in the account API tests.
 */
export const accountAccessRows: AccessRow<AccountAccessContext>[] = [
  { method: 'GET', path: '/api/v1/account', expected: signedIn(200) },
  { method: 'PATCH', path: '/api/v1/account', body: () => ({}), expected: signedIn(200) },
  // The member's language (issue #28): one of the PATCH's fields, the same door and rule.
  { method: 'PATCH', path: '/api/v1/account', body: () => ({ language: 'en' }), expected: signedIn(200) },
  { method: 'PUT', path: '/api/v1/account/password', body: () => ({ currentPassword: 'Wrong#Pass1', newPassword: 'N3w!passw0rd' }), expected: signedIn(400) },
  { method: 'POST', path: '/api/v1/account/email', body: () => ({ newEmail: 'not-an-address' }), expected: signedIn(400) },
  { method: 'POST', path: '/api/v1/account/email/confirm', body: () => ({ token: 'not.a.token' }), expected: everyone(400) },
  { method: 'GET', path: '/api/v1/account/ads', expected: signedIn(200) },
  {
    method: 'PATCH',
    path: '/api/v1/account/ads/{id}',
    params: (ctx) => ({ id: ctx.othersAdId }),
    body: () => ({ title: 'Mine now' }),
    expected: signedIn(404),
  },
  { method: 'POST', path: '/api/v1/account/ads/{id}/close', params: (ctx) => ({ id: ctx.othersAdId }), expected: signedIn(404) },
  { method: 'POST', path: '/api/v1/account/ads/{id}/renew', params: (ctx) => ({ id: ctx.othersAdId }), expected: signedIn(404) },
  { method: 'DELETE', path: '/api/v1/account/ads/{id}', params: (ctx) => ({ id: ctx.othersAdId }), expected: signedIn(404) },
  { method: 'GET', path: '/api/v1/account/business-groups', expected: signedIn(200) },
  {
    method: 'PATCH',
    path: '/api/v1/account/business-groups/{id}',
    params: (ctx) => ({ id: ctx.othersGroupId }),
    body: () => ({ title: 'Mine now' }),
    expected: signedIn(404),
  },
  { method: 'GET', path: '/api/v1/account/export', expected: signedIn(200) },
  { method: 'POST', path: '/api/v1/account/export/request', body: () => ({ email: 'nobody@example.com' }), expected: everyone(200) },
  { method: 'GET', path: '/api/v1/account/export/download?token=not.a.token', expected: everyone(400) },
  { method: 'DELETE', path: '/api/v1/account', body: () => ({ password: 'Wrong#Pass1' }), expected: signedIn(400) },
  { method: 'POST', path: '/api/v1/account/delete/confirm', body: () => ({ token: 'not.a.token' }), expected: everyone(400) },
  { method: 'GET', path: '/api/v1/account/notifications', expected: signedIn(200) },
  { method: 'PUT', path: '/api/v1/account/notifications', body: () => ({}), expected: signedIn(400) },
  { method: 'POST', path: '/api/v1/notifications/unsubscribe', body: () => ({ token: 'not.a.token' }), expected: everyone(400) },
  // The bell (docs/notifications.md): every signed-in member reads and marks only their own.
  { method: 'GET', path: '/api/v1/notifications', expected: signedIn(200) },
  { method: 'POST', path: '/api/v1/notifications/read', body: () => ({}), expected: signedIn(200) },
  // The matrix's app ends a stream after one second (NOTIFICATION_STREAM_MAX_SECONDS), so the call completes.
  { method: 'GET', path: '/api/v1/notifications/stream', expected: signedIn(200) },
  { method: 'POST', path: '/api/v1/notifications/stream-ticket', expected: signedIn(201) },
  // A forged ticket: anonymous callers get 401; with a token the header wins, so signed-in callers read their stream.
  { method: 'GET', path: '/api/v1/notifications/stream?ticket=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', expected: signedIn(200) },
  // Web Push (docs/notifications.md, "Push"): signed in only; an http endpoint is refused, a DELETE of an unknown one is 404.
  { method: 'GET', path: '/api/v1/push/key', expected: signedIn(200) },
  {
    method: 'POST',
    path: '/api/v1/push/subscriptions',
    body: () => ({ endpoint: 'http://push.example.com/x', keys: { p256dh: 'AA', auth: 'AA' } }),
    expected: signedIn(400),
  },
  { method: 'DELETE', path: '/api/v1/push/subscriptions', body: () => ({ endpoint: 'https://push.example.com/none' }), expected: signedIn(404) },
  { method: 'GET', path: '/api/v1/push/settings', expected: signedIn(200) },
  { method: 'PUT', path: '/api/v1/push/settings', body: () => ({ reply: true }), expected: signedIn(200) },
  { method: 'PUT', path: '/api/v1/account/photo', body: () => ({}), expected: signedIn(415) },
  { method: 'DELETE', path: '/api/v1/account/photo', expected: signedIn(200) },
  // Two-factor: set-up only makes a pending secret; the rest send a wrong password and code (or two-factor is not on), so 400.
  { method: 'GET', path: '/api/v1/account/two-factor', expected: signedIn(200) },
  { method: 'POST', path: '/api/v1/account/two-factor/setup', expected: signedIn(200) },
  { method: 'POST', path: '/api/v1/account/two-factor/confirm', body: () => ({ password: 'Wrong#Pass1', code: '000000' }), expected: signedIn(400) },
  { method: 'POST', path: '/api/v1/account/two-factor/recovery-codes', body: () => ({ password: 'Wrong#Pass1', code: '000000' }), expected: signedIn(400) },
  { method: 'POST', path: '/api/v1/account/two-factor/disable', body: () => ({ password: 'Wrong#Pass1', code: '000000' }), expected: signedIn(400) },
];
