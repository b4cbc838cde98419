import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { TWO_FACTOR_RESOURCE, createAdminDataProvider, createHttpClient } from './dataProvider';

interface Call {
  url: URL;
  method: string;
  headers: Headers;
  body: unknown;
}

let calls: Call[];
let answer: () => Response;

function jsonResponse(body: unknown, init: ResponseInit = {}) {
  return new Response(JSON.stringify(body), { status: 200, ...init, headers: { 'Content-Type': 'application/json', ...init.headers } });
}

beforeEach(() => {
  calls = [];
  answer = () => jsonResponse([], { headers: { 'Content-Range': 'items 0-0/0' } });
  localStorage.setItem('auth-token', 'admin-token');
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit = {}) => {
      calls.push({
        url: new URL(url, 'http://localhost'),
        method: init.method ?? 'GET',
        headers: new Headers(init.headers),
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      });
      return answer();
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

const sut = () => createAdminDataProvider(createHttpClient(localStorage));
const listParams = (filter: Record<string, unknown> = {}) => ({
  pagination: { page: 1, perPage: 25 },
  sort: { field: 'id', order: 'DESC' as const },
  filter,
});
const filterOf = (call: Call) => JSON.parse(call.url.searchParams.get('filter') ?? '{}');

describe('admin data provider', () => {
  it('sends a tab search to its API resource with the tab filter, paging, sorting and the bearer token', async () => {
    answer = () => jsonResponse([{ id: 3, name: 'Ann' }], { headers: { 'Content-Range': 'users 0-0/41' } });

    const result = await sut().getList('helpers', listParams({ q: 'ann' }));

    const [call] = calls;
    expect(call.url.pathname).toBe('/api/v1/admin/users');
    expect(filterOf(call)).toEqual({ q: 'ann', role: 'helper' });
    expect(JSON.parse(call.url.searchParams.get('range')!)).toEqual([0, 24]);
    expect(JSON.parse(call.url.searchParams.get('sort')!)).toEqual(['id', 'DESC']);
    expect(call.headers.get('Authorization')).toBe('Bearer admin-token');
    expect(call.headers.get('Range')).toBe('users=0-24');
    expect(result).toEqual({ data: [{ id: 3, name: 'Ann' }], total: 41 });
  });

  it.each([
    ['seekers', '/api/v1/admin/users', { role: 'seeker' }],
    ['contactForms', '/api/v1/admin/contact-forms', {}],
    ['Ads', '/api/v1/admin/ads', {}],
    ['Pending-Ads', '/api/v1/admin/ads', { status: 'pending' }],
    ['businessGroups', '/api/v1/admin/business-groups', {}],
    ['pendingBusinessGroups', '/api/v1/admin/business-groups', { status: 0 }],
    ['pendingEdits', '/api/v1/admin/business-groups', { pending_edit: true }],
    ['admins', '/api/v1/admin/users', { role: 'admin' }],
    ['audit-log', '/api/v1/admin/audit-log', {}],
  ])('maps the %s tab to %s with filter %j', async (tab, path, filter) => {
    await sut().getList(tab, listParams({ q: 'x' }));
    expect(calls[0].url.pathname).toBe(path);
    expect(filterOf(calls[0])).toEqual({ q: 'x', ...filter });
  });

  it('keeps a pending tab pending whatever filter the URL carries', async () => {
    await sut().getList('Pending-Ads', listParams({ status: 'approved' }));
    expect(filterOf(calls[0])).toEqual({ status: 'pending' });
  });

  it('approves through PUT on the API resource', async () => {
    answer = () => jsonResponse({ id: 5, status: 'approved' });
    await sut().update('Pending-Ads', { id: 5, data: { status: 'approved' }, previousData: { id: 5 } });
    expect(calls).toMatchObject([{ method: 'PUT', body: { status: 'approved' } }]);
    expect(calls[0].url.pathname).toBe('/api/v1/admin/ads/5');
  });

  it('bulk-approves groups with one PUT per group', async () => {
    answer = () => jsonResponse({ id: 0, status: 1 });
    await sut().updateMany('pendingBusinessGroups', { ids: [1, 2], data: { status: 1 } });
    expect(calls.map((call) => [call.method, call.url.pathname, call.body])).toEqual([
      ['PUT', '/api/v1/admin/business-groups/1', { status: 1 }],
      ['PUT', '/api/v1/admin/business-groups/2', { status: 1 }],
    ]);
  });

  it('deletes a member of a users tab through DELETE /users/:id', async () => {
    answer = () => jsonResponse({ id: 7 });
    await sut().delete('seekers', { id: 7, previousData: { id: 7 } });
    expect(calls[0].method).toBe('DELETE');
    expect(calls[0].url.pathname).toBe('/api/v1/admin/users/7');
  });

  it("resets another account's two-factor through DELETE /users/:id/two-factor and answers the API's message", async () => {
    answer = () => jsonResponse({ message: 'reset' });
    await expect(sut().resetTwoFactor(12)).resolves.toEqual({ message: 'reset' });
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([['DELETE', '/api/v1/admin/users/12/two-factor']]);
  });

  it('reads the moderation counts', async () => {
    answer = () => jsonResponse({ pendingAds: 4, pendingBusinessGroups: 2, openReports: 1 });
    await expect(sut().getStats()).resolves.toEqual({ pendingAds: 4, pendingBusinessGroups: 2, openReports: 1 });
    expect(calls[0].url.pathname).toBe('/api/v1/admin/stats');
  });

  it("reads an account's two-factor state as the record of the two-factor resource, from GET /users/:id/two-factor", async () => {
    answer = () => jsonResponse({ enabled: true, enabled_at: '2026-01-05T09:00:00.000Z' });
    await expect(sut().getOne(TWO_FACTOR_RESOURCE, { id: 12 })).resolves.toEqual({ data: { id: 12, enabled: true, enabled_at: '2026-01-05T09:00:00.000Z' } });
    expect(calls.map((call) => [call.method, call.url.pathname])).toEqual([['GET', '/api/v1/admin/users/12/two-factor']]);
  });

  it("rejects with the API's readable error_message and the status", async () => {
    answer = () => jsonResponse({ statusCode: 409, message: ['status must be one of'], error_message: 'This ad was already decided' }, { status: 409 });
    const failure = sut().update('Ads', { id: 5, data: { status: 'approved' }, previousData: { id: 5 } });
    await expect(failure).rejects.toBeInstanceOf(HttpError);
    await expect(failure).rejects.toMatchObject({ message: 'This ad was already decided', status: 409 });
  });

  it('sends no Authorization header without a session', async () => {
    localStorage.removeItem('auth-token');
    await sut().getList('Ads', listParams());
    expect(calls[0].headers.has('Authorization')).toBe(false);
  });
});
