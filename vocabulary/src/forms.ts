export const CONTACT_SUBJECTS = ['General Inquiry', 'Support', 'Feedback'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const GENDERS = ['Male', 'Female', 'Other'] as const;
export type Gender = (typeof GENDERS)[number];

export const AD_CATEGORIES = ['Real Estate', 'Automotive', 'Technology', 'Services', 'Retail', 'Other'] as const;
export type AdCategory = (typeof AD_CATEGORIES)[number];

/** The statuses an admin's review gives (and the admin list filters by). */
export const AD_REVIEW_STATUSES = ['pending', 'approved', 'rejected'] as const;
/** expired and closed ads are off the board; only their poster sees them (My ads). */
export const AD_STATUSES = [...AD_REVIEW_STATUSES, 'expired', 'closed'] as const;
export type AdStatus = (typeof AD_STATUSES)[number];

/** Business groups keep the spec's numeric status. */
export const BUSINESS_GROUP_STATUS = { pending: 0, approved: 1, rejected: 2 } as const;
export type BusinessGroupStatus = (typeof BUSINESS_GROUP_STATUS)[keyof typeof BUSINESS_GROUP_STATUS];

/** Any other value of either kind is unknown, and displays as Unknown (spec section 4). */
export function adStatusOf(status: unknown): AdStatus | 'unknown' {
  return (AD_STATUSES as readonly unknown[]).includes(status) ? (status as AdStatus) : 'unknown';
}
export function businessGroupStatusOf(status: unknown): keyof typeof BUSINESS_GROUP_STATUS | 'unknown' {
  const entry = Object.entries(BUSINESS_GROUP_STATUS).find(([, value]) => value === Number(status) && status !== null && status !== '');
  return entry ? (entry[0] as keyof typeof BUSINESS_GROUP_STATUS) : 'unknown';
}
/** A business group's status in words, as the admin search matches it (English, like the API's data). */
export function businessGroupStatusLabel(status: unknown): string {
  const known = businessGroupStatusOf(status);
  return known === 'unknown' ? 'Unknown' : known;
}

/** The sections a message to a member can come from. */
export const MESSAGE_SECTIONS = ['professional-network', 'legal-assistance', 'virtual-clinic', 'business-groups', 'job-board'] as const;
export type MessageSection = (typeof MESSAGE_SECTIONS)[number];
