import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { JwtService } from '@nestjs/jwt';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { jwtSecret } from '../../config/jwt-secret';
import { Clock } from '../clock/clock';

/**
 * What a link in a mail (or a sign-in challenge between the password and the two-factor code) may do; each purpose
 * signs with its own key, so no link works as another or as a session.
 */
export type LinkPurpose =
  'email-change' | 'unsubscribe' | 'saved-search-unsubscribe' | 'account-deletion' | 'data-export' | 'two-factor-code' | 'two-factor-setup';

/**
 * HMAC-signed, expiring tokens for links in mails (JWT HS256 through @nestjs/jwt). The key is derived from
 * JWT_SECRET and the purpose. Expiry is checked against the injectable clock so tests can move past it.
 */
@Injectable()
export class SignedTokens {
  private readonly jwt = new JwtService();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
  ) {}

  sign(purpose: LinkPurpose, claims: Record<string, unknown>, lifetimeSeconds: number): string {
    const iat = Math.floor(this.clock.now().getTime() / 1000);
    return this.jwt.sign({ ...claims, iat, exp: iat + lifetimeSeconds }, { secret: this.key(purpose), algorithm: 'HS256' });
  }

  /** The claims, or null for a bad signature, another purpose, a malformed token or an expired one. */
  verify<T extends object>(purpose: LinkPurpose, token: unknown): (T & { iat: number; exp: number }) | null {
    if (typeof token !== 'string' || token.length > 2048) return null;
    try {
      const claims = this.jwt.verify(token, { secret: this.key(purpose), algorithms: ['HS256'], ignoreExpiration: true });
      return claims.exp * 1000 > this.clock.now().getTime() ? claims : null;
    } catch {
      return null;
    }
  }

  private key(purpose: LinkPurpose): string {
    // jwtSecret(): without JWT_SECRET the per-install secret, never the text "null" anyone could sign with.
    return createHash('sha256')
      .update(`${jwtSecret(this.config.jwt)}\u0000link:${purpose}`)
      .digest('hex');
  }
}
