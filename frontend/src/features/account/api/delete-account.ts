import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/** Google-only accounts send no password and get a confirmation link by mail (202). */
export function deleteAccount(password?: string) {
  const body: ApiSchema<'DeleteAccountDto'> = password === undefined ? {} : { password };
  return apiRequest('/account', { method: 'DELETE', body });
}
