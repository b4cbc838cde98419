import { apiRequest, type ApiSchema } from '../../../lib/api-client';
import type { LoginAnswer } from './login';

/** Exchanges the Google credential for our own session token. */
export function googleAuth(credential: string) {
  const body: ApiSchema<'GoogleAuthDto'> = { token: credential };
  return apiRequest<LoginAnswer>('/auth/google-auth', { method: 'POST', body });
}
