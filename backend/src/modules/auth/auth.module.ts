import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { jwtSecret } from '../../config/jwt-secret';
import { AuthController } from './auth.controller';
import { AuthService } from './auth.service';
import { JWT_ALGORITHM, JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';
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

@Module({
  imports: [
    PassportModule,
    TwoFactorModule,
    TypeOrmModule.forFeature([PasswordResetToken]),
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtSecret(config.jwt),
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwt.expiresIn as never },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  controllers: [AuthController, GoogleOAuthController, TwoFactorSignInController],
  providers: [AuthService, TokenService, JwtStrategy, GoogleIdTokenVerifier, GoogleOAuthFlow, PasswordResetService, SignInLimiter, EmailConfirmationService, GoogleAccountLinking,
    { provide: EvenAnswerTime, inject: [APP_CONFIG], useFactory: EvenAnswerTime.from },
  ],
  exports: [AuthService, TokenService],
})
export class AuthModule {}
