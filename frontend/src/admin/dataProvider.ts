import simpleRestProvider from 'ra-data-simple-rest';
import { fetchUtils, HttpError, type DataProvider } from 'react-admin';
import { appConfig } from '../lib/config';
import type { ApiSchema } from '../lib/api-client';
import { TOKEN_KEY } from '../lib/session';
import { TABS, isTab } from './tabs';

export const ADMIN_API_URL = `${appConfig.apiBase}/admin`;

/** GET /admin/stats: one count per dashboard card (DASHBOARD_CARDS), as the API's document declares them. */
export type ModerationStats = ApiSchema<'ModerationStatsDto'>;

/**
 * Whether an account's two-factor sign-in is on (GET /admin/users/{id}/two-factor), read as the record of this
 * panel-only resource, so react-admin caches it with the member and a refresh after a reset reads it again.
 */
export const TWO_FACTOR_RESOURCE = 'two-factor';
export type TwoFactorState = ApiSchema<'AdminTwoFactorStateDto'> & { id: number | string };

export interface AdminDataProvider extends DataProvider {
  getStats(): Promise<ModerationStats>;
  /** PUT /admin/users/{id}/verification: the Verified badge, with what was checked. */
  verifyMember(id: number | string, note: string): Promise<unknown>;
  /** DELETE /admin/users/{id}/verification. */
  removeVerification(id: number | string): Promise<unknown>;
  /** DELETE /admin/users/{id}/two-factor: another account's two-factor off, its sessions ended; answers { message }. */
  resetTwoFactor(id: number | string): Promise<ApiSchema<'MessageResponseDto'>>;
}

type HttpClient = (url: string, options?: fetchUtils.Options) => ReturnType<typeof fetchUtils.fetchJson>;

/** The API's errors carry a readable `error_message`; Nest's own `message` may be a list of validation texts. */
function readableMessage(error: HttpError): string {
  const body = error.body as { error_message?: unknown; message?: unknown } | undefined;
  if (typeof body?.error_message === 'string' && body.error_message) return body.error_message;
  if (Array.isArray(body?.message)) return body.message.join(', ');
  if (typeof body?.message === 'string' && body.message) return body.message;
  return error.message || `Request failed (${error.status})`;
}

/** Sends the session's bearer token, read on every call so a new sign-in needs no reload. */
export function createHttpClient(storage: Storage = window.localStorage): HttpClient {
  return async (url, options = {}) => {
    const headers = new Headers(options.headers as HeadersInit | undefined);
    if (!headers.has('Accept')) headers.set('Accept', 'application/json');
    const token = storage.getItem(TOKEN_KEY);
    if (token) headers.set('Authorization', `Bearer ${token}`);
    try {
      return await fetchUtils.fetchJson(url, { ...options, headers });
    } catch (error) {
      if (error instanceof HttpError) throw new HttpError(readableMessage(error), error.status, error.body);
      throw error;
    }
  };
}

function apiTarget(resource: string): { apiResource: string; filter: Record<string, unknown> } {
  return isTab(resource) ? TABS[resource] : { apiResource: resource, filter: {} };
}

/**
 * ra-data-simple-rest against /api/v1/admin, with the panel's tab names mapped to API resources.
 * A tab's fixed filter is applied last, so a crafted URL cannot turn Pending-Ads into every ad.
 */
export function createAdminDataProvider(httpClient: HttpClient = createHttpClient(), apiUrl: string = ADMIN_API_URL): AdminDataProvider {
  const rest = simpleRestProvider(apiUrl, httpClient);
  return {
    getList: (resource, params) => {
      const target = apiTarget(resource);
      return rest.getList(target.apiResource, { ...params, filter: { ...params.filter, ...target.filter } });
    },
    getOne: async (resource, params) => {
      if (resource !== TWO_FACTOR_RESOURCE) return rest.getOne(apiTarget(resource).apiResource, params);
      const { json } = await httpClient(`${apiUrl}/users/${encodeURIComponent(String(params.id))}/two-factor`);
      return { data: { ...(json as ApiSchema<'AdminTwoFactorStateDto'>), id: params.id } as never };
    },
    getMany: (resource, params) => rest.getMany(apiTarget(resource).apiResource, params),
    getManyReference: (resource, params) => {
      const target = apiTarget(resource);
      return rest.getManyReference(target.apiResource, { ...params, filter: { ...params.filter, ...target.filter } });
    },
    create: (resource, params) => rest.create(apiTarget(resource).apiResource, params),
    update: (resource, params) => rest.update(apiTarget(resource).apiResource, params),
    updateMany: (resource, params) => rest.updateMany(apiTarget(resource).apiResource, params),
    delete: (resource, params) => rest.delete(apiTarget(resource).apiResource, params),
    deleteMany: (resource, params) => rest.deleteMany(apiTarget(resource).apiResource, params),
    getStats: async () => {
      const { json } = await httpClient(`${apiUrl}/stats`);
      return json as ModerationStats;
    },
    verifyMember: async (id, note) => {
      const body: ApiSchema<'VerifyUserDto'> = { note };
      const { json } = await httpClient(`${apiUrl}/users/${encodeURIComponent(String(id))}/verification`, { method: 'PUT', body: JSON.stringify(body) });
      return json;
    },
    removeVerification: async (id) => {
      const { json } = await httpClient(`${apiUrl}/users/${encodeURIComponent(String(id))}/verification`, { method: 'DELETE' });
      return json;
    },
    resetTwoFactor: async (id) => {
      const { json } = await httpClient(`${apiUrl}/users/${encodeURIComponent(String(id))}/two-factor`, { method: 'DELETE' });
      return json as ApiSchema<'MessageResponseDto'>;
    },
  };
}
