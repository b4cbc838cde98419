import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, IsNull, Repository, SelectQueryBuilder } from 'typeorm';
import { NotificationSettings, Role } from '@community/vocabulary';
import { User } from './entities/user.entity';

/** The columns only their own doors write (password, email change, Google linking, suspension, the credentials version). */
export const CREDENTIAL_COLUMNS = [
  'email',
  'emailSkeleton',
  'passwordHash',
  'googleId',
  'emailConfirmed',
  'emailConfirmationHash',
  'emailConfirmationExpiresAt',
  'suspendedAt',
  'tokenVersion',
] as const;

/** The verified mark's four columns, all empty: no mark. */
const NO_VERIFICATION = { verifiedAt: null, verifiedBy: null, verificationNote: null, verifiedIndustry: null };

/** What the admin panel's users list may be narrowed to. */
export interface AdminListFilter {
  role?: Role;
  suspended?: boolean;
  id?: number[];
  moderatedRoles: readonly Role[];
}

/**
 * Every read and write of the `users` table. A method that must commit with other writes takes the transaction's
 * `manager`; without one it runs on its own.
 */
@Injectable()
export class UsersRepository {
  constructor(@InjectRepository(User) private readonly users: Repository<User>) {}

  /** The saved language of the account with this address, or null (mail-languages.ts). */
  async languageOfEmail(email: string, manager?: EntityManager): Promise<string | null> {
    const row = await this.on(manager).findOne({ select: { id: true, language: true }, where: { email: email.trim().toLowerCase() } });
    return row?.language ?? null;
  }

  private on(manager?: EntityManager): Repository<User> {
    return manager ? manager.getRepository(User) : this.users;
  }

  findByEmail(email: string, manager?: EntityManager): Promise<User | null> {
    return this.on(manager).findOneBy({ email });
  }

  findById(id: number, manager?: EntityManager): Promise<User | null> {
    return this.on(manager).findOneBy({ id });
  }

  findByGoogleId(googleId: string): Promise<User | null> {
    return this.users.findOneBy({ googleId });
  }

  /** The account a live confirmation link names (only its hash is stored). */
  findByConfirmationHash(tokenHash: string): Promise<Pick<User, 'id' | 'emailConfirmationExpiresAt' | 'suspendedAt'> | null> {
    return this.users.findOne({ where: { emailConfirmationHash: tokenHash }, select: { id: true, emailConfirmationExpiresAt: true, suspendedAt: true } });
  }

  /** The address itself and the addresses with its skeleton: one query on the two indexes, a few rows at most. */
  withAddressOrSkeleton(email: string, skeleton: string): Promise<Array<Pick<User, 'id' | 'email' | 'name' | 'suspendedAt'>>> {
    return this.users.find({ where: [{ email }, { emailSkeleton: skeleton }], select: { id: true, email: true, name: true, suspendedAt: true }, take: 5 });
  }

  /** At most two ids with this skeleton: enough to tell whether another account has it. */
  idsWithSkeleton(skeleton: string): Promise<Array<Pick<User, 'id'>>> {
    return this.users.find({ where: { emailSkeleton: skeleton }, select: { id: true }, take: 2 });
  }

  /** What the guards need about an account: the columns of AuthState, no more. */
  authStateRow(id: number): Promise<User | null> {
    return this.users.findOne({
      where: { id },
      select: {
        id: true,
        email: true,
        name: true,
        role: true,
        industry: true,
        profileComplete: true,
        emailConfirmed: true,
        tokenVersion: true,
        suspendedAt: true,
      },
    });
  }

  /** The credentials as stored now, under a row lock on MariaDB (SQLite has one writer at a time anyway). */
  async credentialsOf(id: number, manager: EntityManager): Promise<Pick<User, (typeof CREDENTIAL_COLUMNS)[number]> | null> {
    const query = manager
      .getRepository(User)
      .createQueryBuilder('user')
      .select(CREDENTIAL_COLUMNS.map((column) => `user.${column}`))
      .where('user.id = :id', { id });
    if (manager.connection.options.type !== 'better-sqlite3') query.setLock('pessimistic_write');
    return query.getOne();
  }

  /** A save: TypeORM writes every column that differs, and the search subscriber recomputes the derived ones. */
  save(user: User, manager?: EntityManager): Promise<User> {
    return this.on(manager).save(user);
  }

  /** Pinned once: true only for the first Google id to land on the account. */
  async linkGoogle(id: number, googleId: string): Promise<boolean> {
    return (await this.users.update({ id, googleId: IsNull() }, { googleId })).affected === 1;
  }

  async setPasswordHash(id: number, passwordHash: string, manager?: EntityManager): Promise<void> {
    await this.on(manager).update({ id }, { passwordHash });
  }

  /** "Open to new requests" and the capacity (the directory and the request opening read them with the member). */
  async setAvailability(id: number, acceptingRequests: boolean, requestCapacity: number): Promise<void> {
    await this.users.update({ id }, { acceptingRequests, requestCapacity });
  }

  /**
   * The coarse last-active day moves on only when the stored day is older (or none): one conditional UPDATE, a no-op
   * for the rest of the day. Plain SQL, as the column is `update: false` (no save() of a stale read writes it back).
   */
  async stampActiveDay(id: number, day: string): Promise<void> {
    await this.users.query('UPDATE users SET last_active_on = ? WHERE id = ? AND (last_active_on IS NULL OR last_active_on < ?)', [day, id, day]);
  }

  /** The stored median days to a first answer, and the run of unanswered expiries ends (an answer came). */
  async storeResponsiveness(manager: EntityManager, id: number, repliesWithinDays: number | null): Promise<void> {
    await manager.query('UPDATE users SET replies_within_days = ?, unanswered_expiries = 0 WHERE id = ?', [repliesWithinDays, id]);
  }

  /** One more request expired unanswered; answers the run's length now (the caller holds the member's row lock). */
  async countUnansweredExpiry(manager: EntityManager, id: number): Promise<number> {
    await manager.query('UPDATE users SET unanswered_expiries = unanswered_expiries + 1 WHERE id = ?', [id]);
    const rows: Array<{ n: number | string }> = await manager.query('SELECT unanswered_expiries AS n FROM users WHERE id = ?', [id]);
    return rows.length ? Number(rows[0].n) : 0;
  }

  /** "Open to new requests" goes off only if it is on: true when this call switched it off. */
  async pauseRequests(manager: EntityManager, id: number): Promise<boolean> {
    const result = await manager
      .createQueryBuilder()
      .update(User)
      .set({ acceptingRequests: false })
      .where('id = :id AND accepting_requests = :on', { id, on: true })
      .execute();
    return !!result.affected;
  }

  notificationSettingsRow(id: number): Promise<Pick<User, 'id' | 'notificationSettings' | 'tokenVersion'> | null> {
    return this.users.findOne({ where: { id }, select: { id: true, notificationSettings: true, tokenVersion: true } });
  }

  /** Compare-and-set on the stored JSON and the credentials version: false when either changed since the read. */
  async replaceNotificationSettings(
    id: number,
    tokenVersion: number,
    previous: Partial<NotificationSettings> | null,
    next: Partial<NotificationSettings>,
  ): Promise<boolean> {
    const update = this.users
      .createQueryBuilder()
      .update(User)
      .set({ notificationSettings: next })
      .where('id = :id AND token_version = :tokenVersion', { id, tokenVersion });
    if (previous === null) update.andWhere('notification_settings IS NULL');
    else update.andWhere('notification_settings = :previous', { previous: JSON.stringify(previous) });
    return Boolean((await update.execute()).affected);
  }

  /** Removes the verified mark if there is one; true when there was. */
  async removeVerification(id: number, manager?: EntityManager): Promise<boolean> {
    const { affected } = await this.on(manager)
      .createQueryBuilder()
      .update(User)
      .set(NO_VERIFICATION)
      .where('id = :id AND verified_at IS NOT NULL', { id })
      .execute();
    return Boolean(affected);
  }

  /** The four columns only (a row read earlier may be older than the member's own last change). */
  async clearVerification(id: number, manager?: EntityManager): Promise<void> {
    await this.on(manager).update({ id }, NO_VERIFICATION);
  }

  /** Only while the member is still in the role and industry the admin checked; false when they moved meanwhile. */
  async markVerifiedIfUnchanged(
    user: Pick<User, 'id' | 'role' | 'industry' | 'verifiedAt' | 'verifiedBy' | 'verificationNote' | 'verifiedIndustry'>,
    manager?: EntityManager,
  ): Promise<boolean> {
    const { affected } = await this.on(manager)
      .createQueryBuilder()
      .update(User)
      .set({ verifiedAt: user.verifiedAt, verifiedBy: user.verifiedBy, verificationNote: user.verificationNote, verifiedIndustry: user.verifiedIndustry })
      .where('id = :id AND role = :role AND industry = :industry', { id: user.id, role: user.role, industry: user.industry })
      .execute();
    return Boolean(affected);
  }

  /** Conditional: of two admins suspending at once, one gets true. */
  async suspend(id: number, at: Date, manager?: EntityManager): Promise<boolean> {
    return Boolean((await this.on(manager).update({ id, suspendedAt: IsNull() }, { suspendedAt: at })).affected);
  }

  /** Single use: only while the stored link is still this one. */
  async confirmEmail(id: number, tokenHash: string): Promise<boolean> {
    const claimed = await this.users.update(
      { id, emailConfirmationHash: tokenHash },
      { emailConfirmed: true, emailConfirmationHash: null, emailConfirmationExpiresAt: null },
    );
    return Boolean(claimed.affected);
  }

  /** Withdraws the link of an unconfirmed, unsuspended account if it is still this one (the first write of a takeover by it). */
  async claimConfirmationLink(id: number, tokenHash: string, manager: EntityManager): Promise<boolean> {
    const claimed = await manager
      .getRepository(User)
      .update(
        { id, emailConfirmationHash: tokenHash, emailConfirmed: false, suspendedAt: IsNull() },
        { emailConfirmationHash: null, emailConfirmationExpiresAt: null },
      );
    return Boolean(claimed.affected);
  }

  /**
   * A new link's columns, only while the account is unconfirmed and not suspended, and with `over` only while the
   * stored link is still that one (null: none). True when stored.
   */
  async replaceConfirmationLink(
    id: number,
    columns: Pick<User, 'emailConfirmationHash' | 'emailConfirmationExpiresAt'>,
    over: string | null | undefined,
    manager: EntityManager,
  ): Promise<boolean> {
    const current = over === undefined ? {} : { emailConfirmationHash: over === null ? IsNull() : over };
    const stored = await manager.getRepository(User).update({ id, emailConfirmed: false, suspendedAt: IsNull(), ...current }, columns);
    return Boolean(stored.affected);
  }

  async remove(id: number): Promise<void> {
    await this.users.delete({ id });
  }

  /**
   * The admin panel's users list before paging: a named role, or the moderated roles; suspended members only when
   * asked for; looking up by id (react-admin's getMany) finds any account. Through `manager` on a read replica
   * (ReadReplicas).
   */
  adminList(filter: AdminListFilter, manager?: EntityManager): SelectQueryBuilder<User> {
    const { role, suspended, id, moderatedRoles } = filter;
    const qb = this.on(manager).createQueryBuilder('user');
    if (role) qb.andWhere('user.role = :role', { role });
    else if (!id) qb.andWhere('user.role IN (:...roles)', { roles: moderatedRoles });
    if (suspended !== undefined) qb.andWhere(suspended ? 'user.suspendedAt IS NOT NULL' : 'user.suspendedAt IS NULL');
    else if (!id) qb.andWhere('user.suspendedAt IS NULL');
    return qb;
  }
}
