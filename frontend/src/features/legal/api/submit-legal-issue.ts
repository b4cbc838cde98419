import { apiRequest, type ApiForm } from '../../../lib/api-client';

export type LegalIssue = ApiForm<'LegalIssueDto'>;

export async function submitLegalIssue(issue: LegalIssue): Promise<boolean> {
  const response = await apiRequest('/issues/legal-assistance', { method: 'POST', body: issue });
  return response.ok;
}
