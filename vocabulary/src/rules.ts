import { LIMITS } from './limits';

/**
 * Validation patterns both apps apply. The API re-checks every rule the web app checks,
 * so a client that skips the form cannot store what the form would refuse.
 */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * Characters that show nothing (Unicode Default_Ignorable_Code_Point: soft hyphen U+00AD, zero-width space, joiner and
 * non-joiner U+200B-200D, word joiner U+2060, BOM U+FEFF, bidi controls, variation selectors, tags ...). In an address
 * they only make a look-alike of another (docs/security.md, "Look-alike addresses").
 */
const INVISIBLE = /\p{Default_Ignorable_Code_Point}/gu;

/**
 * The one spelling of an address every door stores and looks up: without invisible characters, lower case, and
 * without the trailing dot a fully qualified domain may carry (`amina@example.com.` is `amina@example.com`). So
 * `a\u00ADmina@example.com` and `amina@example.com.` meet the real `amina@example.com` instead of making a second
 * account beside it.
 */
export function normalizeEmailAddress(email: string): string {
  const address = email.replace(INVISIBLE, '').trim().toLowerCase();
  return address.includes('@') ? address.replace(/\.+$/, '') : address;
}

/** Signup: 8+ characters with a lowercase, an uppercase, a digit and one of !@#$%^&* (spec section 5). */
export const SIGNUP_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

/**
 * Reset: a lowercase, an uppercase, a digit and a special character from @$!%*?&,
 * and only those kinds of characters (spec section 5). Length is checked separately (6+).
 */
export const RESET_PASSWORD_PATTERN = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&])[A-Za-z\d@$!%*?&]+$/;
/** The special characters RESET_PASSWORD_PATTERN takes, said under the field before the member types (issue #24). */
export const RESET_PASSWORD_SPECIALS = '@$!%*?&';

/**
 * The picture formats an ad takes (kept here, beside the other rules the form texts name, so the texts need no
 * module of their own): the API checks a picture's content against `format` (what sharp reads), the web
 * app's picker offers and checks `mimeType` before anything is uploaded.
 */
export const AD_IMAGE_FORMATS = [
  { name: 'JPEG', format: 'jpeg', mimeType: 'image/jpeg' },
  { name: 'PNG', format: 'png', mimeType: 'image/png' },
  { name: 'WebP', format: 'webp', mimeType: 'image/webp' },
  { name: 'GIF', format: 'gif', mimeType: 'image/gif' },
] as const;

/** "JPEG, PNG, WebP or GIF", for the texts that name the accepted formats. */
export const AD_IMAGE_FORMAT_NAMES = `${AD_IMAGE_FORMATS.slice(0, -1)
  .map((f) => f.name)
  .join(', ')} or ${AD_IMAGE_FORMATS[AD_IMAGE_FORMATS.length - 1].name}`;

export function digitsOf(value: string): string {
  return value.replace(/\D/g, '');
}

/** Legal form phone: 10-15 digits; spaces, dashes, dots, brackets and a leading + are allowed around them. */
export function isLegalPhone(value: string): boolean {
  if (!/^\+?[\d\s().-]+$/.test(value)) return false;
  const count = digitsOf(value).length;
  return count >= LIMITS.legalPhoneDigitsMin && count <= LIMITS.legalPhoneDigitsMax;
}

export function isBlank(value: unknown): boolean {
  return value === undefined || value === null || String(value).trim() === '';
}

/** The business directory shows websites as links; https:// is prepended when the scheme is missing. */
export function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}
