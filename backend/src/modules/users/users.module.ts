import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';
import { AuthStateCache } from './auth-state.cache';
import { PasswordHasher } from './password-hasher.service';
import { DirectoryController } from './directory.controller';
import { DirectoryService } from './directory.service';
import { AdminUsersController } from './admin-users.controller';
import { AdminUsersService } from './admin-users.service';
import { AdminVerificationController } from './admin-verification.controller';
import { VerificationService } from './verification.service';
import { CredentialsVersion } from './credentials-version.service';

/** Accounts: the member directories under /info, the admin panel's users resource, suspension and verification. */
@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  controllers: [DirectoryController, AdminUsersController, AdminVerificationController],
  providers: [UsersService, AuthStateCache, PasswordHasher, CredentialsVersion, DirectoryService, AdminUsersService, VerificationService],
  exports: [UsersService, PasswordHasher, CredentialsVersion, AdminUsersService, TypeOrmModule],
})
export class UsersModule {}
