import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';
import { AuthStateCache } from './auth-state.cache';
import { PasswordHasher } from './password-hasher.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AdminVerificationController } from './admin-verification.controller';
import { VerificationService } from './verification.service';
import { CredentialsVersion } from './credentials-version.service';
import { UsersRepository } from './users.repository';
import { MailLanguages } from './mail-languages';

/** Accounts: the admin panel's users resource, suspension and verification (the directories under /info: the directory module). */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [AdminUsersController, AdminVerificationController],
  providers: [UsersService, UsersRepository, AuthStateCache, PasswordHasher, CredentialsVersion, AdminUsersService, VerificationService, MailLanguages],
  exports: [UsersService, PasswordHasher, CredentialsVersion, AdminUsersService, TypeOrmModule],
})
export class UsersModule {}
