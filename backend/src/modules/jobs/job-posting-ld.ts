import { JobEmploymentType, JobSalaryPeriod, jobPath } from '@community/vocabulary';
import { Job } from './entities/job.entity';

/** Google's employmentType values (developers.google.com/search/docs/appearance/structured-data/job-posting). */
export const GOOGLE_EMPLOYMENT_TYPES: Record<JobEmploymentType, string> = {
  full_time: 'FULL_TIME',
  part_time: 'PART_TIME',
  contract: 'CONTRACTOR',
  internship: 'INTERN',
  volunteer: 'VOLUNTEER',
};

const UNIT_TEXT: Record<JobSalaryPeriod, string> = { hour: 'HOUR', day: 'DAY', week: 'WEEK', month: 'MONTH', year: 'YEAR' };

/** The last part of "City, Region" as the region, the rest as the locality; a single word is the locality. */
function postalAddress(location: string): Record<string, string> {
  const parts = location
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  const address: Record<string, string> = { '@type': 'PostalAddress', addressLocality: parts[0] ?? location };
  if (parts.length > 1) address.addressRegion = parts.slice(1).join(', ');
  return address;
}

/**
 * The schema.org JobPosting of an approved posting, with Google's required properties (title, description,
 * datePosted, hiringOrganization, jobLocation, or jobLocationType TELECOMMUTE with applicantLocationRequirements for
 * remote work) and its recommended ones (validThrough, employmentType, baseSalary when a salary is given, identifier,
 * directApply: members apply in the app). The description is the poster's plain text.
 */
export function jobPostingLd(job: Job, appUrl: string): Record<string, unknown> {
  const ld: Record<string, unknown> = {
    '@context': 'https://schema.org/',
    '@type': 'JobPosting',
    title: job.title,
    description: job.description,
    identifier: { '@type': 'PropertyValue', name: job.employerName, value: String(job.id) },
    datePosted: new Date(job.approvedAt ?? job.createdAt).toISOString(),
    validThrough: job.expiresAt ? new Date(job.expiresAt).toISOString() : undefined,
    employmentType: GOOGLE_EMPLOYMENT_TYPES[job.employmentType],
    industry: job.industry,
    hiringOrganization: { '@type': 'Organization', name: job.employerName },
    directApply: true,
    url: `${appUrl}${jobPath(job.id)}`,
  };
  if (job.workplace === 'remote') {
    ld.jobLocationType = 'TELECOMMUTE';
    ld.applicantLocationRequirements = { '@type': 'AdministrativeArea', name: job.location };
  } else {
    ld.jobLocation = { '@type': 'Place', address: postalAddress(job.location) };
  }
  if (job.salaryCurrency && job.salaryPeriod && (job.salaryMin !== null || job.salaryMax !== null)) {
    const value: Record<string, unknown> = { '@type': 'QuantitativeValue', unitText: UNIT_TEXT[job.salaryPeriod] };
    if (job.salaryMin !== null && job.salaryMax !== null && job.salaryMin !== job.salaryMax) {
      value.minValue = Number(job.salaryMin);
      value.maxValue = Number(job.salaryMax);
    } else {
      value.value = Number(job.salaryMin ?? job.salaryMax);
    }
    ld.baseSalary = { '@type': 'MonetaryAmount', currency: job.salaryCurrency, value };
  }
  return JSON.parse(JSON.stringify(ld));
}

/**
 * JSON for a <script type="application/ld+json"> block: `<`, `>` and `&` written as \u escapes (still the same JSON
 * text for a parser), and U+2028/U+2029 too, so no text of the poster's can close the script element
 * (`</script><script>`) or open a comment in it.
 */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`);
}
