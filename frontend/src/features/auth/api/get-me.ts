import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/** Reads the account behind a token handed back by the Google redirect flow. */
export function getMe(token: string) {
  return apiRequest<Partial<ApiSchema<'MeResponseDto'>>>('/auth/me', { token });
}
