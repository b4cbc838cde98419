import { Injectable } from '@nestjs/common';
import { NotificationSettings, normalizeEmailAddress } from '@community/vocabulary';
import { InjectRepository } from '@nestjs/typeorm';
import { IsNull, Repository } from 'typeorm';
import { User } from './entities/user.entity';
import { AuthState, AuthStateCache } from './auth-state.cache';
import { emailSkeleton } from './email-skeleton';
import { moveCredentialsVersion } from './credentials-version.service';

/** Each lost race means another write succeeded; more writers than this at once on one account's settings is not a person. */
const SETTINGS_WRITE_ATTEMPTS = 20;

@Injectable()
export class UsersService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly authStates: AuthStateCache,
  ) {}

  findByEmail(email: string): Promise<User | null> {
    return this.users.findOneBy({ email: normalizeEmail(email) });
  }

  /**
   * The account with this (normalized) address and those whose address has its TR39 skeleton (email-skeleton.ts), a
   * few at most: one query on the two indexes, for registration's look-alike check.
   */
  withAddressOrLookAlike(email: string): Promise<Array<Pick<User, 'id' | 'email' | 'name' | 'suspendedAt'>>> {
    return this.users.find({
      where: [{ email }, { emailSkeleton: emailSkeleton(email) }],
      select: { id: true, email: true, name: true, suspendedAt: true },
      take: 5,
    });
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

  /**
   * Saves what the member's own doors change (profile, photo, notification settings). The credentials on the row are
   * read again, under a row lock on MariaDB, and kept: a save of an account read before a password change, an email
   * change or a suspension (a profile edit racing it) must not write the old password, address or state back. TypeORM
   * writes every column that differs from the row, stale ones included. Credentials have their own writers.
   */
  async save(user: User): Promise<User> {
    if (!user.id) return this.users.save(user);
    try {
      return await this.users.manager.transaction(async (manager) => {
        const query = manager.getRepository(User).createQueryBuilder('user').select(CREDENTIAL_COLUMNS.map((column) => `user.${column}`)).where('user.id = :id', { id: user.id });
        if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
        const current = await query.getOne();
        if (current) for (const column of CREDENTIAL_COLUMNS) (user as unknown as Record<string, unknown>)[column] = current[column];
        return manager.save(user);
      });
    } finally {
      this.authStates.forget(user.id);
    }
  }

  /** A confirmed account gets its Google id, unless another got there first (the sub is pinned once set). */
  async linkGoogle(user: User, googleId: string): Promise<boolean> {
    const linked = await this.users.update({ id: user.id, googleId: IsNull() }, { googleId });
    this.authStates.forget(user.id);
    if (linked.affected !== 1) return false;
    user.googleId = googleId;
    return true;
  }

  /**
   * Read, change and write the notification settings as one compare-and-set on the row (the stored JSON is the
   * version): two one-click unsubscribes of different kinds at the same moment both stick, where two saves of a
   * read row would keep only the later. A change that changes nothing writes nothing. Null: no such account, or its
   * credentials version is no longer `tokenVersion` (an emailed link dies with it: docs/security.md, "Emailed links").
   */
  async changeNotificationSettings(
    id: number,
    tokenVersion: number | undefined,
    change: (current: Partial<NotificationSettings> | null) => Partial<NotificationSettings>,
  ): Promise<Partial<NotificationSettings> | null> {
    for (let attempt = 0; attempt < SETTINGS_WRITE_ATTEMPTS; attempt += 1) {
      const row = await this.users.findOne({ where: { id }, select: { id: true, notificationSettings: true, tokenVersion: true } });
      if (!row || row.tokenVersion !== tokenVersion) return null;
      const next = change(row.notificationSettings);
      if (JSON.stringify(next) === JSON.stringify(row.notificationSettings)) return next;
      const update = this.users.createQueryBuilder().update(User).set({ notificationSettings: next }).where('id = :id AND token_version = :tokenVersion', { id, tokenVersion });
      if (row.notificationSettings === null) update.andWhere('notification_settings IS NULL');
      else update.andWhere('notification_settings = :previous', { previous: JSON.stringify(row.notificationSettings) });
      if ((await update.execute()).affected) return next;
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
      return await this.users.manager.transaction(async (manager) => {
        await manager.save(columns);
        if (!removeVerification) return false;
        const { affected } = await manager
          .createQueryBuilder()
          .update(User)
          .set({ verifiedAt: null, verifiedBy: null, verificationNote: null, verifiedIndustry: null })
          .where('id = :id AND verified_at IS NOT NULL', { id: columns.id })
          .execute();
        return Boolean(affected);
      });
    } finally {
      this.authStates.forget(columns.id);
    }
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

/** Written only by their own doors (password, email change, Google linking, suspension, credentials-version.service.ts), never by save(). */
const CREDENTIAL_COLUMNS = ['email', 'emailSkeleton', 'passwordHash', 'googleId', 'emailConfirmed', 'emailConfirmationHash', 'emailConfirmationExpiresAt', 'suspendedAt', 'tokenVersion'] as const;

/** Every door's spelling of an address (vocabulary's normalizeEmailAddress: no invisible characters, no trailing dot). */
export function normalizeEmail(email: string): string {
  return normalizeEmailAddress(email);
}
