import { apiRequest } from '../../../lib/api-client';

/** Google-only accounts send no password and get a confirmation link by mail (202). */
export function deleteAccount(password?: string) {
  return apiRequest('/account', { method: 'DELETE', body: password === undefined ? {} : { password } });
}
