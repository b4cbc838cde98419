import { apiRequest, type ApiForm } from '../../../lib/api-client';
import { sendOutcome, type SendOutcome } from '../../../lib/send-outcome';

export type LegalIssue = ApiForm<'LegalIssueDto'>;

export async function submitLegalIssue(issue: LegalIssue): Promise<SendOutcome> {
  return sendOutcome(await apiRequest('/issues/legal-assistance', { method: 'POST', body: issue }));
}
