import type { Persona } from '../../support/accounts';
import { AccessRow } from './access-row';

export const everyone = (status: number): Record<Persona, number> => ({
  anonymous: status,
  seekerProfessional: status,
  seekerLegal: status,
  seekerClinic: status,
  helper: status,
  business: status,
  admin: status,
});

export const signedIn = (status: number): Record<Persona, number> => ({ ...everyone(status), anonymous: 401 });

/**
 * The member's own space: every signed-in persona reaches its own account; anonymous callers are asked to sign
 * in. Rows that would change a persona send what the service refuses (a wrong current password, a bad link),
 * so the guard's 401 and the service's 400 are compared. Reading and changing another member's things is
 * tested (404) in the account API tests.
 */
export const accountAccessRows: AccessRow[] = [
  { method: 'GET', path: '/api/v1/account', expected: signedIn(200) },
  { method: 'PATCH', path: '/api/v1/account', body: () => ({}), expected: signedIn(200) },
  { method: 'PUT', path: '/api/v1/account/password', body: () => ({ currentPassword: 'Wrong#Pass1', newPassword: 'N3w!passw0rd' }), expected: signedIn(400) },
  { method: 'POST', path: '/api/v1/account/email', body: () => ({ newEmail: 'not-an-address' }), expected: signedIn(400) },
  { method: 'POST', path: '/api/v1/account/email/confirm', body: () => ({ token: 'not.a.token' }), expected: everyone(400) },
];
