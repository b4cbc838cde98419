import { sessionStore } from '../../../lib/session';
import type { Account } from '../api/types';

/** Keeps the stored session (nav links, guards) in step with the account; a new token replaces the old one. */
export function refreshSession(account: Pick<Account, 'name' | 'email' | 'role' | 'industry'>, token?: string) {
  const { user, token: current } = sessionStore.getState();
  const next = token ?? current;
  if (!next) return;
  sessionStore.loginSuccess({ ...user, name: account.name, email: account.email, role: account.role, industry: account.industry }, next);
}
