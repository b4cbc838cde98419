import { apiRequest } from '../../../lib/api-client';

export interface ContactFormPayload {
  first_name: string;
  last_name: string;
  email: string;
  phone_number: string;
  subject: string;
  message: string;
  /** Honeypot: people never see it; the API drops submissions that fill it. */
  contact_me_by_fax?: string;
}

export function sendContactForm(payload: ContactFormPayload) {
  return apiRequest('/contact/contact-form', { method: 'POST', body: payload });
}
