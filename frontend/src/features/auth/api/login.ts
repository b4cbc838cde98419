import { apiRequest } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

export interface LoginAnswer {
  message?: string;
  user_details?: SessionUser;
  AuthToken?: string;
}

export function login(credentials: { email: string; password: string }) {
  return apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body: credentials });
}
