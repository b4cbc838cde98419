import { Inject, Injectable, UnauthorizedException } from '@nestjs/common';
import { OAuth2Client } from 'google-auth-library';
import { MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';

export interface GoogleIdentity {
  googleId: string;
  email: string;
  name: string;
}

export const GOOGLE_SIGN_IN_FAILED = MESSAGES.googleSignIn.failed;

/**
 * Checks the ID token's signature against Google's published keys, its audience (our client id),
 * issuer and expiry, and that Google verified the email. GOOGLE_CERTS_URL points the key fetch
 * elsewhere (tests serve locally generated keys).
 */
@Injectable()
export class GoogleIdTokenVerifier {
  private readonly client: OAuth2Client | null;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    const { clientId, certsUrl } = config.google;
    this.client = clientId ? new OAuth2Client({ clientId, ...(certsUrl ? { endpoints: { oauth2FederatedSignonPemCertsUrl: certsUrl } } : {}) }) : null;
  }

  async verify(idToken: string): Promise<GoogleIdentity> {
    if (!this.client) throw new UnauthorizedException('Google sign-in is not configured');
    let payload;
    try {
      const ticket = await this.client.verifyIdToken({ idToken, audience: this.config.google.clientId! });
      payload = ticket.getPayload();
    } catch {
      throw new UnauthorizedException(GOOGLE_SIGN_IN_FAILED);
    }
    if (!payload?.sub || !payload.email || payload.email_verified !== true) {
      throw new UnauthorizedException(GOOGLE_SIGN_IN_FAILED);
    }
    return { googleId: payload.sub, email: payload.email, name: payload.name ?? payload.email.split('@')[0] };
  }
}
