import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/** Mails a 24-hour download link to the account's address (same answer whether or not it exists). */
export function requestExportLink(email: string) {
  const body: ApiSchema<'ExportLinkRequestDto'> = { email };
  return apiRequest('/account/export/request', { method: 'POST', body });
}
