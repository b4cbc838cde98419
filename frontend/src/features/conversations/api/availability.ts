import { CONVERSATION_LIMITS } from '@community/vocabulary';
import { apiRequest, type ApiSchema } from '../../../lib/api-client';

/**
 * What the panel holds: the settings a member saves, and open_requests (requests still new, read, more_info or
 * accepted, which count against the capacity) once the API has answered.
 */
export type Availability = ApiSchema<'AvailabilityUpdateDto'> & Partial<Pick<ApiSchema<'AvailabilityDto'>, 'open_requests'>>;

export const DEFAULT_AVAILABILITY: Availability = { accepting_requests: true, capacity: CONVERSATION_LIMITS.capacityDefault };

export async function getAvailability(signal?: AbortSignal): Promise<Availability> {
  const response = await apiRequest<Partial<ApiSchema<'AvailabilityDto'>>>('/account/availability', { signal });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { ...DEFAULT_AVAILABILITY, ...response.data };
}

export type SaveAnswer = { ok: true; availability: Availability } | { ok: false; error: string };

export async function saveAvailability(availability: Availability): Promise<SaveAnswer> {
  const response = await apiRequest<Partial<ApiSchema<'AvailabilityDto'>>>('/account/availability', { method: 'PUT', body: availability });
  if (response.ok) return { ok: true, availability: { ...availability, ...response.data } };
  return { ok: false, error: response.data.error_message ?? `HTTP ${response.status}` };
}
