import { apiRequest, type ApiSchema } from '../../../lib/api-client';

export type BusinessListing = ApiSchema<'MyBusinessGroupDto'>;

/** The member's approved business listings, which Post a job offers as the employer. None on a failure (a name still works). */
export async function getApprovedListings(signal?: AbortSignal): Promise<BusinessListing[]> {
  const response = await apiRequest<Partial<ApiSchema<'MyBusinessGroupsDto'>>>('/account/business-groups', { signal });
  if (!response.ok) return [];
  return (response.data.data ?? []).filter((listing) => listing.status === 'approved');
}
