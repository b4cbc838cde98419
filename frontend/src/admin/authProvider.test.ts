import { afterEach, describe, expect, it } from 'vitest';
import { createAuthProvider } from './authProvider';

const admin = { id: 1, name: 'Ada Admin', email: 'admin@example.com', role: 'admin' };
const seeker = { id: 2, name: 'Sam Seeker', email: 'sam@example.com', role: 'seeker', industry: 'Technology, Engineering & Data' };

function signIn(user: object | null, token: string | null = 'token') {
  if (token) localStorage.setItem('auth-token', token);
  if (user) localStorage.setItem('auth-user', JSON.stringify(user));
}

afterEach(() => localStorage.clear());

const sut = () => createAuthProvider(localStorage);
const origin = window.location.origin;

describe('admin auth provider', () => {
  it('lets an admin in', async () => {
    signIn(admin);
    await expect(sut().checkAuth({})).resolves.toBeUndefined();
  });

  it('sends a visitor without a token to /signin', async () => {
    signIn(admin, null);
    await expect(sut().checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/signin` });
  });

  it('sends a signed-in non-admin to / and keeps their session', async () => {
    signIn(seeker);
    const provider = sut();
    await expect(provider.checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/` });
    // react-admin calls logout after a failed checkAuth; the member stays signed in.
    await expect(provider.logout({})).resolves.toBe(`${origin}/`);
    expect(localStorage.getItem('auth-token')).toBe('token');
    expect(localStorage.getItem('auth-user')).toContain('seeker');
  });

  it('treats a token without a stored user as not an admin', async () => {
    signIn(null);
    await expect(sut().checkAuth({})).rejects.toMatchObject({ redirectTo: `${origin}/` });
  });

  it('signs out on a 401 from the API and goes to /signin', async () => {
    signIn(admin);
    await expect(sut().checkError({ status: 401 })).rejects.toMatchObject({ redirectTo: `${origin}/signin` });
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(localStorage.getItem('auth-user')).toBeNull();
  });

  it('leaves the session alone on other API errors', async () => {
    signIn(admin);
    await expect(sut().checkError({ status: 409 })).resolves.toBeUndefined();
    await expect(sut().checkError({ status: 500 })).resolves.toBeUndefined();
    expect(localStorage.getItem('auth-token')).toBe('token');
  });

  it("sends a 403 (no longer an admin) to / without ending the member's session", async () => {
    signIn(admin);
    await expect(sut().checkError({ status: 403 })).rejects.toMatchObject({ redirectTo: `${origin}/`, logoutUser: false });
    expect(localStorage.getItem('auth-token')).toBe('token');
  });

  it('logs an admin out: both keys cleared, then /signin', async () => {
    signIn(admin);
    await expect(sut().logout({})).resolves.toBe(`${origin}/signin`);
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(localStorage.getItem('auth-user')).toBeNull();
  });

  it('names the admin in the app bar', async () => {
    signIn(admin);
    await expect(sut().getIdentity!()).resolves.toEqual({ id: 1, fullName: 'Ada Admin' });
  });
});
