import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { apiRequest, buildApiUrl, setUnauthorizedHandler } from './api-client';
import { EARLY_REQUEST_MAX_AGE_MS, EARLY_REQUEST_SESSION_ATTRIBUTE, EARLY_REQUEST_URL_ATTRIBUTE, earlyRequestScript } from './early-request';
import { sessionStore, TOKEN_KEY } from './session';

const URL_OF_PAGE = buildApiUrl('/admin/get-business-group', { status_all: 1 });
const answer = (body: unknown) => new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json' } });

/** Runs the pre-rendered page's inline script as the browser would, with this tag as document.currentScript. */
function runInlineScript(attributes: Record<string, string>, fetchStub: (url: string, init: RequestInit) => Promise<Response>) {
  const tag = document.createElement('script');
  for (const [name, value] of Object.entries(attributes)) tag.setAttribute(name, value);
  const page = { currentScript: tag };
  new Function('document', 'localStorage', 'fetch', 'window', earlyRequestScript())(page, localStorage, fetchStub, window);
}

/** What the inline script leaves for the app, as if it had run with this response. */
function startedEarly(response: Promise<Response>, token: string | null = null, startedAt = Date.now()) {
  window.__earlyApiRequest = { url: URL_OF_PAGE, token, startedAt, response };
}

describe('the early API request of a pre-rendered page', () => {
  afterEach(() => {
    delete window.__earlyApiRequest;
    sessionStore.logout();
    localStorage.clear();
    vi.unstubAllGlobals();
  });

  it('the inline script sends what apiRequest sends, with the stored bearer token, and leaves the response for the app', () => {
    localStorage.setItem(TOKEN_KEY, 'jwt-1');
    const fetchStub = vi.fn(async () => answer({ data: [] }));
    runInlineScript({ [EARLY_REQUEST_URL_ATTRIBUTE]: URL_OF_PAGE, [EARLY_REQUEST_SESSION_ATTRIBUTE]: '' }, fetchStub);
    expect(fetchStub).toHaveBeenCalledWith(URL_OF_PAGE, { headers: { Accept: 'application/json', Authorization: 'Bearer jwt-1' } });
    expect(window.__earlyApiRequest).toMatchObject({ url: URL_OF_PAGE, token: 'jwt-1' });
  });

  it('the inline script asks without a token for a public page, and not at all for a member page when signed out', () => {
    const fetchStub = vi.fn(async () => answer({ data: [] }));
    runInlineScript({ [EARLY_REQUEST_URL_ATTRIBUTE]: URL_OF_PAGE }, fetchStub);
    expect(fetchStub).toHaveBeenCalledWith(URL_OF_PAGE, { headers: { Accept: 'application/json' } });
    expect(window.__earlyApiRequest?.token).toBeNull();
    delete window.__earlyApiRequest;
    fetchStub.mockClear();
    runInlineScript({ [EARLY_REQUEST_URL_ATTRIBUTE]: URL_OF_PAGE, [EARLY_REQUEST_SESSION_ATTRIBUTE]: '' }, fetchStub);
    expect(fetchStub).not.toHaveBeenCalled();
    expect(window.__earlyApiRequest).toBeUndefined();
  });

  it('hands the response to the first call for exactly that URL, once; the next call fetches', async () => {
    const api = mockApi({ 'GET /admin/get-business-group': { body: { data: ['from the API'] } } });
    startedEarly(Promise.resolve(answer({ data: ['early'] })));
    const first = await apiRequest('/admin/get-business-group', { query: { status_all: 1 } });
    expect(first.data).toEqual({ data: ['early'] });
    expect(api.calls).toHaveLength(0);
    const second = await apiRequest('/admin/get-business-group', { query: { status_all: 1 } });
    expect(second.data).toEqual({ data: ['from the API'] });
    expect(api.calls).toHaveLength(1);
  });

  it('leaves it to its own request when another call comes first (the unread count, a search)', async () => {
    const api = mockApi({ 'GET /admin/get-business-group': { body: { data: ['searched'] } } });
    startedEarly(Promise.resolve(answer({ data: ['early'] })));
    const searched = await apiRequest('/admin/get-business-group', { query: { status_all: 1, q: 'bakery' } });
    expect(searched.data).toEqual({ data: ['searched'] });
    expect(api.calls[0].url.searchParams.get('q')).toBe('bakery');
    expect(window.__earlyApiRequest).toBeDefined();
    expect((await apiRequest('/admin/get-business-group', { query: { status_all: 1 } })).data).toEqual({ data: ['early'] });
  });

  it('fetches again when the early request failed, was made as another visitor, or is older than the limit', async () => {
    const api = mockApi({ 'GET /admin/get-business-group': { body: { data: ['from the API'] } } });
    const ask = () => apiRequest('/admin/get-business-group', { query: { status_all: 1 } });

    startedEarly(Promise.reject(new TypeError('Failed to fetch')));
    expect((await ask()).data).toEqual({ data: ['from the API'] });

    sessionStore.loginSuccess({ role: 'helper', industry: null }, 'jwt-new');
    startedEarly(Promise.resolve(answer({ data: ['early'] })), 'jwt-old');
    expect((await ask()).data).toEqual({ data: ['from the API'] });
    expect(api.calls[1].headers.Authorization).toBe('Bearer jwt-new');

    startedEarly(Promise.resolve(answer({ data: ['early'] })), 'jwt-new', Date.now() - EARLY_REQUEST_MAX_AGE_MS - 1);
    expect((await ask()).data).toEqual({ data: ['from the API'] });
    expect(api.calls).toHaveLength(3);
    expect(window.__earlyApiRequest).toBeUndefined();
  });

  it('signs out on a 401 taken early, as on any session call', async () => {
    const goToSignIn = vi.fn();
    setUnauthorizedHandler(goToSignIn);
    sessionStore.loginSuccess({ role: 'helper', industry: null }, 'expired');
    startedEarly(Promise.resolve(new Response('{}', { status: 401 })), 'expired');
    const response = await apiRequest('/admin/get-business-group', { query: { status_all: 1 } });
    expect(response.status).toBe(401);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(goToSignIn).toHaveBeenCalledTimes(1);
  });
});
