import type { Test } from 'supertest';
import type { Persona } from '../../support/accounts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One endpoint and the status every persona gets from it; the access matrix runs every row for every persona.
 * `path` is the real path, or the documented one with Swagger's `{name}` placeholders that `params` fills
 * (called once per persona, so a call that consumes its target gets a fresh one). A query string may follow
 * the path. Each rows file brings its own context C (fixtures its rows need), built once per run.
 */
export interface AccessRow<C = unknown> {
  method: HttpMethod;
  path: string;
  params?: (ctx: C) => Promise<Record<string, string | number>> | Record<string, string | number>;
  body?: (ctx: C) => object | Promise<object>;
  /** For calls that are not JSON (multipart uploads): shape the request yourself. */
  send?: (request: Test, ctx: C) => Test;
  expected: Record<Persona, number>;
}

/** Only admins; anonymous callers are asked to sign in. */
export const ONLY_ADMIN: Record<Persona, number> = {
  anonymous: 401,
  seekerProfessional: 403,
  seekerLegal: 403,
  seekerClinic: 403,
  helper: 403,
  business: 403,
  admin: 200,
};

export const onlyAdmin = (adminStatus = 200): Record<Persona, number> => ({ ...ONLY_ADMIN, admin: adminStatus });

/** The same status for every persona (public calls). */
export const everyone = (status: number): Record<Persona, number> => ({
  anonymous: status,
  seekerProfessional: status,
  seekerLegal: status,
  seekerClinic: status,
  helper: status,
  business: status,
  admin: status,
});

/** The same status for every signed-in persona; anonymous callers are asked to sign in. */
export const signedIn = (status: number): Record<Persona, number> => ({ ...everyone(status), anonymous: 401 });
