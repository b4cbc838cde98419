import { apiRequest } from '../../../lib/api-client';

/** POST /auth/resend-confirmation (signed in): a new link; older ones stop working. */
export function resendConfirmation() {
  return apiRequest('/auth/resend-confirmation', { method: 'POST' });
}
