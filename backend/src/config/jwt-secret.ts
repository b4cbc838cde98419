import * as fs from 'node:fs';
import * as path from 'node:path';
import { randomBytes } from 'node:crypto';
import { AppConfig } from './app-config';

const installSecrets = new Map<string, string>();

/**
 * JWT_SECRET, or, when it is unset (never in production, which refuses to start without it), a random secret
 * made once per install and kept next to the SQLite file, readable by its owner only. A fixed default would let
 * anyone who read the source sign tokens for every install that kept it.
 */
export function jwtSecret(jwt: AppConfig['jwt']): string {
  if (jwt.secret) return jwt.secret;
  let secret = installSecrets.get(jwt.secretFile);
  if (!secret) {
    secret = readOrCreate(jwt.secretFile);
    installSecrets.set(jwt.secretFile, secret);
  }
  return secret;
}

function readOrCreate(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  try {
    // 'wx': two instances starting together keep whichever secret was written first.
    fs.writeFileSync(file, randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return fs.readFileSync(file, 'utf8').trim();
}
