/**
 * `@community/vocabulary` as the web app and the admin panel import it (vite.config.ts and tsconfig.json alias the
 * package name here): the vocabulary itself, with its text tables answering in the reader's language (localized.ts).
 * Enumerations, limits and rules are the vocabulary's own; the API keeps importing the package unchanged.
 */
import { REJECTION_REASONS as ENGLISH_REJECTION_REASONS } from '@community/vocabulary/index';
import { localized } from './localized';

export * from '@community/vocabulary/index';

export const SCREEN_TEXTS = localized('SCREEN_TEXTS');
export const LIST_PAGING_TEXTS = localized('LIST_PAGING_TEXTS');
export const LIST_SEARCH_TEXTS = localized('LIST_SEARCH_TEXTS');
export const SITE_LABELS = localized('SITE_LABELS');
export const A11Y_TEXTS = localized('A11Y_TEXTS');
export const FIELD_LABELS = localized('FIELD_LABELS');
export const FORM_FIELDS = localized('FORM_FIELDS');
export const MESSAGES = localized('MESSAGES');
export const ACCESSIBILITY_STATEMENT = localized('ACCESSIBILITY_STATEMENT');
export const ACCOUNT_SCREEN_TEXTS = localized('ACCOUNT_SCREEN_TEXTS');
export const ACCOUNT_TEXTS = localized('ACCOUNT_TEXTS');
export const AD_STATUS_LABELS = localized('AD_STATUS_LABELS');
export const BUSINESS_GROUP_STATUS_LABELS = localized('BUSINESS_GROUP_STATUS_LABELS');
export const REJECTION_REASONS = localized('REJECTION_REASONS');
export const NOTIFICATION_KIND_LABELS = localized('NOTIFICATION_KIND_LABELS');
export const NOTIFICATION_DELIVERY_LABELS = localized('NOTIFICATION_DELIVERY_LABELS');
export const AD_SCREEN_TEXTS = localized('AD_SCREEN_TEXTS');
export const CONVERSATION_SCREEN_TEXTS = localized('CONVERSATION_SCREEN_TEXTS');
export const REQUEST_DIRECTIONS = localized('REQUEST_DIRECTIONS');
export const CONVERSATION_TEXTS = localized('CONVERSATION_TEXTS');
export const STATUS_LABELS = localized('STATUS_LABELS');
export const KIND_LABELS = localized('KIND_LABELS');
export const DIRECTORY_SCREEN_TEXTS = localized('DIRECTORY_SCREEN_TEXTS');
export const DIRECTORY_TEXTS = localized('DIRECTORY_TEXTS');
export const LIST_PAGE_TEXTS = localized('LIST_PAGE_TEXTS');
export const ISSUE_TEXTS = localized('ISSUE_TEXTS');
export const CONTACT_FORM_TEXTS = localized('CONTACT_FORM_TEXTS');
export const TWO_FACTOR_TEXTS = localized('TWO_FACTOR_TEXTS');
export const VERIFICATION_TEXTS = localized('VERIFICATION_TEXTS');
export const ADMIN_PANEL_TEXTS = localized('ADMIN_PANEL_TEXTS');
export const HOME_TEXTS = localized('HOME_TEXTS');
export const FRAME_TEXTS = localized('FRAME_TEXTS');
export const OPTION_LABELS = localized('OPTION_LABELS');
export const LANGUAGE_TEXTS = localized('LANGUAGE_TEXTS');

/** The vocabulary's "<choice>: <text>", with the choice in the reader's language. */
export function rejectionReasonText(code?: string | null, text?: string | null): string | null {
  const label = code && code in ENGLISH_REJECTION_REASONS ? REJECTION_REASONS[code as keyof typeof ENGLISH_REJECTION_REASONS] : null;
  const note = text?.trim() || null;
  if (label && note) return `${label}: ${note}`;
  return label ?? note;
}
