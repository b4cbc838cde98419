import { apiRequest } from '../../../lib/api-client';

export interface ClinicIssue {
  receiver_id: number | string;
  gender: string;
  age: number;
  contact_info: string;
  location: string;
  Symptoms: string;
  duration_of_symptoms: string;
  pain_rating: number;
  existing_medical_conditions: string;
  active_medications_prescriptions: string;
}

/** The spec treats only a 201 as success for the clinic form. */
export async function submitClinicIssue(issue: ClinicIssue): Promise<boolean> {
  const response = await apiRequest('/issues/virtual-clinic', { method: 'POST', body: issue });
  return response.status === 201;
}
