import type { ApiSchema } from '../api-client';

/**
 * POST /auth/login and /auth/google-auth, PATCH /auth/profile: signed in, or (two-factor) a challenge for the code
 * step, or (an admin who must use two-factor and has not set it up) a set-up challenge. Partial: an error answers
 * with the error body instead.
 */
export type LoginAnswer = Partial<ApiSchema<'LoginResponseDto'>> &
  Partial<ApiSchema<'TwoFactorChallengeDto'>> &
  Partial<ApiSchema<'TwoFactorSetupChallengeDto'>>;
