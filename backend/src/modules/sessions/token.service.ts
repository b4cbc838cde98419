import { Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { User } from '../users/entities/user.entity';
import { JwtPayload } from '../../common/auth/auth-user';

@Injectable()
export class TokenService {
  constructor(private readonly jwt: JwtService) {}

  issue(user: Pick<User, 'id' | 'role' | 'tokenVersion'>): Promise<string> {
    const payload: JwtPayload = { sub: user.id, tv: user.tokenVersion, role: user.role };
    return this.jwt.signAsync(payload);
  }
}
