import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { User } from './entities/user.entity';
import { UsersService } from './users.service';
import { AuthStateCache } from './auth-state.cache';
import { PasswordHasher } from './password-hasher';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([User])],
  providers: [UsersService, AuthStateCache, PasswordHasher],
  exports: [UsersService, PasswordHasher, TypeOrmModule],
})
export class UsersModule {}
