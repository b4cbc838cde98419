import { ExecutionContext, SetMetadata } from '@nestjs/common';

export const AUTH_LIMIT = 'rate-limit:auth';
export const PUBLIC_FORMS_LIMIT = 'rate-limit:public-forms';

/** Sign-in, registration and password-reset calls: counted per client address and route. */
export const AuthRateLimit = () => SetMetadata(AUTH_LIMIT, true);

/** Anonymous forms that send mail or store text (site contact form, business-group contact). */
export const PublicFormRateLimit = () => SetMetadata(PUBLIC_FORMS_LIMIT, true);

/** A named throttler counts only the routes that carry its marker. */
export const appliesTo = (marker: string) => (context: ExecutionContext) =>
  !Reflect.getMetadata(marker, context.getHandler());
