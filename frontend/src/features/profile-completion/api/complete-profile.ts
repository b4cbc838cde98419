import { apiRequest, type ApiForm } from '../../../lib/api-client';
import type { LoginAnswer } from '../../auth/api/login';

export type ProfileCompletion = ApiForm<'CompleteProfileDto'>;

/** Answers like a sign-in: the refreshed user_details and AuthToken. */
export function completeProfile(payload: ProfileCompletion) {
  return apiRequest<Pick<LoginAnswer, 'user_details' | 'AuthToken'>>('/auth/profile', { method: 'PATCH', body: payload });
}
