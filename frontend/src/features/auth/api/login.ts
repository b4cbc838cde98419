import { apiRequest, type ApiSchema } from '../../../lib/api-client';
import type { LoginAnswer } from '../../../lib/api/signed-in-user';

export type { LoginAnswer };

export function login(credentials: ApiSchema<'LoginDto'>) {
  return apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body: credentials });
}
