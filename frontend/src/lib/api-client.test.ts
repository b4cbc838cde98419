import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { unmark } from '../test/pseudo-language';
import { apiRequest, buildApiUrl, setUnauthorizedHandler } from './api-client';
import { sessionStore } from './session';

describe('api client', () => {
  afterEach(() => {
    sessionStore.logout();
    vi.unstubAllGlobals();
  });

  it('builds /api/v1 URLs with repeated query values and without empty ones', () => {
    expect(buildApiUrl('/info/get-users', { industry_type: ['A & B', 'C'], q: '', cursor: null })).toBe(
      '/api/v1/info/get-users?industry_type=A+%26+B&industry_type=C',
    );
  });

  it('adds the bearer token of the session', async () => {
    const api = mockApi({ 'GET /auth/me': { body: { user_details: {} } } });
    sessionStore.loginSuccess({ role: 'helper', industry: null }, 'jwt-9');
    await apiRequest('/auth/me');
    expect(api.calls[0].headers.Authorization).toBe('Bearer jwt-9');
  });

  it('signs the user out and goes to /signin when the API answers 401 to a signed-in call', async () => {
    mockApi({ 'GET /issues/inbox': { status: 401, body: { error_message: 'Please sign in to continue' } } });
    const goToSignIn = vi.fn();
    setUnauthorizedHandler(goToSignIn);
    sessionStore.loginSuccess({ role: 'helper', industry: null }, 'expired');
    const response = await apiRequest('/issues/inbox');
    expect(response.status).toBe(401);
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(goToSignIn).toHaveBeenCalledTimes(1);
  });

  it('does not treat a failed sign-in (401 without a session) as a session ending', async () => {
    mockApi({ 'POST /auth/login': { status: 401, body: { error_message: 'Invalid email or password' } } });
    const goToSignIn = vi.fn();
    setUnauthorizedHandler(goToSignIn);
    const response = await apiRequest('/auth/login', { method: 'POST', body: { email: 'a@b.co', password: 'x' } });
    // Read as the reader sees it: apiRequest gives the API's text in the current catalog (the pseudo-language marks it).
    expect(unmark(response.data.error_message ?? '')).toBe('Invalid email or password');
    expect(goToSignIn).not.toHaveBeenCalled();
  });

  it('sends FormData as multipart without a JSON content type', async () => {
    const api = mockApi({ 'POST /issues/business-network': { status: 201 } });
    const body = new FormData();
    body.append('title', 'Bike');
    await apiRequest('/issues/business-network', { method: 'POST', body });
    expect(api.calls[0].body).toBeInstanceOf(FormData);
    expect(api.calls[0].headers['Content-Type']).toBeUndefined();
  });
});
