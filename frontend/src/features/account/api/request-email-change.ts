import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export function requestEmailChange(newEmail: string) {
  const body: ApiSchema<'ChangeEmailDto'> = { newEmail };
  return apiRequest('/account/email', { method: 'POST', body });
}
