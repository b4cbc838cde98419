import { BeforeInsert, BeforeUpdate, Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn, UpdateDateColumn } from 'typeorm';
import { DEFAULT_LANGUAGE, FIELD_LIMITS, Language, NotificationSettings, ROLES, Role, VERIFICATION_LIMITS } from '@community/vocabulary';
import { SearchTextColumn } from '../../../common/search/search-text-column';
import { EMAIL_SKELETON_LENGTH, emailSkeleton } from '../email-skeleton';

@Entity('users')
@Index('IDX_users_industry_name', ['industry', 'name'])
@Index('IDX_users_role_name', ['role', 'name'])
@Index('IDX_users_directory_section_name', ['directorySection', 'name', 'id'])
@Index('IDX_users_verified_industry_name', ['verifiedIndustry', 'name', 'id'])
/** The admin's users list by name: a common search word is read along it (common/search/word-counts.ts). */
@Index('IDX_users_name_id', ['name', 'id'])
@Index('IDX_users_industry_accepting_active', ['industry', 'acceptingRequests', 'lastActiveOn'])
export class User {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: FIELD_LIMITS.personName })
  name: string;

  @Index('UQ_users_email', { unique: true })
  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  email: string;

  /** Null for accounts that only ever signed in with Google. */
  @Column({ name: 'password_hash', type: 'varchar', length: 255, nullable: true })
  passwordHash: string | null;

  @Column({ type: 'simple-enum', enum: ROLES })
  role: Role;

  @Column({ type: 'varchar', length: FIELD_LIMITS.industry, nullable: true })
  industry: string | null;

  @Column({ name: 'phone_number', type: 'varchar', length: FIELD_LIMITS.phone, nullable: true })
  phoneNumber: string | null;

  @Column({ name: 'job_title', type: 'varchar', length: FIELD_LIMITS.jobTitle, nullable: true })
  jobTitle: string | null;

  @Column({ type: 'text', nullable: true })
  description: string | null;

  @Column({ type: 'varchar', length: 3, nullable: true })
  mentorship: string | null;

  /**
   * The member's language (vocabulary's LANGUAGES): their mails and push texts, and the web app once signed in
   * (docs/languages.md). Set at sign-up from Accept-Language, changed by PATCH /account; rows from before are `en`.
   */
  @Column({ type: 'varchar', length: 8, default: DEFAULT_LANGUAGE })
  language: Language;

  @Index('UQ_users_google_id', { unique: true })
  @Column({ name: 'google_id', type: 'varchar', length: 64, nullable: true })
  googleId: string | null;

  /** False after a first Google sign-in until the member gives mentorship, phone, industry and job title. */
  @Column({ name: 'profile_complete', type: 'boolean', default: true })
  profileComplete: boolean;

  /**
   * Proven email: false only for a password account that has not opened its confirmation link yet. The default is
   * true because every other way an account comes to be proves the address or is the operator's own (Google,
   * seeds, the first admin, rows that existed before the rule); registration sets false explicitly.
   */
  @Column({ name: 'email_confirmed', type: 'boolean', default: true })
  emailConfirmed: boolean;

  /** SHA-256 of the newest confirmation link's token (never the token itself); null once confirmed. */
  @Index('UQ_users_email_confirmation_hash', { unique: true })
  @Column({ name: 'email_confirmation_hash', type: 'varchar', length: 64, nullable: true })
  emailConfirmationHash: string | null;

  @Column({ name: 'email_confirmation_expires_at', type: 'datetime', nullable: true })
  emailConfirmationExpiresAt: Date | null;

  /** Unicode TR39 skeleton of the address (email-skeleton.ts): a look-alike registration is one index lookup. */
  @Index('IDX_users_email_skeleton')
  @Column({ name: 'email_skeleton', type: 'varchar', length: EMAIL_SKELETON_LENGTH, nullable: true })
  emailSkeleton: string | null;

  /** Set by an admin's delete-user: the row stays for the audit trail, sign-in and directories are closed. */
  @Index('IDX_users_suspended_at')
  @Column({ name: 'suspended_at', type: 'datetime', nullable: true })
  suspendedAt: Date | null;

  /**
   * The credentials version: carried in every session token, sign-in challenge and emailed link; moving it on
   * (credentials-version.service.ts, the only writer: `save()` never writes it) refuses everything issued before.
   */
  @Column({ name: 'token_version', type: 'int', default: 0, update: false })
  tokenVersion: number;

  /** "Open to new requests": off, the member receives no new professional-network, legal or clinic requests. */
  @Column({ name: 'accepting_requests', type: 'boolean', default: true })
  acceptingRequests: boolean;

  /** Open requests the member takes at once; null until they choose (REQUEST_CAPACITY_DEFAULT). */
  @Column({ name: 'request_capacity', type: 'int', nullable: true })
  requestCapacity: number | null;
  /**
   * Which member directory lists the row ('professional-network', 'legal-assistance', 'virtual-clinic'), null
   * for businesses and admins: one (section, name, id) index read answers a directory page.
   * Derived on every write (user-search.ts).
   */
  @Column({ name: 'directory_section', type: 'varchar', length: 24, nullable: true })
  directorySection: string | null;

  /** The admin's search: name, email and role (spec section 5). */
  @SearchTextColumn('FT_users_search_text', 'search_text')
  searchText?: string | null;

  /** The directory's search: name, job title and description. */
  @SearchTextColumn('FT_users_profile_search_text', 'profile_search_text')
  profileSearchText?: string | null;

  /** The 256 px square WebP, relative to the uploads location; null shows initials. */
  @Column({ name: 'photo_url', type: 'varchar', length: 255, nullable: true })
  photoUrl: string | null;

  /** Set when an admin verified the member's credentials (verification.service.ts); null: no badge. */
  @Column({ name: 'verified_at', type: 'datetime', nullable: true })
  verifiedAt: Date | null;

  /** The admin who verified the member. */
  @Column({ name: 'verified_by', type: 'int', nullable: true })
  verifiedBy: number | null;

  /** What the admin checked (a bar number, a medical licence); admins only, never in a directory or the audit log. */
  @Column({ name: 'verification_note', type: 'varchar', length: VERIFICATION_LIMITS.noteMax, nullable: true })
  verificationNote: string | null;

  /**
   * The industry of a verified member listed in a directory, else null: the "verified only" directory page is one
   * (verified_industry, name, id) index read, like the unfiltered page on (industry, name). Derived (user-search.ts).
   */
  @Column({ name: 'verified_industry', type: 'varchar', length: FIELD_LIMITS.industry, nullable: true })
  verifiedIndustry: string | null;

  /**
   * The day (UTC) the member last made a signed-in request or signed in; null: not since this column came. Written at
   * most once a day per member by a conditional UPDATE (UsersService.markActive), never by save(), and shown only as
   * this_week / this_month / earlier (docs/conversations.md, "Responsiveness").
   */
  @Column({ name: 'last_active_on', type: 'date', nullable: true, update: false })
  lastActiveOn: string | null;

  /**
   * Median whole days (rounded up) to the first answer of the member's last 10 answered requests, null below 3;
   * recomputed when a request they received gets its first answer (UsersService.recordResponsiveness), never by save().
   */
  @Column({ name: 'replies_within_days', type: 'int', nullable: true, update: false })
  repliesWithinDays: number | null;

  /**
   * Requests received that expired unanswered since the member last answered one: at AUTO_PAUSE_AFTER_EXPIRED they
   * stop taking requests once (conversations/request-expiry.job.ts); an answer resets it. Never written by save().
   */
  @Column({ name: 'unanswered_expiries', type: 'int', default: 0, update: false })
  unansweredExpiries: number;

  /** Per kind: instant, digest or off; null means every kind instant (DEFAULT_NOTIFICATION_SETTINGS). */
  @Column({ name: 'notification_settings', type: 'simple-json', nullable: true })
  notificationSettings: Partial<NotificationSettings> | null;

  /** Every insert and save keeps the skeleton in step with the address (an email change goes through save). */
  @BeforeInsert()
  @BeforeUpdate()
  deriveEmailSkeleton(): void {
    if (typeof this.email === 'string') this.emailSkeleton = emailSkeleton(this.email);
  }

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;

  @UpdateDateColumn({ name: 'updated_at' })
  updatedAt: Date;
}
