import { beforeEach, describe, expect, it } from 'vitest';
import { createSessionStore, restoreSession, sessionReducer, signedOutState, TOKEN_KEY, USER_KEY } from './session';

const helper = { id: 7, name: 'Ada', email: 'ada@example.com', role: 'helper', industry: 'Technology, Engineering & Data' };

describe('session actions (spec section 4)', () => {
  beforeEach(() => localStorage.clear());

  it('loginStart sets loading', () => {
    expect(sessionReducer(signedOutState, { type: 'loginStart' }).loading).toBe(true);
  });

  it('loginSuccess authenticates, keeps user, token, role and industry, stops loading and saves to storage', () => {
    const sut = createSessionStore(localStorage);
    sut.loginStart();
    sut.loginSuccess(helper, 'jwt-1');
    expect(sut.getState()).toEqual({ user: helper, token: 'jwt-1', role: 'helper', industry: helper.industry, loading: false, isAuthenticated: true });
    expect(localStorage.getItem(TOKEN_KEY)).toBe('jwt-1');
    expect(JSON.parse(localStorage.getItem(USER_KEY)!)).toEqual(helper);
  });

  it('loginFailure stops loading and leaves the user signed out', () => {
    const sut = createSessionStore(localStorage);
    sut.loginStart();
    sut.loginFailure();
    expect(sut.getState()).toEqual(signedOutState);
  });

  it('logout clears user, token, role and industry and removes the stored token and user', () => {
    const sut = createSessionStore(localStorage);
    sut.loginSuccess(helper, 'jwt-1');
    sut.logout();
    expect(sut.getState()).toEqual(signedOutState);
    expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(USER_KEY)).toBeNull();
  });

  it('restores the session from storage on page load; a token alone means authenticated', () => {
    localStorage.setItem(TOKEN_KEY, 'jwt-2');
    localStorage.setItem(USER_KEY, JSON.stringify(helper));
    expect(createSessionStore(localStorage).getState()).toMatchObject({ isAuthenticated: true, token: 'jwt-2', role: 'helper', industry: helper.industry });

    localStorage.removeItem(USER_KEY);
    expect(restoreSession(localStorage)).toMatchObject({ isAuthenticated: true, user: null, role: null });
  });

  it('treats a corrupt stored user as no user', () => {
    localStorage.setItem(USER_KEY, '{not json');
    expect(restoreSession(localStorage)).toEqual(signedOutState);
  });

  it('notifies subscribers on every action', () => {
    const sut = createSessionStore(localStorage);
    let calls = 0;
    sut.subscribe(() => calls++);
    sut.loginStart();
    sut.loginFailure();
    expect(calls).toBe(2);
  });
});
