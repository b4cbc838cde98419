import { SetMetadata, applyDecorators } from '@nestjs/common';
import { ApiBearerAuth, ApiForbiddenResponse, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Industry, MESSAGES, Role, SECTION_INDUSTRIES, Section } from '@community/vocabulary';
import { ErrorResponseDto } from '../http/error-response.dto';

export const IS_PUBLIC = 'access:public';
export const ROLES = 'access:roles';
export const INDUSTRIES = 'access:industries';

/** Every endpoint needs a token unless it says it is public: deny by default. */
export const Public = () => SetMetadata(IS_PUBLIC, true);

const signedInDocs = () =>
  applyDecorators(
    ApiBearerAuth(),
    ApiUnauthorizedResponse({ description: 'No token, an expired token, or a token revoked by a password reset or suspension', type: ErrorResponseDto }),
  );

/** Only these roles may call the endpoint. */
export const Roles = (...roles: Role[]) =>
  applyDecorators(SetMetadata(ROLES, roles), signedInDocs(), ApiForbiddenResponse({ description: `Only for: ${roles.join(', ')}`, type: ErrorResponseDto }));

/** Helpers and admins pass; anyone else needs one of these industries (spec section 6). */
export const Industries = (...industries: readonly Industry[]) =>
  applyDecorators(
    SetMetadata(INDUSTRIES, industries),
    signedInDocs(),
    ApiForbiddenResponse({ description: "Seekers and businesses outside the section's industries", type: ErrorResponseDto }),
  );

export const SectionAccess = (section: Section) => Industries(...SECTION_INDUSTRIES[section]);

export const SignedIn = () => signedInDocs();

export const CONFIRMED_EMAIL = 'access:confirmed-email';

/**
 * Calls that reach other members (requests, replies, ads) wait until the account proved its address
 * (docs/security.md, "Proven email"): others answer 403 with MESSAGES.emailConfirmation.required.
 */
export const ConfirmedEmail = () =>
  applyDecorators(
    SetMetadata(CONFIRMED_EMAIL, true),
    signedInDocs(),
    ApiForbiddenResponse({ description: `An account whose email is not confirmed yet: "${MESSAGES.emailConfirmation.required}"`, type: ErrorResponseDto }),
  );
