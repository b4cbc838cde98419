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

/**
 * The three member directories by the value users.directory_section stores (the kinds' names): which industries
 * each lists. The directory reads one section's page from IDX_users_directory_section_name.
 */
export const DIRECTORY_SECTIONS = {
  'professional-network': SECTION_INDUSTRIES.professionalNetwork,
  'legal-assistance': SECTION_INDUSTRIES.legalAssistance,
  'virtual-clinic': SECTION_INDUSTRIES.virtualClinic,
} as const;
export type DirectorySection = keyof typeof DIRECTORY_SECTIONS;

/** The section whose industries are exactly these, if any: its page is one read of IDX_users_directory_section_name. */
export function sectionOfIndustries(industries: readonly Industry[]): DirectorySection | null {
  const asked = new Set(industries);
  const entry = Object.entries(DIRECTORY_SECTIONS).find(([, list]) => list.length === asked.size && list.every((industry) => asked.has(industry)));
  return entry ? (entry[0] as DirectorySection) : null;
}
