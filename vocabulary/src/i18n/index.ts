import type { Language } from '../languages';
import type { MailCatalog } from './mail-catalog';
import type { ErrorCatalog } from './errors';
import { MAIL_EN } from './mail.en';
import { MAIL_AR } from './mail.ar';
import { ERRORS_AR } from './errors.ar';

/**
 * The per-language catalogs (docs/languages.md): the mails (mail-catalog.ts, mail.en.ts, mail.ar.ts) and the API's
 * texts a member can meet (errors.ts, errors.ar.ts). A missing key in any catalog is a type error.
 */
export * from './mail-catalog';
export * from './errors';
export { MAIL_EN, MAIL_AR, ERRORS_AR };

/** Every language's mails: a language without a catalog is a type error here. */
export const MAIL_CATALOGS: Readonly<Record<Language, MailCatalog>> = { en: MAIL_EN, ar: MAIL_AR };

/** Every language's catalog of the API's texts but English's, which is API_TEXTS itself (the API's own answers). */
export const ERROR_CATALOGS: Readonly<Record<Exclude<Language, 'en'>, ErrorCatalog>> = { ar: ERRORS_AR };
