import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { User } from './entities/user.entity';
import { AuthState, AuthStateCache } from './auth-state.cache';
import { emailSkeleton } from './email-skeleton';
import { moveCredentialsVersion } from './credentials-version';

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly authStates: AuthStateCache,
  ) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /** Another account whose address has the same TR39 skeleton (email-skeleton.ts): one index lookup. */
  async hasLookAlikeOf(email: string, exceptId: number): Promise<boolean> {
    const rows = await this.users.find({ where: { emailSkeleton: emailSkeleton(email) }, select: { id: true }, take: 2 });
    return rows.some((row) => row.id !== exceptId);
  }

  findByGoogleId(googleId: string): Promise<User | null> {
    return this.users.findOneBy({ googleId });
  }

  findById(id: number): Promise<User | null> {
    return this.users.findOneBy({ id });
  }

  async authState(id: number): Promise<AuthState | null> {
    const cached = this.authStates.get(id);
    if (cached) return cached;
    const row = await this.users.findOne({
      where: { id },
      select: { id: true, email: true, name: true, role: true, industry: true, profileComplete: true, emailConfirmed: true, tokenVersion: true, suspendedAt: true },
    });
    if (!row) return null;
    const state: AuthState = {
      id: row.id,
      email: row.email,
      name: row.name,
      role: row.role,
      industry: row.industry,
      profileComplete: row.profileComplete,
      emailConfirmed: row.emailConfirmed,
      tokenVersion: row.tokenVersion,
      suspended: row.suspendedAt !== null,
    };
    this.authStates.set(state);
    return state;
  }

  save(user: User): Promise<User> {
    return this.users.save(user).finally(() => user.id && this.authStates.forget(user.id));
  }

  /** Refuses every token and emailed link issued to the account so far (a suspension). */
  async revokeTokens(id: number): Promise<void> {
    await this.users.manager.transaction((manager) => moveCredentialsVersion(manager, id));
    this.authStates.forget(id);
  }

  /** After a transaction elsewhere bumped the token version: this instance stops trusting its cached one at once. */
  tokensRevoked(id: number): void {
    this.authStates.forget(id);
  }

  /** Account deletion: the row goes (with what cascades from it) and this instance stops trusting its tokens at once. */
  async remove(id: number): Promise<void> {
    await this.users.delete({ id });
    this.authStates.forget(id);
  }

  forgetAuthState(id: number): void {
    this.authStates.forget(id);
  }
}

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}
