import { apiRequest, type ApiForm } from '../../../lib/api-client';

export type BusinessRegistration = ApiForm<'RegisterBusinessDto'>;

export function registerBusiness(payload: BusinessRegistration) {
  return apiRequest('/auth/business-register', { method: 'POST', body: payload });
}
