import { apiRequest, type ApiSchema } from '../../../lib/api-client';
import type { LoginAnswer } from './login';

/** The second sign-in step (docs/security.md): the challenge from /auth/login and a code from the app or a recovery code. */
export function verifyTwoFactor(challenge: string, code: string) {
  const body: ApiSchema<'ChallengeCodeDto'> = { challenge, code };
  return apiRequest<LoginAnswer>('/auth/two-factor', { method: 'POST', body });
}

/** An admin who must use two-factor sets it up at sign-in: QR code and the secret as text. */
export function beginTwoFactorSetup(challenge: string) {
  const body: ApiSchema<'SetupChallengeDto'> = { challenge };
  return apiRequest<Partial<ApiSchema<'TwoFactorSetupDto'>>>('/auth/two-factor/setup', { method: 'POST', body });
}

/** Turns it on with a first code and signs in; the answer carries the recovery codes, shown once. */
export function confirmTwoFactorSetup(challenge: string, code: string) {
  const body: ApiSchema<'ChallengeCodeDto'> = { challenge, code };
  return apiRequest<LoginAnswer & Partial<Pick<ApiSchema<'TwoFactorSetupSignedInDto'>, 'recovery_codes'>>>('/auth/two-factor/setup/confirm', {
    method: 'POST',
    body,
  });
}
