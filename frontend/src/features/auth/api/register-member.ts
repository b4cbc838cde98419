import { apiRequest, type ApiForm } from '../../../lib/api-client';

export type MemberRegistration = ApiForm<'RegisterMemberDto'>;

export function registerMember(payload: MemberRegistration) {
  return apiRequest('/auth/register', { method: 'POST', body: payload });
}
