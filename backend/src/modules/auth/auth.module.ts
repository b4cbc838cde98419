import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { SessionsModule } from '../sessions/sessions.module';
import { GoogleIdTokenVerifier } from './google-id-token.verifier';
import { PasswordResetService } from './password-reset.service';
import { GoogleOAuthController } from './google-oauth.controller';
import { GoogleOAuthFlow } from './google-oauth.flow';
import { TwoFactorModule } from '../two-factor/two-factor.module';
import { TwoFactorSignInController } from './two-factor-sign-in.controller';
import { EmailConfirmationService } from './email-confirmation.service';
import { GoogleAccountLinking } from './google-account-linking';
import { EvenAnswerTime } from '../../common/http/even-answer-time';
import { UnprovenAccountTakeover } from './unproven-account-takeover';
import { ConfirmationResendLimit } from './confirmation-resend-limit';
import { BusinessGroupsModule } from '../business-groups/business-groups.module';
import { PasswordResetTokensRepository } from './password-reset-tokens.repository';

@Module({
  imports: [SessionsModule, TwoFactorModule, BusinessGroupsModule],
  controllers: [AuthController, GoogleOAuthController, TwoFactorSignInController],
  providers: [
    AuthService,
    GoogleIdTokenVerifier,
    GoogleOAuthFlow,
    PasswordResetService,
    EmailConfirmationService,
    GoogleAccountLinking,
    UnprovenAccountTakeover,
    ConfirmationResendLimit,
    PasswordResetTokensRepository,
    { provide: EvenAnswerTime, inject: [APP_CONFIG], useFactory: EvenAnswerTime.from },
  ],
  // The account's forms that must not tell whether an address is registered answer in the same even time.
  exports: [AuthService, EvenAnswerTime],
})
export class AuthModule {}
