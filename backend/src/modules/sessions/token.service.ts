import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { User } from '../users/entities/user.entity';
import { JwtPayload } from '../../common/auth/auth-user';
import { UsersService } from '../users/users.service';

@Injectable()
export class TokenService {
  constructor(
    private readonly jwt: JwtService,
    private readonly users: UsersService,
  ) {}

  /** A session for the member; signing in counts as being active today (users.last_active_on). */
  async issue(user: Pick<User, 'id' | 'role' | 'tokenVersion'>): Promise<string> {
    await this.users.markActive(user.id);
    const payload: JwtPayload = { sub: user.id, tv: user.tokenVersion, role: user.role };
    return this.jwt.signAsync(payload);
  }
}
