import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/auth-user';

/** What a request's guards need to know about its account, beyond the token itself. */
export interface AuthState extends AuthUser {
  tokenVersion: number;
  suspended: boolean;
}

const TTL_MS = 5_000;
const MAX_ENTRIES = 20_000;

/**
 * Every authenticated request needs the account's current role, industry and token version.
 * Reading them from the database each time halves the directory's throughput, so they are kept
 * here for a few seconds. This instance forgets an account as soon as it changes it; another
 * instance sees a revocation within TTL_MS (docs/security.md).
 */
@Injectable()
export class AuthStateCache {
  private readonly entries = new Map<number, { state: AuthState; expiresAt: number }>();

  get(id: number): AuthState | undefined {
    const entry = this.entries.get(id);
    if (!entry) return undefined;
    if (entry.expiresAt < Date.now()) {
      this.entries.delete(id);
      return undefined;
    }
    return entry.state;
  }

  set(state: AuthState): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value!);
    this.entries.set(state.id, { state, expiresAt: Date.now() + TTL_MS });
  }

  forget(id: number): void {
    this.entries.delete(id);
  }
}
