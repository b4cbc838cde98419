import { apiRequest } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

/** Reads the account behind a token handed back by the Google redirect flow. */
export function getMe(token: string) {
  return apiRequest<{ user_details?: SessionUser }>('/auth/me', { token });
}
