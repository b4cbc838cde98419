import { MEMBER_MESSAGE_LIMITS } from './messaging-texts';

/**
 * The longest text each stored field takes. The forms' rules, the API's validation and the database
 * columns all read these numbers (the first migration wrote the same lengths).
 */
export const FIELD_LIMITS = {
  personName: MEMBER_MESSAGE_LIMITS.nameMax,
  email: MEMBER_MESSAGE_LIMITS.emailMax,
  phone: MEMBER_MESSAGE_LIMITS.contactPhoneMax,
  jobTitle: 120,
  memberDescription: 2000,
  industry: 80,
  businessName: 160,
  adTitle: 160,
  adDescription: 2000,
  adText: MEMBER_MESSAGE_LIMITS.messageMax,
  adCategory: 40,
  adPriceOffer: 80,
  adLocation: 160,
} as const;

/** The sentence for a text over its limit, e.g. "Title must be at most 160 characters". */
export function tooLongMessage(label: string, max: number): string {
  return `${label} must be at most ${max} characters`;
}
