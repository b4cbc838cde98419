import { Controller, Get, HttpException, Inject, NotFoundException, Req, Res } from '@nestjs/common';
import { ApiFoundResponse, ApiNotFoundResponse, ApiOperation, ApiTags, ApiTooManyRequestsResponse } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Public } from '../../common/decorators/access.decorators';
import { ErrorResponseDto } from '../../common/http/error-response.dto';
import { AuthRateLimit } from '../../common/rate-limit/rate-limit.decorators';
import { AuthService } from './auth.service';
import { GOOGLE_SIGN_IN_FAILED } from './google-id-token.verifier';
import { GOOGLE_STATE_COOKIE, GOOGLE_STATE_MAX_AGE_SECONDS, GoogleOAuthFlow } from './google-oauth.flow';

export const GOOGLE_NOT_CONFIGURED = MESSAGES.googleSignIn.notConfigured;

/** The server-side Google sign-in (passport-google-oauth20), for browsers without Google's script. */
@ApiTags('auth')
@ApiTooManyRequestsResponse({ description: 'Rate limit reached', type: ErrorResponseDto })
@ApiNotFoundResponse({ description: `${GOOGLE_NOT_CONFIGURED} (GOOGLE_CLIENT_SECRET is unset)`, type: ErrorResponseDto })
@Controller('auth/google')
export class GoogleOAuthController {
  private readonly cookiePath: string;
  private readonly secureCookie: boolean;

  constructor(
    private readonly flow: GoogleOAuthFlow,
    private readonly auth: AuthService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    this.cookiePath = new URL(config.google.callbackUrl).pathname;
    this.secureCookie = config.appUrl.startsWith('https:');
  }

  @Get()
  @Public()
  @AuthRateLimit()
  @ApiOperation({ summary: 'Start Google sign-in: redirects to Google with a state bound to this browser by a cookie' })
  @ApiFoundResponse({ description: "Location: Google's consent screen" })
  async start(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.refuseUnlessEnabled();
    const outcome = await this.flow.run({ query: {}, headers: request.headers });
    if (outcome.kind !== 'redirect')
      return this.finish(reply, `error=${encodeURIComponent(outcome.kind === 'failed' ? outcome.message : GOOGLE_SIGN_IN_FAILED)}`);
    reply.header('Set-Cookie', this.stateCookie(outcome.state, GOOGLE_STATE_MAX_AGE_SECONDS)).header('Cache-Control', 'no-store').redirect(outcome.url, 302);
  }

  @Get('callback')
  @Public()
  @AuthRateLimit()
  @ApiOperation({
    summary:
      "Google's redirect back: ends at <APP_URL>/signin#token=<AuthToken>, #two_factor=<challenge> or #two_factor_setup=<challenge> (docs/security.md), or /signin#error=<text>",
  })
  @ApiFoundResponse({ description: "Location: the web app's /signin with #token=…, #two_factor=…, #two_factor_setup=… or #error=…" })
  async callback(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    this.refuseUnlessEnabled();
    reply.header('Set-Cookie', this.stateCookie('', 0));
    const outcome = await this.flow.run({ query: (request.query ?? {}) as Record<string, unknown>, headers: request.headers });
    if (outcome.kind !== 'signed-in') {
      return this.finish(reply, `error=${encodeURIComponent(outcome.kind === 'failed' ? outcome.message : GOOGLE_SIGN_IN_FAILED)}`);
    }
    try {
      const signedIn = await this.auth.signInWithGoogle(outcome.identity);
      if ('AuthToken' in signedIn) return this.finish(reply, `token=${encodeURIComponent(signedIn.AuthToken)}`);
      // Two-factor on (or required and not set up): the sign-in page asks for the code with this challenge.
      const step = 'two_factor_required' in signedIn ? 'two_factor' : 'two_factor_setup';
      return this.finish(reply, `${step}=${encodeURIComponent(signedIn.challenge)}`);
    } catch (error) {
      if (!(error instanceof HttpException)) throw error;
      return this.finish(reply, `error=${encodeURIComponent(error.message)}`);
    }
  }

  private refuseUnlessEnabled(): void {
    if (!this.flow.enabled) throw new NotFoundException(GOOGLE_NOT_CONFIGURED);
  }

  /** The token travels in the fragment, which browsers never send to a server or in a Referer. */
  private finish(reply: FastifyReply, fragment: string): void {
    reply.header('Cache-Control', 'no-store').redirect(`${this.config.appUrl}/signin#${fragment}`, 302);
  }

  private stateCookie(value: string, maxAgeSeconds: number): string {
    return [
      `${GOOGLE_STATE_COOKIE}=${value}`,
      `Path=${this.cookiePath}`,
      `Max-Age=${maxAgeSeconds}`,
      'HttpOnly',
      // Lax: the cookie must come back on Google's top-level redirect to the callback.
      'SameSite=Lax',
      ...(this.secureCookie ? ['Secure'] : []),
    ].join('; ');
  }
}
