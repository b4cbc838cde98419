import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { AuditModule } from '../audit/audit.module';
import { AccountController } from './account.controller';
import { ProfileService } from './profile.service';
import { CredentialsService } from './credentials.service';

/** The member's own space under /account: profile, photo, password, email, data export and deletion. */
@Module({
  imports: [AuthModule, AuditModule],
  controllers: [AccountController],
  providers: [ProfileService, CredentialsService],
})
export class AccountModule {}
