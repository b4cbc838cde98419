import { apiRequest } from '../../../lib/api-client';

export interface LegalIssue {
  receiver_id: number | string;
  full_name: string;
  email: string;
  PhoneNumber: string;
  address?: string;
  legal_issue: string;
  specific_issue: string;
  description: string;
  relevent_data?: string;
}

export async function submitLegalIssue(issue: LegalIssue): Promise<boolean> {
  const response = await apiRequest('/issues/legal-assistance', { method: 'POST', body: issue });
  return response.ok;
}
