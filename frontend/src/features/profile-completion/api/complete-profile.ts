import { apiRequest } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

export type ProfileCompletion = {
  mentorship: string;
  PhoneNumber: string;
  IndustryType: string;
  JobTitle: string;
};

export function completeProfile(payload: ProfileCompletion) {
  return apiRequest<{ user_details?: SessionUser; AuthToken?: string }>('/auth/profile', { method: 'PATCH', body: payload });
}
