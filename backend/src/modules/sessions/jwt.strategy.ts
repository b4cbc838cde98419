import { createSecretKey } from 'node:crypto';
import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { PassportStrategy } from '@nestjs/passport';
import { ExtractJwt, Strategy } from 'passport-jwt';
import { MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { jwtSecret } from '../../config/jwt-secret';
import { UsersService } from '../users/users.service';
import { AuthUser, JwtPayload } from '../../common/auth/auth-user';

export const JWT_ALGORITHM = 'HS256';

@Injectable()
export class JwtStrategy extends PassportStrategy(Strategy, 'jwt') {
  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly users: UsersService,
  ) {
    super({
      jwtFromRequest: ExtractJwt.fromAuthHeaderAsBearerToken(),
      // A prepared key: given the bare string, jsonwebtoken first tries it as a public key on every
      // request (createPublicKey), which cost 2-6 ms per call in the directory benchmark's profile.
      // jsonwebtoken takes a KeyObject; passport-jwt's types only list string | Buffer.
      secretOrKey: createSecretKey(Buffer.from(jwtSecret(config.jwt))) as unknown as Buffer,
      algorithms: [JWT_ALGORITHM],
      ignoreExpiration: false,
    });
  }

  /** A token is good only while its account exists, is not suspended and has not reset its password since. */
  async validate(payload: JwtPayload & { exp?: number }): Promise<AuthUser> {
    // jsonwebtoken accepts a token without exp as never expiring; ours always carry one, so such a token is forged or foreign.
    if (typeof payload.exp !== 'number') throw new UnauthorizedException(MESSAGES.http.unauthorized);
    const state = typeof payload.sub === 'number' ? await this.users.authState(payload.sub) : null;
    if (!state || state.suspended || state.tokenVersion !== payload.tv) {
      throw new UnauthorizedException(MESSAGES.http.unauthorized);
    }
    const { tokenVersion: _version, suspended: _suspended, ...user } = state;
    // A signed-in request: the member was here today (at most one conditional UPDATE a day, UsersService.markActive).
    await this.users.markActive(user.id);
    return user;
  }
}
