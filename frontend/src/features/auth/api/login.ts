import { apiRequest, type ApiSchema } from '../../../lib/api-client';
import type { SessionUser } from '../../../lib/session';

/**
 * The signed-in account as the session keeps it. The API sends JobTitle null for an account without one; the
 * session's SessionUser still says `JobTitle?: string` (lib/session.ts), so that one field keeps the session's type.
 */
export type SignedInUser = Omit<ApiSchema<'UserDetailsDto'>, 'JobTitle'> & Pick<SessionUser, 'JobTitle'>;

/** An answer carrying user_details (Pick fails the build if the document renames it); Partial: errors answer instead. */
export type WithSignedInUser<Answer extends Pick<ApiSchema<'LoginResponseDto'>, 'user_details'>> = Partial<
  Omit<Answer, 'user_details'> & Record<keyof Pick<Answer, 'user_details'>, SignedInUser>
>;

export type LoginAnswer = WithSignedInUser<ApiSchema<'LoginResponseDto'>>;

export function login(credentials: ApiSchema<'LoginDto'>) {
  return apiRequest<LoginAnswer>('/auth/login', { method: 'POST', body: credentials });
}
