import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { jwtSecret } from '../../config/jwt-secret';
import { JWT_ALGORITHM } from './jwt.strategy';
import { TokenService } from './token.service';

/**
 * Issuing the session's bearer token (`AuthToken`), on its own so that the modules that end sessions and hand this
 * one a fresh token (account: password, email; two-factor: turning it on) can issue one without importing the whole
 * auth module, which itself imports two-factor for the sign-in step.
 */
@Module({
  imports: [
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtSecret(config.jwt),
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwt.expiresIn as never },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  providers: [TokenService],
  exports: [TokenService],
})
export class SessionTokensModule {}
