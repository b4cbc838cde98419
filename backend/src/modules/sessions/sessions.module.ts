import { Module } from '@nestjs/common';
import { JwtModule } from '@nestjs/jwt';
import { PassportModule } from '@nestjs/passport';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { jwtSecret } from '../../config/jwt-secret';
import { JWT_ALGORITHM, JwtStrategy } from './jwt.strategy';
import { TokenService } from './token.service';
import { SignInLimiter } from './sign-in-limiter.service';

/**
 * The session: issuing its bearer token (`AuthToken`), checking it on every request (JwtStrategy, behind the app's
 * JwtAuthGuard), and the limiter every check of a password or a two-factor code goes through. Below auth, two-factor
 * and account, which each end sessions or open one: none of them needs another to do it. SignInLimiter keeps no
 * state of its own (the failure counter is shared), and there is one of it for every door that counts.
 */
@Module({
  imports: [
    PassportModule,
    JwtModule.registerAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        secret: jwtSecret(config.jwt),
        signOptions: { algorithm: JWT_ALGORITHM, expiresIn: config.jwt.expiresIn as never },
        verifyOptions: { algorithms: [JWT_ALGORITHM] },
      }),
    }),
  ],
  providers: [TokenService, JwtStrategy, SignInLimiter],
  exports: [TokenService, SignInLimiter],
})
export class SessionsModule {}
