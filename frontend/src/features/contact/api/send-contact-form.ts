import { apiRequest, type ApiForm } from '../../../lib/api-client';

/** contact_me_by_fax is the honeypot: people never see it; the API drops submissions that fill it. */
export type ContactFormPayload = ApiForm<'ContactFormDto'>;

export function sendContactForm(payload: ContactFormPayload) {
  return apiRequest('/contact/contact-form', { method: 'POST', body: payload });
}
