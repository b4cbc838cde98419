import { apiRequest, type ApiForm } from '../../../lib/api-client';
import { sendOutcome, type SendOutcome } from '../../../lib/send-outcome';

export type ClinicIssue = ApiForm<'ClinicIssueDto'>;

/** The spec treats only a 201 as success for the clinic form. */
export async function submitClinicIssue(issue: ClinicIssue): Promise<SendOutcome> {
  const response = await apiRequest('/issues/virtual-clinic', { method: 'POST', body: issue });
  return sendOutcome(response, response.status === 201);
}
