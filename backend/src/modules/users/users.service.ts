import { Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { NotificationSettings, normalizeEmailAddress } from '@community/vocabulary';
import { Transactions } from '../../common/database/transactions';
import { Clock } from '../../common/clock/clock';
import { User } from './entities/user.entity';
import { AuthState, AuthStateCache } from './auth-state.cache';
import { emailSkeleton } from './email-skeleton';
import { CredentialsVersion } from './credentials-version.service';
import { CREDENTIAL_COLUMNS, UsersRepository } from './users.repository';

/** Each lost race means another write succeeded; more writers than this at once on one account's settings is not a person. */
const SETTINGS_WRITE_ATTEMPTS = 20;

@Injectable()
export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly authStates: AuthStateCache,
    private readonly transactions: Transactions,
    private readonly credentialsVersion: CredentialsVersion,
    private readonly clock: Clock,
  ) {}

  /** Whom this instance stamped active on `activeDay` (markActive): cleared when the day turns. */
  private activeDay = '';
  private readonly stampedToday = new Set<number>();

  findByEmail(email: string): Promise<User | null> {
    return this.users.findByEmail(normalizeEmail(email));
  }

  /**
   * The account with this (normalized) address and those whose address has its TR39 skeleton (email-skeleton.ts), a
   * few at most: one query on the two indexes, for registration's look-alike check.
   */
  withAddressOrLookAlike(email: string): Promise<Array<Pick<User, 'id' | 'email' | 'name' | 'suspendedAt'>>> {
    return this.users.withAddressOrSkeleton(email, emailSkeleton(email));
  }

  /** Another account whose address has the same TR39 skeleton (email-skeleton.ts): one index lookup. */
  async hasLookAlikeOf(email: string, exceptId: number): Promise<boolean> {
    const rows = await this.users.idsWithSkeleton(emailSkeleton(email));
    return rows.some((row) => row.id !== exceptId);
  }

  findByGoogleId(googleId: string): Promise<User | null> {
    return this.users.findByGoogleId(googleId);
  }

  /** With `manager`, read inside that transaction (after its writes). */
  findById(id: number, manager?: EntityManager): Promise<User | null> {
    return this.users.findById(id, manager);
  }

  /** The account a confirmation link names, by the stored hash of its token. */
  findByConfirmationHash(tokenHash: string): Promise<Pick<User, 'id' | 'emailConfirmationExpiresAt' | 'suspendedAt'> | null> {
    return this.users.findByConfirmationHash(tokenHash);
  }

  async authState(id: number): Promise<AuthState | null> {
    const cached = this.authStates.get(id);
    if (cached) return cached;
    const row = await this.users.authStateRow(id);
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

  /**
   * Saves what the member's own doors change (profile, photo, notification settings). The credentials on the row are
   * read again, under a row lock on MariaDB, and kept: a save of an account read before a password change, an email
   * change or a suspension (a profile edit racing it) must not write the old password, address or state back. TypeORM
   * writes every column that differs from the row, stale ones included. Credentials have their own writers.
   */
  async save(user: User): Promise<User> {
    if (!user.id) return this.users.save(user);
    try {
      return await this.transactions.run(async (manager) => {
        const current = await this.users.credentialsOf(user.id, manager);
        if (current) for (const column of CREDENTIAL_COLUMNS) (user as unknown as Record<string, unknown>)[column] = current[column];
        return this.users.save(user, manager);
      });
    } finally {
      this.authStates.forget(user.id);
    }
  }

  /**
   * A new account (registration), or one whose credentials change with the rest of the row inside the caller's
   * transaction (a takeover, an email change): saved whole, credentials included. The caller forgets the cached
   * auth state once its transaction has committed.
   */
  saveWithCredentials(user: User, manager: EntityManager): Promise<User> {
    return this.users.save(user, manager);
  }

  /** Inside the caller's transaction, which also moves the credentials version on. */
  setPasswordHash(id: number, passwordHash: string, manager: EntityManager): Promise<void> {
    return this.users.setPasswordHash(id, passwordHash, manager);
  }

  /** A confirmed account gets its Google id, unless another got there first (the sub is pinned once set). */
  async linkGoogle(user: User, googleId: string): Promise<boolean> {
    const linked = await this.users.linkGoogle(user.id, googleId);
    this.authStates.forget(user.id);
    if (!linked) return false;
    user.googleId = googleId;
    return true;
  }

  /**
   * Read, change and write the notification settings as one compare-and-set on the row (the stored JSON is the
   * version): two one-click unsubscribes of different kinds at the same moment both stick, where two saves of a
   * read row would keep only the later. A change that changes nothing writes nothing. Null: no such account, or its
   * credentials version is no longer `tokenVersion` (an emailed link dies with it: docs/security.md, "Emailed links").
   */
  /** A member's "Open to new requests" switch and capacity (conversations' AvailabilityService decides, users stores). */
  setAvailability(id: number, acceptingRequests: boolean, requestCapacity: number): Promise<void> {
    return this.users.setAvailability(id, acceptingRequests, requestCapacity);
  }

  /** The switch goes off inside the caller's transaction (the auto-pause): true only when it was on. */
  pauseRequests(manager: EntityManager, id: number): Promise<boolean> {
    return this.users.pauseRequests(manager, id);
  }

  /**
   * The member was here today (a signed-in request or a sign-in): the stored day moves on at most once a day. Each
   * instance remembers whom it stamped today, so a member's further requests cost no query; the UPDATE is conditional
   * on the stored day, so several instances write it once (docs/conversations.md, "Responsiveness").
   */
  async markActive(id: number): Promise<void> {
    const today = this.clock.now().toISOString().slice(0, 10);
    if (this.activeDay !== today) {
      this.activeDay = today;
      this.stampedToday.clear();
    }
    if (this.stampedToday.has(id)) return;
    await this.users.stampActiveDay(id, today);
    this.stampedToday.add(id);
  }

  /** A request the member received got its first answer: the median computed by conversations is stored and the run of unanswered expiries ends. */
  recordResponsiveness(manager: EntityManager, id: number, repliesWithinDays: number | null): Promise<void> {
    return this.users.storeResponsiveness(manager, id, repliesWithinDays);
  }

  /** Another request the member received expired unanswered: the run's length now. */
  countUnansweredExpiry(manager: EntityManager, id: number): Promise<number> {
    return this.users.countUnansweredExpiry(manager, id);
  }

  async changeNotificationSettings(
    id: number,
    tokenVersion: number | undefined,
    change: (current: Partial<NotificationSettings> | null) => Partial<NotificationSettings>,
  ): Promise<Partial<NotificationSettings> | null> {
    for (let attempt = 0; attempt < SETTINGS_WRITE_ATTEMPTS; attempt += 1) {
      const row = await this.users.notificationSettingsRow(id);
      if (!row || tokenVersion === undefined || row.tokenVersion !== tokenVersion) return null;
      const next = change(row.notificationSettings);
      if (JSON.stringify(next) === JSON.stringify(row.notificationSettings)) return next;
      if (await this.users.replaceNotificationSettings(id, tokenVersion, row.notificationSettings, next)) return next;
    }
    throw new Error(`notification settings of account ${id} kept changing under ${SETTINGS_WRITE_ATTEMPTS} attempts`);
  }

  /**
   * A member's own profile change: the given columns only (an entity of just those; the rest of a row read earlier
   * would write back what an admin changed meanwhile), and, when industry or role changed, the verified mark removed
   * in the same transaction, after the new industry is written. A verification landing before it is removed here;
   * one landing after it finds another industry than it checked and is refused (VerificationService.verify). True
   * when a mark was removed.
   */
  async saveProfileChange(columns: User, removeVerification: boolean): Promise<boolean> {
    try {
      return await this.transactions.run(async (manager) => {
        await this.users.save(columns, manager);
        return removeVerification ? this.users.removeVerification(columns.id, manager) : false;
      });
    } finally {
      this.authStates.forget(columns.id);
    }
  }

  /** Confirms the address if the stored link is still `tokenHash` (single use, even from two tabs at once). */
  async confirmEmail(id: number, tokenHash: string): Promise<boolean> {
    const confirmed = await this.users.confirmEmail(id, tokenHash);
    this.authStates.forget(id);
    return confirmed;
  }

  /** Inside the caller's transaction: withdraws the unconfirmed, unsuspended account's link if it is still `tokenHash`. */
  claimConfirmationLink(id: number, tokenHash: string, manager: EntityManager): Promise<boolean> {
    return this.users.claimConfirmationLink(id, tokenHash, manager);
  }

  /** Inside the caller's transaction: a new confirmation link for an unconfirmed, unsuspended account (`over`: only over that one). */
  replaceConfirmationLink(
    id: number,
    columns: Pick<User, 'emailConfirmationHash' | 'emailConfirmationExpiresAt'>,
    over: string | null | undefined,
    manager: EntityManager,
  ): Promise<boolean> {
    return this.users.replaceConfirmationLink(id, columns, over, manager);
  }

  /** Refuses every token and emailed link issued to the account so far (a suspension). */
  async revokeTokens(id: number): Promise<void> {
    await this.transactions.run((manager) => this.credentialsVersion.moveOn(manager, id));
    this.authStates.forget(id);
  }

  /** After a transaction elsewhere bumped the token version: this instance stops trusting its cached one at once. */
  tokensRevoked(id: number): void {
    this.authStates.forget(id);
  }

  /** Account deletion: the row goes (with what cascades from it) and this instance stops trusting its tokens at once. */
  async remove(id: number): Promise<void> {
    await this.users.remove(id);
    this.authStates.forget(id);
  }

  forgetAuthState(id: number): void {
    this.authStates.forget(id);
  }
}

/** Every door's spelling of an address (vocabulary's normalizeEmailAddress: no invisible characters, no trailing dot). */
export function normalizeEmail(email: string): string {
  return normalizeEmailAddress(email);
}
