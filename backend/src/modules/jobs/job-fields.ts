import { JOB_TEXTS } from '@community/vocabulary';
import { Job } from './entities/job.entity';
import { CreateJobDto } from './dto/create-job.dto';

const blank = (value: unknown) => value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
const trimmedOrNull = (value: string | null | undefined) => (blank(value) ? null : value!.trim());

/** The posting's stored fields from a whole form (a new posting, or an edit merged over the stored one). */
export type JobFields = Pick<
  Job,
  | 'title'
  | 'employerName'
  | 'businessGroupId'
  | 'industry'
  | 'location'
  | 'workplace'
  | 'employmentType'
  | 'salaryMin'
  | 'salaryMax'
  | 'salaryCurrency'
  | 'salaryPeriod'
  | 'description'
  | 'applyInstructions'
  | 'applyUrl'
  | 'applyEmail'
>;

/**
 * The rules that span fields, which the DTO's per-field rules cannot see: the employer is a listing or a name (one
 * of them), and a salary that is given has an amount, a currency and a period, with min <= max. Keyed by field like
 * the per-field rules, so the form's error summary lists them the same way.
 */
export function crossFieldErrors(form: Partial<CreateJobDto>): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const listing = !blank(form.business_group_id);
  const name = !blank(form.employer_name);
  if (!listing && !name) errors.employer_name = [JOB_TEXTS.employerRequired];
  if (listing && name) errors.employer_name = [JOB_TEXTS.employerBoth];
  const salary = [form.salary_min, form.salary_max, form.salary_currency, form.salary_period];
  if (salary.some((part) => !blank(part))) {
    if ((blank(form.salary_min) && blank(form.salary_max)) || blank(form.salary_currency) || blank(form.salary_period)) {
      errors.salary_min = [JOB_TEXTS.salaryIncomplete];
    } else if (!blank(form.salary_min) && !blank(form.salary_max) && Number(form.salary_min) > Number(form.salary_max)) {
      errors.salary_max = [JOB_TEXTS.salaryRangeInvalid];
    }
  }
  return errors;
}

/** The form as it is stored: trimmed, an address lower-cased, the employer's name from the listing when one is named. */
export function jobFieldsOf(form: CreateJobDto, listing: { id: number; title: string } | null): JobFields {
  return {
    title: form.title.trim(),
    employerName: listing ? listing.title : form.employer_name!.trim(),
    businessGroupId: listing ? listing.id : null,
    industry: form.industry,
    location: form.location.trim(),
    workplace: form.workplace,
    employmentType: form.employment_type,
    salaryMin: blank(form.salary_min) ? null : Number(form.salary_min),
    salaryMax: blank(form.salary_max) ? null : Number(form.salary_max),
    salaryCurrency: trimmedOrNull(form.salary_currency),
    salaryPeriod: blank(form.salary_period) ? null : form.salary_period!,
    description: form.description.trim(),
    applyInstructions: trimmedOrNull(form.apply_instructions),
    applyUrl: trimmedOrNull(form.apply_url),
    applyEmail: trimmedOrNull(form.apply_email)?.toLowerCase() ?? null,
  };
}

/** The stored posting as its form (an edit is merged over it, then checked whole). */
export function formOf(job: Job): CreateJobDto {
  return {
    title: job.title,
    business_group_id: job.businessGroupId ?? undefined,
    employer_name: job.businessGroupId ? undefined : job.employerName,
    industry: job.industry as CreateJobDto['industry'],
    location: job.location,
    workplace: job.workplace,
    employment_type: job.employmentType,
    salary_min: job.salaryMin,
    salary_max: job.salaryMax,
    salary_currency: job.salaryCurrency,
    salary_period: job.salaryPeriod,
    description: job.description,
    apply_instructions: job.applyInstructions,
    apply_url: job.applyUrl,
    apply_email: job.applyEmail,
  };
}

/** Whether the edit changes any stored field (an edit that changes nothing keeps the posting's status). */
export function changedFields(job: Job, next: JobFields): boolean {
  return (Object.keys(next) as (keyof JobFields)[]).some((key) => next[key] !== job[key]);
}
