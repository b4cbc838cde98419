import { Role } from '@community/vocabulary';

/** The signed-in account as guards and services see it (never carries the password hash). */
export interface AuthUser {
  id: number;
  email: string;
  name: string;
  role: Role;
  industry: string | null;
  profileComplete: boolean;
  /** False until a password account opens its confirmation link (ConfirmedEmailGuard). */
  emailConfirmed: boolean;
}

export interface JwtPayload {
  sub: number;
  /** The account's token version when the token was issued. */
  tv: number;
  role: Role;
}
