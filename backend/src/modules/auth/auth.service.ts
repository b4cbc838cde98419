import { ConflictException, Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { BUSINESS_GROUP_STATUS, DEFAULT_LANGUAGE, Language, MESSAGES, TWO_FACTOR_TEXTS, roleForMentorship } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Transactions } from '../../common/database/transactions';
import { User } from '../users/entities/user.entity';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';
import { UsersService, normalizeEmail } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher.service';
import { MailService } from '../mail/mail.service';
import { RegisterMemberDto } from './dto/register-member.dto';
import { RegisterBusinessDto } from './dto/register-business.dto';
import { LoginResponseDto } from '../sessions/dto/session.dto';
import { TwoFactorChallengeDto, TwoFactorSetupChallengeDto } from '../two-factor/dto/two-factor.dto';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { SignInChallenges } from '../two-factor/sign-in-challenges.service';
import { GoogleIdentity } from './google-id-token.verifier';
import { TokenService } from '../sessions/token.service';
import { SignInLimiter } from '../sessions/sign-in-limiter.service';
import { EmailConfirmationService } from './email-confirmation.service';
import { GoogleAccountLinking } from './google-account-linking';
import { authEmails } from './auth-emails';
import { MyBusinessGroupsService } from '../business-groups/my-business-groups.service';
import { toUserDetails } from '../users/dto/user-details.dto';
import { isDuplicateKey } from '../../common/database/duplicate-key';

export type SignInAnswer = LoginResponseDto | TwoFactorChallengeDto | TwoFactorSetupChallengeDto;

/** Who holds an address already: enough to mail them about a registration with it. */
type AddressOwner = Pick<User, 'email' | 'name' | 'suspendedAt'>;

@Injectable()
export class AuthService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly transactions: Transactions,
    private readonly signInLimiter: SignInLimiter,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: SignInChallenges,
    private readonly confirmations: EmailConfirmationService,
    private readonly googleLinking: GoogleAccountLinking,
    private readonly mail: MailService,
    private readonly listings: MyBusinessGroupsService,
  ) {}

  /**
   * Enumeration-safe (docs/security.md): a taken address answers exactly like a new one (the controller says
   * the same success either way) and its owner is mailed instead. Both branches hash the password and neither
   * waits for SMTP, so the time taken does not tell them apart either.
   */
  /** `language`: the new account's, from the sign-up's Accept-Language (docs/languages.md). */
  async registerMember(dto: RegisterMemberDto, language: Language = DEFAULT_LANGUAGE): Promise<void> {
    const email = normalizeEmail(dto.email);
    const passwordHash = await this.hasher.hash(dto.password);
    const owner = await this.refuseLookAlike(email);
    const { columns, link } = this.confirmations.newLink();
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
      language,
      ...columns,
    });
    await this.insertNewAccount(email, owner, link, (manager) => this.users.saveWithCredentials(user, manager));
  }

  /** A business account (role business) and its directory entry, pending review, in one transaction. */
  async registerBusiness(dto: RegisterBusinessDto, language: Language = DEFAULT_LANGUAGE): Promise<void> {
    const email = normalizeEmail(dto.email);
    const passwordHash = await this.hasher.hash(dto.password);
    const owner = await this.refuseLookAlike(email);
    const { columns, link } = this.confirmations.newLink();
    await this.insertNewAccount(email, owner, link, async (manager) => {
      const account = await this.users.saveWithCredentials(
        Object.assign(new User(), {
          name: dto.name.trim(),
          email,
          passwordHash,
          role: 'business',
          industry: dto.IndustryType,
          description: dto.Description.trim(),
          profileComplete: true,
          emailConfirmed: false,
          language,
          ...columns,
        }),
        manager,
      );
      await this.listings.fileWithRegistration(
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
        manager,
      );
      return account;
    });
  }

  /** One answer for an unknown email, a wrong password and a suspended account; each counts as a failure. */
  async login(email: string, password: string, clientAddress: string): Promise<SignInAnswer> {
    const user = await this.signInLimiter.attempt(
      email,
      clientAddress,
      async () => {
        const account = await this.users.findByEmail(email);
        const passwordMatches = await this.hasher.verify(account?.passwordHash ?? null, password);
        return account && passwordMatches && !account.suspendedAt ? account : null;
      },
      () => new UnauthorizedException(MESSAGES.login.wrongCredentials),
    );
    return this.afterFirstFactor(user);
  }

  /** The account is chosen by GoogleAccountLinking (pinned sub, confirmed-only linking, takeover of a squatted address). */
  async signInWithGoogle(identity: GoogleIdentity, language: Language = DEFAULT_LANGUAGE): Promise<SignInAnswer> {
    return this.afterFirstFactor(await this.googleLinking.accountFor(identity, language));
  }

  /**
   * After the password (or Google): the token, or a challenge when two-factor is on for the account, or a set-up
   * challenge for an admin without it where ADMIN_TWO_FACTOR=required. A challenge is no session (no AuthToken).
   */
  private async afterFirstFactor(user: User): Promise<SignInAnswer> {
    if (await this.twoFactor.isOn(user.id)) {
      return { message: TWO_FACTOR_TEXTS.codeAsked, two_factor_required: true, challenge: this.challenges.issue('code', user) };
    }
    if (this.twoFactor.requiredFor(user)) {
      return { message: TWO_FACTOR_TEXTS.setupAsked, two_factor_setup_required: true, challenge: this.challenges.issue('setup', user) };
    }
    return this.signedIn(user);
  }

  /** The normal sign-in answer once the two-factor step is passed (or the profile completed: account/profile-completion.controller.ts). */
  completeSignIn(user: User, message?: string): Promise<LoginResponseDto> {
    return this.signedIn(user, message);
  }

  private async signedIn(user: User, message = 'Login successful'): Promise<LoginResponseDto> {
    return { message, user_details: toUserDetails(user), AuthToken: await this.tokens.issue(user) };
  }

  /**
   * One query on the two indexes (the address, and its TR39 skeleton): another address with the same skeleton is a
   * look-alike and is refused (docs/security.md, "Look-alike addresses": that refusal does tell that some similar
   * address is registered, which only a look-alike squatter needs). The same address goes on to the insert.
   */
  private async refuseLookAlike(email: string): Promise<AddressOwner | null> {
    const matches = await this.users.withAddressOrLookAlike(email);
    const owner = matches.find((user) => user.email === email) ?? null;
    if (!owner && matches.length > 0) throw new ConflictException(MESSAGES.confusableEmail.refused);
    return owner;
  }

  /**
   * Both branches do the same work: the insert is attempted for a taken address too and meets the unique index
   * (rolled back), which is then the "taken" branch, racing registrations included. The new account's link is
   * queued in the outbox with the account; the owner of a taken address is mailed instead. Neither waits for SMTP.
   */
  private async insertNewAccount(email: string, owner: AddressOwner | null, link: string, insert: (manager: EntityManager) => Promise<User>): Promise<void> {
    try {
      await this.transactions.run(async (manager) => {
        const account = await insert(manager);
        await this.confirmations.mailLink(account, link, manager);
      });
    } catch (error) {
      if (!isDuplicateKey(error)) throw error;
      // A registration that raced past the lookup is read now; otherwise the lookup already found the owner.
      const taken = owner ?? (await this.users.findByEmail(email));
      if (taken) await this.tellOwner(taken);
    }
  }

  /** Queued like the new account's confirmation mail (one outbox row each way): the two answers take the same time. */
  private async tellOwner(owner: AddressOwner): Promise<void> {
    if (owner.suspendedAt) return;
    await this.mail.send(authEmails.registrationAttempt(owner.email, owner.name, `${this.config.appUrl}/signin`, `${this.config.appUrl}/forgot-password`));
  }
}
