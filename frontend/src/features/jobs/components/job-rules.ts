import { EMAIL_PATTERN, JOB_LIMITS, JOB_TEXTS, isBlank } from '@community/vocabulary';
import type { JobForm } from '../../../lib/api/jobs';
import type { FormErrors } from '../../../lib/use-form';

/** The form as it is held: every field as text; the employer is the member's approved listing or a name. */
export interface JobValues extends Record<string, string> {
  title: string;
  /** 'listing:<id>' for an approved business listing, or '' for a name typed in `employer_name`. */
  employer: string;
  employer_name: string;
  industry: string;
  location: string;
  workplace: string;
  employment_type: string;
  salary_min: string;
  salary_max: string;
  salary_currency: string;
  salary_period: string;
  description: string;
  apply_instructions: string;
  apply_url: string;
  apply_email: string;
}

export const EMPTY_JOB: JobValues = {
  title: '',
  employer: '',
  employer_name: '',
  industry: '',
  location: '',
  workplace: '',
  employment_type: '',
  salary_min: '',
  salary_max: '',
  salary_currency: '',
  salary_period: '',
  description: '',
  apply_instructions: '',
  apply_url: '',
  apply_email: '',
};

const WHOLE = /^\d{1,9}$/;
const CURRENCY = /^[A-Za-z]{3}$/;

/** The API's rules (JOB_TEXTS are its own sentences), checked before sending; the API checks them again. */
export function validateJob(values: JobValues): FormErrors<JobValues> {
  const errors: FormErrors<JobValues> = {};
  const blank = (name: keyof JobValues, text: string) => {
    if (isBlank(values[name])) errors[name] = text;
  };
  blank('title', JOB_TEXTS.titleRequired);
  // A listing picked as the employer needs no name.
  if (!values.employer) blank('employer_name', JOB_TEXTS.employerRequired);
  blank('industry', JOB_TEXTS.industryInvalid);
  blank('location', JOB_TEXTS.locationRequired);
  blank('workplace', JOB_TEXTS.workplaceInvalid);
  blank('employment_type', JOB_TEXTS.employmentTypeInvalid);
  const description = values.description.trim().length;
  if (description < JOB_LIMITS.descriptionMin || description > JOB_LIMITS.descriptionMax) errors.description = JOB_TEXTS.descriptionLength;
  const min = values.salary_min.trim();
  const max = values.salary_max.trim();
  if (min && (!WHOLE.test(min) || Number(min) > JOB_LIMITS.salaryMax)) errors.salary_min = JOB_TEXTS.salaryAmountInvalid;
  if (max && (!WHOLE.test(max) || Number(max) > JOB_LIMITS.salaryMax)) errors.salary_max = JOB_TEXTS.salaryAmountInvalid;
  if (!errors.salary_min && !errors.salary_max && min && max && Number(max) < Number(min)) errors.salary_max = JOB_TEXTS.salaryRangeInvalid;
  const currency = values.salary_currency.trim();
  if (currency && !CURRENCY.test(currency)) errors.salary_currency = JOB_TEXTS.salaryCurrencyInvalid;
  // A salary is an amount, a currency and a period, or nothing.
  if (min || max || currency || values.salary_period) {
    if (!min && !max && !errors.salary_min) errors.salary_min = JOB_TEXTS.salaryIncomplete;
    if (!currency) errors.salary_currency = JOB_TEXTS.salaryIncomplete;
    if (isBlank(values.salary_period)) errors.salary_period = JOB_TEXTS.salaryIncomplete;
  }
  const url = values.apply_url.trim();
  if (url && !/^https:\/\/\S+$/i.test(url)) errors.apply_url = JOB_TEXTS.applyUrlInvalid;
  const email = values.apply_email.trim();
  if (email && !EMAIL_PATTERN.test(email)) errors.apply_email = JOB_TEXTS.applyEmailInvalid;
  if (values.apply_instructions.trim().length > JOB_LIMITS.applyInstructionsMax) errors.apply_instructions = JOB_TEXTS.applyInstructionsTooLong;
  return errors;
}

/** The API's body from the form: trimmed texts, numbers for the salary, the listing's id or the typed name. */
export function jobBody(values: JobValues): JobForm {
  const optional = (value: string) => value.trim() || null;
  const listing = values.employer.startsWith('listing:') ? Number(values.employer.slice('listing:'.length)) : undefined;
  const salary = values.salary_min.trim() || values.salary_max.trim();
  return {
    title: values.title.trim(),
    ...(listing ? { business_group_id: listing } : { employer_name: values.employer_name.trim() }),
    industry: values.industry as JobForm['industry'],
    location: values.location.trim(),
    workplace: values.workplace as JobForm['workplace'],
    employment_type: values.employment_type as JobForm['employment_type'],
    salary_min: values.salary_min.trim() ? Number(values.salary_min) : null,
    salary_max: values.salary_max.trim() ? Number(values.salary_max) : null,
    salary_currency: salary ? values.salary_currency.trim().toUpperCase() : null,
    salary_period: salary ? (values.salary_period as JobForm['salary_period']) : null,
    description: values.description.trim(),
    apply_instructions: optional(values.apply_instructions),
    apply_url: optional(values.apply_url),
    apply_email: optional(values.apply_email),
  };
}

/** A posting back into the form (Edit job in My jobs). */
export function jobValues(job: Partial<Record<keyof JobValues | 'business_group_id', unknown>>): JobValues {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  const values = Object.fromEntries(Object.keys(EMPTY_JOB).map((key) => [key, text(job[key as keyof JobValues])])) as JobValues;
  // A posting of a listing keeps it (its employer name is the listing's title, which the API fills in).
  return job.business_group_id ? { ...values, employer: `listing:${String(job.business_group_id)}`, employer_name: '' } : { ...values, employer: '' };
}
