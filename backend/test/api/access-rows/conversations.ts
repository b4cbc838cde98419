import { PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { createAccount } from '../../support/accounts';
import type { TestApp } from '../../support/test-app';
import { AccessRow, ONLY_ADMIN, onlyAdmin } from './access-row';

/** Conversations between two members who are not personas, one of them reported; a member personas block and report. */
export interface ConversationsAccessContext {
  conversationId: number;
  reportedConversationId: number;
  reportId: number;
  targetId: number;
}

export async function createConversationsAccessContext(sut: TestApp): Promise<ConversationsAccessContext> {
  const industry = PROFESSIONAL_NETWORK_INDUSTRIES[0];
  const sender = await createAccount(sut, { role: 'helper', industry, name: 'Matrix Sender' });
  const receiver = await createAccount(sut, { role: 'helper', industry, name: 'Matrix Receiver' });
  const target = await createAccount(sut, { role: 'seeker', industry, name: 'Matrix Target' });
  const open = async () => {
    const response = await sut.http
      .post('/api/v1/issues/professional-network')
      .auth(sender.token, { type: 'bearer' })
      .send({ receiver_id: receiver.user.id, full_name: 'Matrix Sender', email: sender.email, description: 'Matrix conversation' })
      .expect(201);
    return response.body.conversation_id as number;
  };
  const conversationId = await open();
  const reportedConversationId = await open();
  const report = await sut.http
    .post('/api/v1/reports')
    .auth(sender.token, { type: 'bearer' })
    .send({ conversation_id: reportedConversationId, reason: 'Spam', details: 'matrix' })
    .expect(201);
  return { conversationId, reportedConversationId, reportId: report.body.id, targetId: target.user.id };
}

const SIGNED_IN = { anonymous: 401, seekerProfessional: 200, seekerLegal: 200, seekerClinic: 200, helper: 200, business: 200, admin: 200 };
const signedIn = (status: number) => ({
  ...SIGNED_IN,
  seekerProfessional: status,
  seekerLegal: status,
  seekerClinic: status,
  helper: status,
  business: status,
  admin: status,
});
/** A conversation is its two participants' only: everyone else gets 404, as for one that does not exist. */
const NOT_A_PARTICIPANT = signedIn(404);

/** Conversations, availability, blocks, reports and settings (issue #10). */
export const conversationsAccessRows: AccessRow<ConversationsAccessContext>[] = [
  { method: 'GET', path: '/api/v1/conversations?box=received', expected: SIGNED_IN },
  { method: 'GET', path: '/api/v1/conversations/{id}', params: (ctx) => ({ id: ctx.conversationId }), expected: NOT_A_PARTICIPANT },
  { method: 'GET', path: '/api/v1/conversations/{id}', params: (ctx) => ({ id: ctx.reportedConversationId }), expected: { ...NOT_A_PARTICIPANT, admin: 200 } },
  {
    method: 'POST',
    path: '/api/v1/conversations/{id}/replies',
    params: (ctx) => ({ id: ctx.reportedConversationId }),
    body: () => ({ body: 'not mine to answer' }),
    expected: signedIn(404),
  },
  {
    method: 'POST',
    path: '/api/v1/conversations/{id}/status',
    params: (ctx) => ({ id: ctx.reportedConversationId }),
    body: () => ({ status: 'closed' }),
    expected: signedIn(404),
  },
  { method: 'DELETE', path: '/api/v1/conversations/{id}', params: (ctx) => ({ id: ctx.reportedConversationId }), expected: NOT_A_PARTICIPANT },
  // Issue #26: only the sender of an accepted request closes their others; a non-participant gets 404 like a missing thread.
  { method: 'POST', path: '/api/v1/conversations/{id}/close-other-requests', params: (ctx) => ({ id: ctx.reportedConversationId }), expected: signedIn(404) },
  { method: 'GET', path: '/api/v1/account/availability', expected: SIGNED_IN },
  {
    method: 'PUT',
    path: '/api/v1/account/availability',
    body: () => ({ accepting_requests: true, capacity: 50 }),
    expected: { anonymous: 401, seekerProfessional: 200, seekerLegal: 200, seekerClinic: 200, helper: 200, business: 403, admin: 403 },
  },
  { method: 'GET', path: '/api/v1/blocks', expected: SIGNED_IN },
  { method: 'POST', path: '/api/v1/blocks', body: (ctx) => ({ user_id: ctx.targetId }), expected: signedIn(201) },
  { method: 'DELETE', path: '/api/v1/blocks/{user_id}', params: (ctx) => ({ user_id: ctx.targetId }), expected: SIGNED_IN },
  { method: 'POST', path: '/api/v1/reports', body: (ctx) => ({ user_id: ctx.targetId, reason: 'Other', details: 'access matrix' }), expected: signedIn(201) },
  { method: 'GET', path: '/api/v1/settings', expected: { ...SIGNED_IN, anonymous: 200 } },

  { method: 'GET', path: '/api/v1/admin/reports', expected: ONLY_ADMIN },
  { method: 'GET', path: '/api/v1/admin/reports/{id}', params: (ctx) => ({ id: ctx.reportId }), expected: onlyAdmin() },
  { method: 'PUT', path: '/api/v1/admin/reports/{id}', params: (ctx) => ({ id: ctx.reportId }), body: () => ({ action: 'dismiss' }), expected: onlyAdmin() },
  { method: 'GET', path: '/api/v1/admin/settings/sections', expected: ONLY_ADMIN },
  {
    method: 'PUT',
    path: '/api/v1/admin/settings/sections',
    body: () => ({ legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon' }),
    expected: ONLY_ADMIN,
  },
];
