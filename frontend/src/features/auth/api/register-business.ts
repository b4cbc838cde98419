import { apiRequest } from '../../../lib/api-client';

export interface BusinessRegistration {
  name: string;
  email: string;
  password: string;
  IndustryType: string;
  Description: string;
  website_url?: string;
  confirmConnections: boolean;
}

export function registerBusiness(payload: BusinessRegistration) {
  return apiRequest('/auth/business-register', { method: 'POST', body: payload });
}
