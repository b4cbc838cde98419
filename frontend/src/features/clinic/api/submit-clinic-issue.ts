import { apiRequest, type ApiForm } from '../../../lib/api-client';

export type ClinicIssue = ApiForm<'ClinicIssueDto'>;

/** The spec treats only a 201 as success for the clinic form. */
export async function submitClinicIssue(issue: ClinicIssue): Promise<boolean> {
  const response = await apiRequest('/issues/virtual-clinic', { method: 'POST', body: issue });
  return response.status === 201;
}
