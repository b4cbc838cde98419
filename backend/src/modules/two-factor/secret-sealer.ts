import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { jwtSecret } from '../../config/jwt-secret';

const VERSION = 'j1';

/**
 * Seals TOTP secrets with AES-256-GCM under a key derived (HKDF) from the install's JWT secret, so a database
 * dump or backup alone does not give anyone the codes. The value carries a key id ("j1:") so the secrets can move
 * to the data-encryption key of the "sealed at rest" work without a guess. Rotating JWT_SECRET makes sealed
 * secrets unreadable: members then sign in with a recovery code and set two-factor up again (docs/security.md).
 */
@Injectable()
export class SecretSealer {
  private readonly key: Buffer;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    this.key = Buffer.from(hkdfSync('sha256', jwtSecret(config.jwt), 'community-network', 'two-factor-secret', 32));
  }

  seal(plain: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
    return [VERSION, iv.toString('base64url'), sealed.toString('base64url'), cipher.getAuthTag().toString('base64url')].join(':');
  }

  /** The secret, or null when the value was sealed under another key (JWT_SECRET rotated) or was tampered with. */
  open(value: string): string | null {
    const [version, iv, sealed, tag] = value.split(':');
    if (version !== VERSION || !iv || !sealed || !tag) return null;
    try {
      const decipher = createDecipheriv('aes-256-gcm', this.key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([decipher.update(Buffer.from(sealed, 'base64url')), decipher.final()]).toString('utf8');
    } catch {
      return null;
    }
  }
}
