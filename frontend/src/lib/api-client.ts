import type { components } from './api/api-schema';
import { appConfig } from './config';
import { takeEarlyResponse } from './early-request';
import { currentLanguage } from './i18n/language';
import { localizeServerText } from './i18n/localized';
import { sessionStore } from './session';

/**
 * A body the API documents, by its schema name in the OpenAPI document (generated from the backend's DTOs by
 * `npm run api:types`), so a field the backend renames breaks the web build instead of the page.
 */
export type ApiSchema<Name extends keyof components['schemas']> = components['schemas'][Name];

type AnyText<Value> = Value extends string ? string : Value;

/**
 * A request body as the web forms hold it: the document's field names and required fields, but an enumerated
 * text is any string, because a form keeps what the user picked as text and the API validates it (answering
 * with its documented error_message).
 */
export type ApiForm<Name extends keyof components['schemas']> = {
  [Field in keyof ApiSchema<Name>]: AnyText<ApiSchema<Name>[Field]>;
};

export type QueryValue = string | number | undefined | null | readonly string[];

/** Where a GET goes: one function per call builds it, for the call itself and for the pre-rendered page's early request. */
export interface ApiCall {
  path: string;
  query?: Record<string, QueryValue>;
}

export interface ApiRequest {
  method?: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
  /** A token to use instead of the session's (e.g. one just handed back by a sign-in redirect). */
  token?: string;
}

export interface ApiResponse<T> {
  ok: boolean;
  status: number;
  data: T & { message?: string; error_message?: string };
}

let onUnauthorized: () => void = () => window.location.assign('/signin');

/** The app registers its router's navigation here, so a 401 can send the user to /signin. */
export function setUnauthorizedHandler(handler: () => void) {
  onUnauthorized = handler;
}

export function buildApiUrl(path: string, query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (Array.isArray(value)) value.forEach((item) => params.append(key, item));
    else params.append(key, String(value));
  }
  const search = params.toString();
  return `${appConfig.apiBase}${path}${search ? `?${search}` : ''}`;
}

/** Rejects only when the network fails; HTTP errors come back as values with the server's JSON. */
export async function apiRequest<T = Record<string, unknown>>(path: string, request: ApiRequest = {}): Promise<ApiResponse<T>> {
  const token = request.token ?? sessionStore.getState().token;
  // The reader's language: the API records it on a new account (its mails' language) until My account changes it.
  const headers: Record<string, string> = { Accept: 'application/json', 'Accept-Language': currentLanguage() };
  if (token) headers.Authorization = `Bearer ${token}`;
  let body: BodyInit | undefined;
  if (request.body instanceof FormData) {
    body = request.body;
  } else if (request.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(request.body);
  }

  const url = buildApiUrl(path, request.query);
  const method = request.method ?? (body ? 'POST' : 'GET');
  const ask = () => fetch(url, { method, headers, body, signal: request.signal });
  // The pre-rendered page may have started this very request already (lib/early-request.ts); if that failed, ask again.
  const early = method === 'GET' ? takeEarlyResponse(url, token ?? null) : undefined;
  const response = early ? await early.catch(ask) : await ask();
  // The early request cannot be aborted: behave as an aborted fetch would.
  if (early && request.signal?.aborted) throw request.signal.reason;
  const data = (await response.json().catch(() => ({}))) as ApiResponse<T>['data'];
  // The API answers in the vocabulary's English: its sentence is shown in the reader's language when a catalog has it.
  if (data && typeof data === 'object') {
    if (typeof data.error_message === 'string') data.error_message = localizeServerText(data.error_message);
    if (typeof data.message === 'string') data.message = localizeServerText(data.message);
  }

  // An expired or revoked token ends the session (spec: a 401 signs the user out). A failed login is not a session.
  if (response.status === 401 && token && !request.token) {
    sessionStore.logout();
    onUnauthorized();
  }
  return { ok: response.ok, status: response.status, data };
}
