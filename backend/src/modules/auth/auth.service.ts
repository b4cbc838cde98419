import { ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { BUSINESS_GROUP_STATUS, MESSAGES, roleForMentorship } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { User } from '../users/entities/user.entity';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';
import { UsersService, normalizeEmail } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher';
import { emailSkeleton } from '../users/email-skeleton';
import { MailService } from '../mail/mail.service';
import { RegisterMemberDto } from './dto/register-member.dto';
import { RegisterBusinessDto } from './dto/register-business.dto';
import { CompleteProfileDto } from './dto/complete-profile.dto';
import { LoginResponseDto } from './dto/auth-responses.dto';
import { GoogleIdentity } from './google-id-token.verifier';
import { TokenService } from './token.service';
import { SignInLimiter } from './sign-in-limiter';
import { EmailConfirmationService } from './email-confirmation.service';
import { GoogleAccountLinking } from './google-account-linking';
import { authEmails } from './auth-emails';
import { toUserDetails } from '../users/user-details';
import { isDuplicateKey } from '../../common/database/duplicate-key';

/** What a new address meets: nobody, or an account of its own (taken); a look-alike is refused on the spot. */
type AddressCheck = { kind: 'free' } | { kind: 'taken'; owner: User };

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly dataSource: DataSource,
    private readonly signInLimiter: SignInLimiter,
    private readonly confirmations: EmailConfirmationService,
    private readonly googleLinking: GoogleAccountLinking,
    private readonly mail: MailService,
  ) {}

  /**
   * Enumeration-safe (docs/security.md): a taken address answers exactly like a new one (the controller says
   * the same success either way) and its owner is mailed instead. Both branches hash the password and neither
   * waits for SMTP, so the time taken does not tell them apart either.
   */
  async registerMember(dto: RegisterMemberDto): Promise<void> {
    const email = normalizeEmail(dto.email);
    const passwordHash = await this.hasher.hash(dto.password);
    const check = await this.checkNewAddress(email);
    if (check.kind === 'taken') return this.tellOwner(check.owner);
    const user = Object.assign(new User(), {
      name: dto.name.trim(),
      email,
      passwordHash,
      role: roleForMentorship(dto.mentorship),
      mentorship: dto.mentorship || null,
      phoneNumber: dto.PhoneNumber.trim(),
      industry: dto.IndustryType,
      jobTitle: dto.JobTitle.trim(),
      description: dto.Description?.trim() || null,
      profileComplete: true,
      emailConfirmed: false,
    });
    await this.insertNewAccount(email, (manager) => manager.save(user));
  }

  /** A business account (role business) and its directory entry, pending review, in one transaction. */
  async registerBusiness(dto: RegisterBusinessDto): Promise<void> {
    const email = normalizeEmail(dto.email);
    const passwordHash = await this.hasher.hash(dto.password);
    const check = await this.checkNewAddress(email);
    if (check.kind === 'taken') return this.tellOwner(check.owner);
    await this.insertNewAccount(email, async (manager) => {
      const account = await manager.save(
        Object.assign(new User(), {
          name: dto.name.trim(),
          email,
          passwordHash,
          role: 'business',
          industry: dto.IndustryType,
          description: dto.Description.trim(),
          profileComplete: true,
          emailConfirmed: false,
        }),
      );
      await manager.save(
        Object.assign(new BusinessGroup(), {
          title: dto.name.trim(),
          description: dto.Description.trim(),
          website: dto.website_url?.trim() || null,
          email: account.email,
          industry: dto.IndustryType,
          status: BUSINESS_GROUP_STATUS.pending,
          userId: account.id,
          confirmConnections: dto.confirmConnections ?? false,
        }),
      );
      return account;
    });
  }

  /** One answer for an unknown email, a wrong password and a suspended account; each counts as a failure. */
  async login(email: string, password: string, clientAddress: string): Promise<LoginResponseDto> {
    await this.signInLimiter.assertMayTry(email, clientAddress);
    const user = await this.users.findByEmail(email);
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !passwordMatches || user.suspendedAt) {
      await this.signInLimiter.recordFailure(email, clientAddress);
      throw new UnauthorizedException(MESSAGES.login.wrongCredentials);
    }
    return this.signedIn(user);
  }

  /** The account is chosen by GoogleAccountLinking (pinned sub, confirmed-only linking, takeover of a squatted address). */
  async signInWithGoogle(identity: GoogleIdentity): Promise<LoginResponseDto> {
    return this.signedIn(await this.googleLinking.accountFor(identity));
  }

  async completeProfile(userId: number, dto: CompleteProfileDto): Promise<LoginResponseDto> {
    const user = await this.users.findById(userId);
    if (!user) throw new UnauthorizedException(MESSAGES.http.unauthorized);
    Object.assign(user, {
      mentorship: dto.mentorship,
      phoneNumber: dto.PhoneNumber.trim(),
      industry: dto.IndustryType,
      jobTitle: dto.JobTitle.trim(),
      description: dto.Description?.trim() || user.description,
      profileComplete: true,
    });
    // Admins and businesses keep their role; a member's role follows the mentorship answer.
    if (user.role === 'helper' || user.role === 'seeker') user.role = roleForMentorship(dto.mentorship);
    return this.signedIn(await this.users.save(user), 'Profile completed');
  }

  private async signedIn(user: User, message = 'Login successful'): Promise<LoginResponseDto> {
    return { message, user_details: toUserDetails(user), AuthToken: await this.tokens.issue(user) };
  }

  /**
   * One lookup on the two indexes (the address, and its TR39 skeleton). The same address is "taken"; another
   * address with the same skeleton is a look-alike and is refused (docs/security.md, "Confusable addresses":
   * that refusal does tell that some similar address is registered, which only a look-alike squatter needs).
   */
  private async checkNewAddress(email: string): Promise<AddressCheck> {
    const matches = await this.dataSource.getRepository(User).find({
      where: [{ email }, { emailSkeleton: emailSkeleton(email) }],
      take: 5,
    });
    const owner = matches.find((user) => user.email === email);
    if (owner) return { kind: 'taken', owner };
    if (matches.length > 0) throw new ConflictException(MESSAGES.confusableEmail.refused);
    return { kind: 'free' };
  }

  /** Inserts the account and mails its confirmation link; a racing registration of the same address becomes "taken". */
  private async insertNewAccount(email: string, insert: (manager: EntityManager) => Promise<User>): Promise<void> {
    let created: { account: User; link: string };
    try {
      created = await this.dataSource.transaction(async (manager) => {
        const account = await insert(manager);
        return { account, link: await this.confirmations.storeLink(account.id, manager) };
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      const owner = await this.users.findByEmail(email);
      if (owner) this.tellOwner(owner);
      return;
    }
    this.confirmations.mailLink(created.account, created.link);
  }

  /** Not awaited, like the new account's confirmation mail: the two answers take the same time. */
  private tellOwner(owner: User): void {
    if (owner.suspendedAt) return;
    void this.mail.send(authEmails.registrationAttempt(owner.email, owner.name, `${this.config.appUrl}/signin`, `${this.config.appUrl}/forgot-password`));
  }
}
