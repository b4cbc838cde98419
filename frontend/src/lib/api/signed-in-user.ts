import type { ApiSchema } from '../api-client';
import type { SessionUser } from '../session';

/**
 * The signed-in account as the session keeps it (sign-in, Google, /auth/me, profile completion). The API sends
 * JobTitle null for an account without one; the session's SessionUser still says `JobTitle?: string`
 * (lib/session.ts), so that one field keeps the session's type.
 */
export type SignedInUser = Omit<ApiSchema<'UserDetailsDto'>, 'JobTitle'> & Pick<SessionUser, 'JobTitle'>;

/** An answer carrying user_details (Pick fails the build if the document renames it); Partial: errors answer instead. */
export type WithSignedInUser<Answer extends Pick<ApiSchema<'LoginResponseDto'>, 'user_details'>> = Partial<
  Omit<Answer, 'user_details'> & Record<keyof Pick<Answer, 'user_details'>, SignedInUser>
>;

/**
 * POST /auth/login and /auth/google-auth, PATCH /auth/profile: signed in, or (two-factor) a challenge for the code
 * step, or (an admin who must use two-factor and has not set it up) a set-up challenge.
 */
export type LoginAnswer = WithSignedInUser<ApiSchema<'LoginResponseDto'>> &
  Partial<ApiSchema<'TwoFactorChallengeDto'>> &
  Partial<ApiSchema<'TwoFactorSetupChallengeDto'>>;
