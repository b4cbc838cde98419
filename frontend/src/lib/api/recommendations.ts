import { apiRequest, type ApiSchema } from '../api-client';

/** A suggested mentor: a get-users item plus why, in words to show as they are. */
export type SuggestedMentor = ApiSchema<'RecommendedMentorDto'>;

/** GET /recommendations/mentors?limit= (seekers only): best match first. Throws on an error answer. */
export async function getSuggestedMentors(limit: number, signal?: AbortSignal): Promise<SuggestedMentor[]> {
  const { ok, data } = await apiRequest<Partial<ApiSchema<'RecommendedMentorsDto'>>>('/recommendations/mentors', { query: { limit }, signal });
  if (!ok || !Array.isArray(data.users)) throw new Error(data.error_message ?? 'recommendations');
  return data.users;
}
