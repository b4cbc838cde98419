import { apiRequest, type ApiSchema } from '../../../lib/api-client';

type WithCodes = Partial<ApiSchema<'RecoveryCodesDto'>>;

/** Two-factor in my account (/account/two-factor): status, set-up, first code, new recovery codes, turning off. */
export function getTwoFactorStatus(signal?: AbortSignal) {
  return apiRequest<ApiSchema<'TwoFactorStatusDto'>>('/account/two-factor', { signal });
}

export function startTwoFactorSetup() {
  return apiRequest<Partial<ApiSchema<'TwoFactorSetupDto'>>>('/account/two-factor/setup', { method: 'POST' });
}

/** Turning it on ends every session of the account; the answer carries this session's fresh token. */
export function confirmTwoFactor(code: string) {
  const body: ApiSchema<'TwoFactorCodeDto'> = { code };
  return apiRequest<Partial<ApiSchema<'TwoFactorTurnedOnDto'>>>('/account/two-factor/confirm', { method: 'POST', body });
}

export function regenerateRecoveryCodes(code: string) {
  const body: ApiSchema<'TwoFactorCodeDto'> = { code };
  return apiRequest<WithCodes>('/account/two-factor/recovery-codes', { method: 'POST', body });
}

export function turnOffTwoFactor(code: string, password?: string) {
  const body: ApiSchema<'TurnOffTwoFactorDto'> = password === undefined ? { code } : { code, password };
  return apiRequest('/account/two-factor/disable', { method: 'POST', body });
}
