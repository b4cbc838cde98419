import { apiRequest } from '../../../lib/api-client';

export interface MemberRegistration {
  name: string;
  email: string;
  password: string;
  mentorship: string;
  PhoneNumber: string;
  IndustryType: string;
  JobTitle: string;
  Description?: string;
  role: string;
}

export function registerMember(payload: MemberRegistration) {
  return apiRequest('/auth/register', { method: 'POST', body: payload });
}
