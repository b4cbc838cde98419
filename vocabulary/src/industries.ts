/** The eight industries offered at registration (spec section 3). */
export const INDUSTRIES = [
  'Agriculture, Environment & Sustainability',
  'Arts, Communication, Media & Design',
  'Consulting, Finance, Operations & Entrepreneurship',
  'Education, Human Services & NonProfit',
  'Government, Policy, Law & International Affairs',
  'Health & Sciences',
  'Hospitality, Sports & Recreation',
  'Technology, Engineering & Data',
] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const LEGAL_INDUSTRY: Industry = 'Government, Policy, Law & International Affairs';
export const HEALTH_INDUSTRY: Industry = 'Health & Sciences';

/** The six industries of the Professional Network filter: all but the legal and health ones. */
export const PROFESSIONAL_NETWORK_INDUSTRIES: readonly Industry[] = INDUSTRIES.filter(
  (industry) => industry !== LEGAL_INDUSTRY && industry !== HEALTH_INDUSTRY,
);

/** Industry groups that open a member section (spec section 6). */
export const SECTION_INDUSTRIES = {
  professionalNetwork: PROFESSIONAL_NETWORK_INDUSTRIES,
  businessNetwork: PROFESSIONAL_NETWORK_INDUSTRIES,
  legalAssistance: [LEGAL_INDUSTRY] as readonly Industry[],
  virtualClinic: [HEALTH_INDUSTRY] as readonly Industry[],
} as const;
export type Section = keyof typeof SECTION_INDUSTRIES;

export function isIndustry(value: unknown): value is Industry {
  return typeof value === 'string' && (INDUSTRIES as readonly string[]).includes(value);
}
