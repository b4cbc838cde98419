import { Module } from '@nestjs/common';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../../config/config.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JwtStrategy } from './jwt.strategy';
import { SessionTokensModule } from './session-tokens.module';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { PasswordResetService } from './password-reset.service';
import { GoogleOAuthController } from './google-oauth.controller';
import { GoogleOAuthFlow } from './google-oauth.flow';
import { PasswordResetToken } from './entities/password-reset-token.entity';
import { SignInLimiter } from './sign-in-limiter';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { TwoFactorSignInController } from './two-factor-sign-in.controller';
import { EmailConfirmationService } from './email-confirmation.service';
import { GoogleAccountLinking } from './google-account-linking';
import { EvenAnswerTime } from './even-answer-time';
import { UnprovenAccountTakeover } from './unproven-account-takeover';
import { ConfirmationResendLimit } from './confirmation-resend-limit';

@Module({
  imports: [
    PassportModule,
    TwoFactorModule,
    TypeOrmModule.forFeature([PasswordResetToken]),
    SessionTokensModule,
  ],
  controllers: [AuthController, GoogleOAuthController, TwoFactorSignInController],
  providers: [AuthService, JwtStrategy, GoogleIdTokenVerifier, GoogleOAuthFlow, PasswordResetService, SignInLimiter, EmailConfirmationService, GoogleAccountLinking,
    UnprovenAccountTakeover, ConfirmationResendLimit,
    { provide: EvenAnswerTime, inject: [APP_CONFIG], useFactory: EvenAnswerTime.from },
  ],
  // The account's doors that check the current password count it with the same limiter and answer in even time.
  exports: [AuthService, SessionTokensModule, SignInLimiter, EvenAnswerTime],
})
export class AuthModule {}
