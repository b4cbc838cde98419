import { apiRequest, type ApiForm } from '../../../lib/api-client';
import type { LoginAnswer } from '../../../lib/api/signed-in-user';

export type ProfileCompletion = ApiForm<'CompleteProfileDto'>;

/** Answers like a sign-in: the refreshed user_details and AuthToken. */
export function completeProfile(payload: ProfileCompletion) {
  return apiRequest<LoginAnswer>('/auth/profile', { method: 'PATCH', body: payload });
}
