import { ConflictException, Injectable, UnauthorizedException } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BUSINESS_GROUP_STATUS, MESSAGES, TWO_FACTOR_TEXTS, roleForMentorship } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';
import { UsersService, normalizeEmail } from '../users/users.service';
import { PasswordHasher } from '../users/password-hasher';
import { RegisterMemberDto } from './dto/register-member.dto';
import { RegisterBusinessDto } from './dto/register-business.dto';
import { CompleteProfileDto } from './dto/complete-profile.dto';
import { LoginResponseDto } from './dto/auth-responses.dto';
import { TwoFactorChallengeDto, TwoFactorSetupChallengeDto } from '../two-factor/dto/two-factor.dto';
import { TwoFactorService } from '../two-factor/two-factor.service';
import { SignInChallenges } from '../two-factor/sign-in-challenges';
import { GoogleIdentity } from './google-id-token.verifier';
import { TokenService } from './token.service';
import { SignInLimiter } from './sign-in-limiter';
import { toUserDetails } from '../users/user-details';
import { isDuplicateKey } from '../../common/database/duplicate-key';

export type SignInAnswer = LoginResponseDto | TwoFactorChallengeDto | TwoFactorSetupChallengeDto;

@Injectable()
export class AuthService {
  constructor(
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly tokens: TokenService,
    private readonly dataSource: DataSource,
    private readonly signInLimiter: SignInLimiter,
    private readonly twoFactor: TwoFactorService,
    private readonly challenges: SignInChallenges,
  ) {}

  async registerMember(dto: RegisterMemberDto): Promise<void> {
    await this.refuseTakenEmail(dto.email);
    const user = Object.assign(new User(), {
      name: dto.name.trim(),
      email: normalizeEmail(dto.email),
      passwordHash: await this.hasher.hash(dto.password),
      role: roleForMentorship(dto.mentorship),
      mentorship: dto.mentorship || null,
      phoneNumber: dto.PhoneNumber.trim(),
      industry: dto.IndustryType,
      jobTitle: dto.JobTitle.trim(),
      description: dto.Description?.trim() || null,
      profileComplete: true,
    });
    await this.insertUnique(() => this.users.save(user));
  }

  /** A business account (role business) and its directory entry, pending review, in one transaction. */
  async registerBusiness(dto: RegisterBusinessDto): Promise<void> {
    await this.refuseTakenEmail(dto.email);
    const passwordHash = await this.hasher.hash(dto.password);
    await this.insertUnique(() =>
      this.dataSource.transaction(async (manager) => {
        const account = await manager.save(
          Object.assign(new User(), {
            name: dto.name.trim(),
            email: normalizeEmail(dto.email),
            passwordHash,
            role: 'business',
            industry: dto.IndustryType,
            description: dto.Description.trim(),
            profileComplete: true,
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
      }),
    );
  }

  /** One answer for an unknown email, a wrong password and a suspended account; each counts as a failure. */
  async login(email: string, password: string, clientAddress: string): Promise<SignInAnswer> {
    await this.signInLimiter.assertMayTry(email, clientAddress);
    const user = await this.users.findByEmail(email);
    const passwordMatches = await this.hasher.verify(user?.passwordHash ?? null, password);
    if (!user || !passwordMatches || user.suspendedAt) {
      await this.signInLimiter.recordFailure(email, clientAddress);
      throw new UnauthorizedException(MESSAGES.login.wrongCredentials);
    }
    return this.afterFirstFactor(user);
  }

  /** Finds the account by Google id, then by the verified email (linking it), else creates an incomplete member profile. */
  async signInWithGoogle(identity: GoogleIdentity): Promise<SignInAnswer> {
    let user = (await this.users.findByGoogleId(identity.googleId)) ?? (await this.users.findByEmail(identity.email));
    if (user?.suspendedAt) throw new UnauthorizedException(MESSAGES.login.wrongCredentials);
    if (user && !user.googleId) {
      user.googleId = identity.googleId;
      user = await this.users.save(user);
    }
    if (!user) {
      user = await this.insertUnique(() =>
        this.users.save(
          Object.assign(new User(), {
            name: identity.name,
            email: normalizeEmail(identity.email),
            passwordHash: null,
            googleId: identity.googleId,
            role: 'helper',
            industry: null,
            profileComplete: false,
          }),
        ),
      );
    }
    return this.afterFirstFactor(user);
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

  /** The normal sign-in answer once the two-factor step is passed. */
  completeSignIn(user: User): Promise<LoginResponseDto> {
    return this.signedIn(user);
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

  private async refuseTakenEmail(email: string): Promise<void> {
    if (await this.users.findByEmail(email)) throw new ConflictException(MESSAGES.signup.emailTaken);
  }

  /** Two registrations racing past the lookup meet the unique index; the loser gets the same 409. */
  private async insertUnique<T>(insert: () => Promise<T>): Promise<T> {
    try {
      return await insert();
    } catch (error) {
      if (isDuplicateKey(error)) throw new ConflictException(MESSAGES.signup.emailTaken);
      throw error;
    }
  }
}
