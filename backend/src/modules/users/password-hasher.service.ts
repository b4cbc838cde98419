import { Injectable } from '@nestjs/common';
import * as argon2 from 'argon2';

/**
 * argon2id at OWASP's minimum (19 MiB, 2 passes, 1 lane): about 29 ms per hash on this machine
 * kind, on libuv's thread pool (docs/security.md has the measurement and the reasoning).
 */
const OPTIONS = { type: argon2.argon2id, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

@Injectable()
export class PasswordHasher {
  /** Verified when an email is unknown, so a miss costs the same time as a wrong password. */
  private readonly decoy = argon2.hash('decoy-password-for-unknown-accounts', OPTIONS);

  hash(password: string): Promise<string> {
    return argon2.hash(password, OPTIONS);
  }

  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      await argon2.verify(await this.decoy, password).catch(() => false);
      return false;
    }
    return argon2.verify(hash, password).catch(() => false);
  }
}
