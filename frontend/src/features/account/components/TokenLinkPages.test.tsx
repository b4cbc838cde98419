import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionStore } from '../../../lib/session';
import { mockApi } from '../../../test/mock-api';
import { renderApp, signIn, signOut } from '../../../test/render';

describe('pages the mailed links open', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('/unsubscribe works signed out: posts the token from the fragment once and shows the answer', async () => {
    const api = mockApi({ 'POST /notifications/unsubscribe': { body: { message: 'You will no longer receive these emails', kind: 'reply' } } });
    renderApp('/unsubscribe#token=abc.def');
    expect(await screen.findByText('You will no longer receive these emails')).toBeInTheDocument();
    expect(api.callsTo('POST /notifications/unsubscribe').map((call) => call.body)).toEqual([{ token: 'abc.def' }]);
  });

  it('/unsubscribe shows the invalid-link text', async () => {
    mockApi({ 'POST /notifications/unsubscribe': { status: 400, body: { error_message: 'This link is invalid or has expired' } } });
    renderApp('/unsubscribe#token=old');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired');
  });

  it('/unsubscribe without a token sends nothing', async () => {
    const api = mockApi({});
    renderApp('/unsubscribe');
    expect(await screen.findByRole('alert')).toHaveTextContent('This link is invalid or has expired');
    expect(api.callsTo('POST /notifications/unsubscribe')).toHaveLength(0);
  });

  it('/account/email/confirm confirms and a signed-in browser keeps its session with the fresh token', async () => {
    signIn({ role: 'helper' }, 'jwt-old');
    const api = mockApi({ 'POST /account/email/confirm': { body: { message: 'Your email address has been changed', AuthToken: 'jwt-new' } } });
    renderApp('/account/email/confirm#token=t1');
    expect(await screen.findByText('Your email address has been changed')).toBeInTheDocument();
    expect(api.callsTo('POST /account/email/confirm')[0].body).toEqual({ token: 't1' });
    expect(sessionStore.getState().token).toBe('jwt-new');
  });

  it('/account/delete/confirm deletes and signs out', async () => {
    signIn({ role: 'helper' }, 'jwt-old');
    mockApi({ 'POST /account/delete/confirm': { body: { message: 'Your account has been deleted' } } });
    renderApp('/account/delete/confirm#token=t2');
    expect(await screen.findByText('Your account has been deleted')).toBeInTheDocument();
    expect(sessionStore.getState().isAuthenticated).toBe(false);
  });

  it('/account needs a session, and My account is in the nav for members', async () => {
    mockApi({ 'GET /account': { body: {} } });
    const { router } = renderApp('/account');
    await vi.waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    signIn({ role: 'seeker', industry: null });
    mockApi({
      'GET /account': { body: { id: 1, name: 'Sam Seeker', email: 's@example.com', role: 'seeker', industry: null, notifications: {}, has_password: true } },
    });
    await router.navigate('/account');
    expect(await screen.findByRole('heading', { name: 'My account', level: 1 })).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'My account' })[0]).toHaveAttribute('href', '/account');
  });
});
