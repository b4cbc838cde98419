import { INDUSTRIES } from '@community/vocabulary';
import { AccessRow, everyone, signedIn } from './access-row';

const unique = () => `${Date.now().toString(36)}.${Math.random().toString(36).slice(2)}`;

/**
 * Accounts and health: the sign-in calls are public (a token, if sent, changes nothing); only /me and the
 * profile need one. Rows that would change a persona (profile completion) send a body the DTO refuses, so the
 * guard's answer (401) and the pipe's (400) are what is compared. Google is not configured in this app.
 */
export const authAccessRows: AccessRow[] = [
  { method: 'POST', path: '/api/v1/auth/login', body: () => ({ email: 'nobody@example.com', password: 'Wrong#123' }), expected: everyone(401) },
  { method: 'POST', path: '/api/v1/auth/google-auth', body: () => ({ token: 'not-a-google-id-token' }), expected: everyone(401) },
  // The two-factor step: public, and only a challenge from a right password opens it; a token changes nothing.
  { method: 'POST', path: '/api/v1/auth/two-factor', body: () => ({ challenge: 'not.a.challenge', code: '123456' }), expected: everyone(401) },
  { method: 'POST', path: '/api/v1/auth/two-factor/setup', body: () => ({ challenge: 'not.a.challenge' }), expected: everyone(401) },
  { method: 'POST', path: '/api/v1/auth/two-factor/setup/confirm', body: () => ({ challenge: 'not.a.challenge', code: '123456' }), expected: everyone(401) },
  {
    method: 'POST',
    path: '/api/v1/auth/register',
    body: () => ({
      name: 'Matrix Member',
      email: `matrix.${unique()}@example.com`,
      password: 'Str0ng!pass',
      mentorship: 'No',
      PhoneNumber: '+1 555 010 2030',
      IndustryType: INDUSTRIES[0],
      JobTitle: 'Analyst',
    }),
    expected: everyone(201),
  },
  {
    method: 'POST',
    path: '/api/v1/auth/business-register',
    body: () => ({
      name: 'Matrix Bakery',
      email: `bakery.${unique()}@example.com`,
      password: 'Str0ng!pass',
      IndustryType: INDUSTRIES[6],
      Description: 'Family bakery baking bread, pastries and celebration cakes every morning.',
    }),
    expected: everyone(201),
  },
  { method: 'POST', path: '/api/v1/auth/forgot-password', body: () => ({ email: 'nobody@example.com' }), expected: everyone(200) },
  { method: 'POST', path: '/api/v1/auth/reset-password', body: () => ({ token: 'x'.repeat(43), newPassword: 'N3w@pass' }), expected: everyone(400) },
  // The link confirms only the session's own account (docs/security.md, "Confirmation link"): anonymous callers sign in first.
  { method: 'POST', path: '/api/v1/auth/confirm-email', body: () => ({ token: 'x'.repeat(43) }), expected: signedIn(400) },
  // Whoever holds the link without that session sets a password instead; an unknown link is refused for everyone alike.
  {
    method: 'POST',
    path: '/api/v1/auth/confirm-email/new-password',
    body: () => ({ token: 'x'.repeat(43), newPassword: 'N3w@pass' }),
    expected: everyone(400),
  },
  // The signed-out "Send it again": the same answer for any address, a token changes nothing (a fresh address per call, under the per-address limit).
  { method: 'POST', path: '/api/v1/auth/confirmation/resend', body: () => ({ email: `matrix.resend.${unique()}@example.com` }), expected: everyone(200) },
  // Every persona's address is confirmed (accounts.ts), so a new link is refused with 409.
  { method: 'POST', path: '/api/v1/auth/resend-confirmation', expected: signedIn(409) },
  { method: 'GET', path: '/api/v1/auth/me', expected: signedIn(200) },
  { method: 'PATCH', path: '/api/v1/auth/profile', body: () => ({}), expected: signedIn(400) },
  { method: 'GET', path: '/api/v1/auth/google', expected: everyone(404) },
  { method: 'GET', path: '/api/v1/auth/google/callback?code=x&state=y', expected: everyone(404) },
  { method: 'GET', path: '/api/health', expected: everyone(200) },
];
