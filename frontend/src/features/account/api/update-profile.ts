import { apiRequest } from '../../../lib/api-client';
import type { Account } from './types';

export interface ProfileChange {
  name: string;
  PhoneNumber: string;
  JobTitle: string;
  Description: string;
  IndustryType: string;
  mentorship?: string;
}

export function updateProfile(change: Partial<ProfileChange>) {
  return apiRequest<{ account: Account; errors?: Record<string, string> }>('/account', { method: 'PATCH', body: change });
}
