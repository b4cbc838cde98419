import { randomBytes, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { Profile, Strategy as GoogleStrategy, StrategyOptions, VerifyCallback } from 'passport-google-oauth20';
import { MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { GOOGLE_SIGN_IN_FAILED, GoogleIdentity } from './google-id-token.verifier';

export const GOOGLE_STATE_COOKIE = 'google_oauth_state';
export const GOOGLE_STATE_MAX_AGE_SECONDS = 600;
export const GOOGLE_SIGN_IN_CANCELLED = MESSAGES.googleSignIn.cancelled;
export const GOOGLE_SIGN_IN_EXPIRED = MESSAGES.googleSignIn.expired;

/** The parts of a request a passport OAuth 2.0 strategy reads. */
export interface OAuthRequest {
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  /** Set by the state store when it mints a state; the caller puts it in the browser's cookie. */
  mintedState?: string;
}

export type GoogleFlowOutcome =
  { kind: 'redirect'; url: string; state: string } | { kind: 'signed-in'; identity: GoogleIdentity } | { kind: 'failed'; message: string };

function readCookie(header: string | string[] | undefined, name: string): string | null {
  const text = Array.isArray(header) ? header.join('; ') : (header ?? '');
  for (const part of text.split(';')) {
    const [key, ...value] = part.trim().split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return null;
}

/**
 * Login CSRF protection without a session: the state sent to Google is a random nonce that is
 * also kept in a short-lived HttpOnly cookie; the callback is accepted only when both agree,
 * so a code started in another browser (an attacker's) cannot sign this browser in.
 */
const cookieBoundStateStore = {
  store(req: OAuthRequest, _meta: unknown, done: (error: Error | null, state?: string) => void): void {
    req.mintedState = randomBytes(24).toString('base64url');
    done(null, req.mintedState);
  },
  verify(req: OAuthRequest, state: string, done: (error: Error | null, ok: boolean, info?: unknown) => void): void {
    const expected = readCookie(req.headers.cookie, GOOGLE_STATE_COOKIE);
    const ok = typeof state === 'string' && !!expected && state.length === expected.length && timingSafeEqual(Buffer.from(state), Buffer.from(expected));
    done(null, ok, ok ? undefined : { message: GOOGLE_SIGN_IN_EXPIRED });
  },
};

/**
 * The passport-google-oauth20 strategy, driven directly instead of through passport's middleware:
 * passport writes redirects to a Node response, which Fastify's reply is not. Each call runs the
 * strategy with its redirect/success/fail/error actions turned into one outcome the controller
 * answers with Fastify's own reply.
 */
@Injectable()
export class GoogleOAuthFlow {
  private readonly logger = new Logger('GoogleOAuth');
  private readonly strategy: GoogleStrategy | null;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { clientId, clientSecret, callbackUrl, authorizationUrl, tokenUrl, userInfoUrl } = config.google;
    this.strategy =
      clientId && clientSecret
        ? new GoogleStrategy(
            {
              clientID: clientId,
              clientSecret,
              callbackURL: callbackUrl,
              ...(authorizationUrl ? { authorizationURL: authorizationUrl } : {}),
              ...(tokenUrl ? { tokenURL: tokenUrl } : {}),
              ...(userInfoUrl ? { userProfileURL: userInfoUrl } : {}),
              scope: ['openid', 'email', 'profile'],
              store: cookieBoundStateStore as never,
            } as StrategyOptions,
            (_accessToken: string, _refreshToken: string, profile: Profile, done: VerifyCallback): void => {
              const email = profile.emails?.[0];
              // Google's userinfo says whether Google verified the address; an unverified one could be anyone's.
              if (!profile.id || !email?.value || (email.verified as unknown) !== true) return done(null, false, { message: GOOGLE_SIGN_IN_FAILED });
              const identity: GoogleIdentity = { googleId: profile.id, email: email.value, name: profile.displayName || email.value.split('@')[0] };
              done(null, identity as never);
            },
          )
        : null;
  }

  get enabled(): boolean {
    return this.strategy !== null;
  }

  /** Step 1 (GET /auth/google) or step 2 (the callback with ?code&state, or ?error). */
  run(request: OAuthRequest): Promise<GoogleFlowOutcome> {
    const strategy = this.strategy;
    if (!strategy) return Promise.resolve({ kind: 'failed', message: GOOGLE_SIGN_IN_FAILED });
    return new Promise((resolve) => {
      const attempt = Object.create(strategy) as GoogleStrategy & Record<string, unknown>;
      attempt.redirect = (url: string) => resolve({ kind: 'redirect', url, state: request.mintedState ?? '' });
      attempt.success = (identity: GoogleIdentity) => resolve({ kind: 'signed-in', identity });
      attempt.fail = (challenge?: { message?: string }) => {
        const cancelled = typeof request.query.error === 'string';
        resolve({ kind: 'failed', message: cancelled ? GOOGLE_SIGN_IN_CANCELLED : (challenge?.message ?? GOOGLE_SIGN_IN_FAILED) });
      };
      attempt.error = (error: Error) => {
        this.logger.warn(`Google sign-in error: ${error.message}`);
        resolve({ kind: 'failed', message: GOOGLE_SIGN_IN_FAILED });
      };
      attempt.pass = () => resolve({ kind: 'failed', message: GOOGLE_SIGN_IN_FAILED });
      try {
        attempt.authenticate(request as never, {});
      } catch (error) {
        attempt.error(error as Error);
      }
    });
  }
}
