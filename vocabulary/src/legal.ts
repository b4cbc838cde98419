/** Legal categories and their specific issues (spec section 3). */
export const LEGAL_CATEGORIES: Readonly<Record<string, readonly string[]>> = {
  'Family Law': ['Divorce', 'Child Custody', 'Child Support', 'Adoption', 'Spousal Support'],
  'Criminal Defense': ['DUI/DWI', 'Drug Charges', 'Assault', 'Theft', 'White Collar Crimes'],
  'Civil Disputes': ['Landlord-Tenant Issues', 'Property Disputes', 'Defamation', 'Negligence'],
  Contracts: ['Contract Drafting', 'Contract Review', 'Breach of Contract'],
  Immigration: ['Visa Applications', 'Green Cards', 'Deportation Defense', 'Citizenship Applications'],
  'Personal Injury': ['Car Accidents', 'Workplace Injuries', 'Medical Malpractice', 'Slip and Fall'],
  'Employment Law': ['Wrongful Termination', 'Workplace Harassment', 'Discrimination', 'Wage Disputes'],
  'Business Law': ['Business Formation', 'Licensing and Compliance', 'Disputes and Litigation', 'Intellectual Property'],
  'Real Estate Law': ['Purchase Agreements', 'Lease Agreements', 'Zoning Issues', 'Foreclosures'],
  Bankruptcy: ['Chapter 7 Bankruptcy', 'Chapter 13 Bankruptcy', 'Debt Settlement'],
  'Estate Planning': ['Wills and Trusts', 'Power of Attorney', 'Probate'],
  'Consumer Protection': ['Fraudulent Practices', 'Warranty Issues', 'Identity Theft'],
  'Tax Law': ['Tax Disputes', 'IRS Representation', 'Tax Planning'],
  'Environmental Law': ['Land Use', 'Pollution Claims', 'Compliance'],
  'Education Law': ['Special Education Rights', 'Disciplinary Actions', 'Discrimination'],
  'Social Security/Disability Law': ['SSD Benefits Applications', 'Appeals'],
  'Intellectual Property Law': ['Patents', 'Trademarks', 'Copyright'],
};
export const LEGAL_CATEGORY_NAMES: readonly string[] = Object.keys(LEGAL_CATEGORIES);

export function isSpecificIssueOf(category: string, issue: string): boolean {
  return (LEGAL_CATEGORIES[category] ?? []).includes(issue);
}
