import type { components } from './api-schema';
import { apiRequest, buildApiUrl, type ApiCall, type ApiResponse, type ApiSchema } from '../api-client';
import { sessionStore } from '../session';
import type { Page } from '../use-paged-list';

/**
 * The Job Board's calls (issue #27), shared by the board (features/jobs), My account (My jobs, Saved searches) and
 * Messages (a Job Board thread's application and CV), which may not import each other. Bodies come from the OpenAPI
 * document only.
 */
export type Job = ApiSchema<'JobDto'>;
export type MyJob = ApiSchema<'MyJobDto'>;
export type JobForm = ApiSchema<'CreateJobDto'>;

/**
 * The parts of issue #27 whose API has not reached main yet (applications, saved searches, a conversation's
 * attachment): the document's schema once the API declares it, so every field read here is checked by `tsc` from then
 * on; until then a loose record (the screens are built and tested against the shapes). Not a hand-written
 * body: nothing here names a field.
 */
type Landing<Name extends string> = Name extends keyof components['schemas'] ? components['schemas'][Name] : Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any
export type JobApplication = ApiSchema<'JobApplicationDto'>;
export type SavedSearch = Landing<'SavedSearchDto'>;
export type NewSavedSearch = Landing<'CreateSavedSearchDto'>;
/** A Job Board thread's application (its job and the status its poster set), as GET /conversations/:id carries it. */
export type ConversationApplication = ApiSchema<'ConversationApplicationDto'>;

/** A conversation's application, or null for a thread of another section. */
export function applicationOf(conversation: { application?: ConversationApplication | null }): ConversationApplication | null {
  return conversation.application ?? null;
}

/** The list's search box and filters, as the address keeps them; empty means all. */
export interface JobFilter {
  q?: string;
  industry?: string;
  workplace?: string;
  employment_type?: string;
}

export function jobsRequest(cursor: string | null, filter: JobFilter = {}): ApiCall {
  return {
    path: '/jobs',
    query: { q: filter.q?.trim(), industry: filter.industry, workplace: filter.workplace, employment_type: filter.employment_type, cursor },
  };
}

/** One page of approved, unexpired postings, newest first; a failure throws (the list shows its error state). */
export async function getJobs(cursor: string | null, signal: AbortSignal | undefined, filter: JobFilter = {}): Promise<Page<Job>> {
  const { path, query } = jobsRequest(cursor, filter);
  const response = await apiRequest<Partial<ApiSchema<'JobListDto'>>>(path, { query, signal });
  if (!response.ok) throw new Error(response.data.error_message ?? `HTTP ${response.status}`);
  return { items: response.data.data ?? [], nextCursor: response.data.next_cursor ?? null };
}

export function getJob(id: string, signal?: AbortSignal) {
  return apiRequest<Partial<Job>>(`/jobs/${encodeURIComponent(id)}`, { signal });
}

export function postJob(body: JobForm) {
  return apiRequest<Partial<ApiSchema<'MyJobSavedDto'>>>('/jobs', { method: 'POST', body });
}

export function applyToJob(jobId: number, message: string, cv: File | null) {
  const form = new FormData();
  form.append('message', message);
  if (cv) form.append('cv', cv, cv.name);
  return apiRequest<Partial<Landing<'JobApplicationCreatedDto'>>>(`/jobs/${jobId}/applications`, { method: 'POST', body: form });
}

// My jobs

export function getMyJobs() {
  return apiRequest<Partial<ApiSchema<'MyJobsDto'>>>('/account/jobs');
}

export function updateMyJob(id: number, body: ApiSchema<'EditJobDto'>) {
  return apiRequest<Partial<ApiSchema<'MyJobSavedDto'>>>(`/account/jobs/${id}`, { method: 'PATCH', body });
}

export function closeMyJob(id: number) {
  return apiRequest<Partial<MyJob>>(`/account/jobs/${id}/close`, { method: 'POST' });
}

export function renewMyJob(id: number) {
  return apiRequest<Partial<MyJob>>(`/account/jobs/${id}/renew`, { method: 'POST' });
}

export function deleteMyJob(id: number) {
  return apiRequest<Partial<ApiSchema<'MessageResponseDto'>>>(`/account/jobs/${id}`, { method: 'DELETE' });
}

/** A posting's applications (its poster only), newest first. */
/** A page of a posting's applications, newest first; `cursor` is the previous page's next_cursor. */
export function getJobApplications(jobId: number, signal?: AbortSignal, cursor?: string) {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest<Partial<ApiSchema<'JobApplicationListDto'>>>(`/account/jobs/${jobId}/applications${query}`, { signal });
}

export function setApplicationStatus(jobId: number, applicationId: number, status: string) {
  return apiRequest<Partial<JobApplication>>(`/account/jobs/${jobId}/applications/${applicationId}`, { method: 'PATCH', body: { status } });
}

// Saved searches

export function getSavedSearches() {
  return apiRequest<Partial<Landing<'SavedSearchListDto'>>>('/account/saved-searches');
}

export function saveSearch(body: NewSavedSearch) {
  return apiRequest<Partial<SavedSearch>>('/account/saved-searches', { method: 'POST', body });
}

export function deleteSavedSearch(id: number) {
  return apiRequest<Record<string, never>>(`/account/saved-searches/${id}`, { method: 'DELETE' });
}

// A conversation's attachment (a CV): only the two participants may read it, so it is fetched with the bearer token and
// handed to the browser as a blob, never as a bare link the browser would open without the token.

export async function downloadAttachment(conversationId: number, attachmentId: number, fileName: string): Promise<ApiResponse<Record<string, never>>> {
  const token = sessionStore.getState().token;
  const response = await fetch(buildApiUrl(`/conversations/${conversationId}/attachments/${attachmentId}`), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
  });
  if (!response.ok) {
    const data = (await response.json().catch(() => ({}))) as ApiResponse<Record<string, never>>['data'];
    return { ok: false, status: response.status, data };
  }
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the browser's download; free it a little later.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return { ok: true, status: response.status, data: {} };
}
