import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { SessionsModule } from '../sessions/sessions.module';
import { TwoFactorSecret } from './entities/two-factor-secret.entity';
import { RecoveryCode } from './entities/recovery-code.entity';
import { TwoFactorService } from './two-factor.service';
import { TwoFactorController } from './two-factor.controller';
import { AdminTwoFactorController } from './admin-two-factor.controller';
import { TwoFactorReset } from './two-factor-reset.service';
import { Totp } from './totp';
import { SignInChallenges } from './sign-in-challenges.service';
import { CodeAttempts } from './code-attempts.service';
import { TwoFactorRepository } from './two-factor.repository';

/**
 * TOTP two-factor sign-in (docs/security.md): the secret, recovery codes and challenges, and the member's own
 * switch under /account/two-factor. The sign-in step itself (/auth/two-factor) is the auth module's door and
 * uses what this module exports. Codes are counted by the sessions module's SignInLimiter, with the same numbers as
 * the password step. Admins reset another account's two-factor through AdminTwoFactorController.
 */
@Module({
  imports: [TypeOrmModule.forFeature([TwoFactorSecret, RecoveryCode]), SessionsModule],
  controllers: [TwoFactorController, AdminTwoFactorController],
  providers: [TwoFactorService, TwoFactorRepository, TwoFactorReset, Totp, SignInChallenges, CodeAttempts],
  exports: [TwoFactorService, SignInChallenges, CodeAttempts],
})
export class TwoFactorModule {}
