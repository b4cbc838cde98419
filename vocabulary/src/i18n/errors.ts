import { MESSAGES } from '../messages';
import { ACCOUNT_TEXTS } from '../account-texts';
import { CONVERSATION_TEXTS } from '../conversations';
import { ISSUE_TEXTS, LIST_PAGE_TEXTS } from '../messaging-texts';
import { TWO_FACTOR_TEXTS } from '../two-factor';
import type { Language } from '../languages';

const confirmation = MESSAGES.emailConfirmation;
const twoFactor = TWO_FACTOR_TEXTS;

/**
 * The API's answers a member can meet (`error_message`, and the `message` of a success), grouped as they are in
 * vocabulary, each the very constant the API sends: the English texts are the spec's contract and the API keeps
 * answering them, byte for byte, whatever the member's language (docs/languages.md). The web app shows a member the
 * text of their language by looking the English answer up here (`apiTextIn`), or, for the two texts made from facts,
 * by calling the same key's function in its language's catalog. Admin-only answers (the panel's) are not here.
 */
export const API_TEXTS = {
  login: MESSAGES.login,
  signup: MESSAGES.signup,
  businessSignup: MESSAGES.businessSignup,
  contact: MESSAGES.contact,
  memberContact: MESSAGES.memberContact,
  legal: MESSAGES.legal,
  clinic: MESSAGES.clinic,
  ad: MESSAGES.ad,
  forgotPassword: MESSAGES.forgotPassword,
  resetPassword: MESSAGES.resetPassword,
  http: MESSAGES.http,
  emailConfirmation: {
    required: confirmation.required,
    confirmed: confirmation.confirmed,
    invalidLink: confirmation.invalidLink,
    expiredLink: confirmation.expiredLink,
    alreadyConfirmed: confirmation.alreadyConfirmed,
    resent: confirmation.resent,
    resendFailed: confirmation.resendFailed,
    resentIfWaiting: confirmation.resentIfWaiting,
    otherAccount: confirmation.otherAccount,
    confirmedWithNewPassword: confirmation.confirmedWithNewPassword,
  },
  googleSignIn: MESSAGES.googleSignIn,
  googleLinking: MESSAGES.googleLinking,
  confusableEmail: MESSAGES.confusableEmail,
  account: ACCOUNT_TEXTS,
  conversation: CONVERSATION_TEXTS,
  issue: ISSUE_TEXTS,
  listPage: LIST_PAGE_TEXTS,
  twoFactor: {
    codeAsked: twoFactor.codeAsked,
    setupAsked: twoFactor.setupAsked,
    wrongCode: twoFactor.wrongCode,
    codeRequired: twoFactor.codeRequired,
    challengeExpired: twoFactor.challengeExpired,
    alreadyOn: twoFactor.alreadyOn,
    notOn: twoFactor.notOn,
    setupFirst: twoFactor.setupFirst,
    requiredForAdmins: twoFactor.requiredForAdmins,
    passwordFirst: twoFactor.passwordFirst,
    turnedOn: twoFactor.turnedOn,
    turnedOff: twoFactor.turnedOff,
    codesRegenerated: twoFactor.codesRegenerated,
  },
} as const;

/**
 * Another language's catalog of the API's texts: the same groups and keys, a string for each English string and a
 * function of the same facts for each English function. A missing key, or one English does not have, is a type error.
 */
export type TranslationOf<T> = {
  -readonly [K in keyof T]: T[K] extends string ? string : T[K] extends (...facts: infer A) => string ? (...facts: A) => string : TranslationOf<T[K]>;
};
export type ErrorCatalog = TranslationOf<typeof API_TEXTS>;

/** Every fixed text of a catalog as `group.key` → text (the functions left out). */
export function flattenTexts(catalog: object, prefix = ''): Map<string, string> {
  const flat = new Map<string, string>();
  for (const [key, value] of Object.entries(catalog)) {
    if (typeof value === 'string') flat.set(`${prefix}${key}`, value);
    else if (value && typeof value === 'object') for (const [inner, text] of flattenTexts(value, `${prefix}${key}.`)) flat.set(inner, text);
  }
  return flat;
}

/** `group.key` of an English answer, or null for a text that is not an API text of this catalog. */
export function apiTextKey(english: string): string | null {
  for (const [key, text] of flattenTexts(API_TEXTS)) if (text === english) return key;
  return null;
}

/** The text to show for an API answer in `language`: its translation, or the answer as it came when there is none. */
export function apiTextIn(english: string, language: Language, catalogs: Readonly<Partial<Record<Language, ErrorCatalog>>>): string {
  const catalog = catalogs[language];
  const key = catalog ? apiTextKey(english) : null;
  return (key && flattenTexts(catalog!).get(key)) ?? english;
}
