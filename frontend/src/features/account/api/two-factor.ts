import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/** Two-factor in my account (/account/two-factor): status, set-up, first code, new recovery codes, turning off. */
export function getTwoFactorStatus(signal?: AbortSignal) {
  return apiRequest<ApiSchema<'TwoFactorStatusDto'>>('/account/two-factor', { signal });
}

export function startTwoFactorSetup() {
  return apiRequest<Partial<ApiSchema<'TwoFactorSetupDto'>>>('/account/two-factor/setup', { method: 'POST' });
}

/** The current password (left out for an account without one) and a code: a session alone changes nothing. */
function passwordAndCode(code: string, password?: string): ApiSchema<'PasswordAndCodeDto'> {
  return password === undefined ? { code } : { code, password };
}

/** Turning it on ends every session of the account; the answer carries this session's fresh token. */
export function confirmTwoFactor(code: string, password?: string) {
  return apiRequest<Partial<ApiSchema<'TwoFactorTurnedOnDto'>>>('/account/two-factor/confirm', { method: 'POST', body: passwordAndCode(code, password) });
}

/** New codes end every other session too; the answer carries this session's fresh token. */
export function regenerateRecoveryCodes(code: string, password?: string) {
  return apiRequest<Partial<ApiSchema<'RecoveryCodesRenewedDto'>>>('/account/two-factor/recovery-codes', {
    method: 'POST',
    body: passwordAndCode(code, password),
  });
}

/** Turning it off ends every other session too; the answer carries this session's fresh token. */
export function turnOffTwoFactor(code: string, password?: string) {
  return apiRequest<Partial<ApiSchema<'TwoFactorTurnedOffDto'>>>('/account/two-factor/disable', { method: 'POST', body: passwordAndCode(code, password) });
}
