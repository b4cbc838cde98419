import { apiRequest } from '../../../lib/api-client';
import type { LoginAnswer } from './login';

/** Exchanges the Google credential for our own session token. */
export function googleAuth(credential: string) {
  return apiRequest<LoginAnswer>('/auth/google-auth', { method: 'POST', body: { token: credential } });
}
