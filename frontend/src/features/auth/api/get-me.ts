import { apiRequest, type ApiSchema } from '../../../lib/api-client';
import type { WithSignedInUser } from '../../../lib/api/signed-in-user';

/** Reads the account behind a token handed back by the Google redirect flow. */
export function getMe(token: string) {
  return apiRequest<WithSignedInUser<ApiSchema<'MeResponseDto'>>>('/auth/me', { token });
}
