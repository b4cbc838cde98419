/** The vocabulary's `account-texts` tables in the reader's language (one module per file, so a page bundles only what it reads). */
import {
  ACCOUNT_TEXTS as EN_ACCOUNT_TEXTS,
  AD_STATUS_LABELS as EN_AD_STATUS_LABELS,
  BUSINESS_GROUP_STATUS_LABELS as EN_BUSINESS_GROUP_STATUS_LABELS,
  REJECTION_REASONS as EN_REJECTION_REASONS,
  NOTIFICATION_KIND_LABELS as EN_NOTIFICATION_KIND_LABELS,
  NOTIFICATION_DELIVERY_LABELS as EN_NOTIFICATION_DELIVERY_LABELS,
} from '@community/vocabulary/account-texts';
import { localized } from '../localized';

export const ACCOUNT_TEXTS = /* @__PURE__ */ localized('ACCOUNT_TEXTS', EN_ACCOUNT_TEXTS);
export const AD_STATUS_LABELS = /* @__PURE__ */ localized('AD_STATUS_LABELS', EN_AD_STATUS_LABELS);
export const BUSINESS_GROUP_STATUS_LABELS = /* @__PURE__ */ localized('BUSINESS_GROUP_STATUS_LABELS', EN_BUSINESS_GROUP_STATUS_LABELS);
export const REJECTION_REASONS = /* @__PURE__ */ localized('REJECTION_REASONS', EN_REJECTION_REASONS);
export const NOTIFICATION_KIND_LABELS = /* @__PURE__ */ localized('NOTIFICATION_KIND_LABELS', EN_NOTIFICATION_KIND_LABELS);
export const NOTIFICATION_DELIVERY_LABELS = /* @__PURE__ */ localized('NOTIFICATION_DELIVERY_LABELS', EN_NOTIFICATION_DELIVERY_LABELS);

/** The vocabulary's "<choice>: <text>", with the choice in the reader's language. */
export function rejectionReasonText(code?: string | null, text?: string | null): string | null {
  const label = code && code in EN_REJECTION_REASONS ? REJECTION_REASONS[code as keyof typeof EN_REJECTION_REASONS] : null;
  const note = text?.trim() || null;
  if (label && note) return `${label}: ${note}`;
  return label ?? note;
}
