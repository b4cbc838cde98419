import { CONVERSATION_LIMITS } from '@community/vocabulary';
import { apiRequest } from '../../../lib/api-client';

export interface Availability {
  accepting_requests: boolean;
  capacity: number;
  /** Requests still open (new, read, more_info, accepted): they count against the capacity. */
  open_requests?: number;
}

export const DEFAULT_AVAILABILITY: Availability = { accepting_requests: true, capacity: CONVERSATION_LIMITS.capacityDefault };

export async function getAvailability(signal?: AbortSignal): Promise<Availability> {
  const response = await apiRequest<Partial<Availability>>('/account/availability', { signal });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { ...DEFAULT_AVAILABILITY, ...response.data };
}

export type SaveAnswer = { ok: true; availability: Availability } | { ok: false; error: string };

export async function saveAvailability(availability: Availability): Promise<SaveAnswer> {
  const response = await apiRequest<Availability>('/account/availability', { method: 'PUT', body: availability });
  if (response.ok) return { ok: true, availability: { ...availability, ...response.data } };
  return { ok: false, error: response.data.error_message ?? `HTTP ${response.status}` };
}
