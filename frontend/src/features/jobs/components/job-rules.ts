import { FORM_FIELDS, JOB_LIMITS, JOB_SCREEN_TEXTS, isBlank } from '@community/vocabulary';
import type { JobForm } from '../../../lib/api/jobs';
import { blankFieldErrors } from '../../../lib/field-rules';
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
  how_to_apply: string;
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
  how_to_apply: '',
};

const WHOLE = /^\d{1,9}$/;

export function validateJob(values: JobValues): FormErrors<JobValues> {
  // A listing picked as the employer needs no name.
  const errors = blankFieldErrors(values.employer ? { ...values, employer_name: 'listing' } : values, FORM_FIELDS.job);
  const description = values.description.trim().length;
  if (!errors.description && (description < JOB_LIMITS.descriptionMin || description > JOB_LIMITS.descriptionMax)) {
    errors.description = JOB_SCREEN_TEXTS.descriptionLength;
  }
  const min = values.salary_min.trim();
  const max = values.salary_max.trim();
  if (min && !WHOLE.test(min)) errors.salary_min = JOB_SCREEN_TEXTS.salaryNumber;
  if (max && !WHOLE.test(max)) errors.salary_max = JOB_SCREEN_TEXTS.salaryNumber;
  if (!errors.salary_min && !errors.salary_max && min && max && Number(max) < Number(min)) errors.salary_max = JOB_SCREEN_TEXTS.salaryOrder;
  if ((min || max) && isBlank(values.salary_currency)) errors.salary_currency = JOB_SCREEN_TEXTS.salaryCurrencyRequired;
  return errors;
}

/** The API's body from the form: trimmed texts, numbers for the salary, the listing's id or the typed name. */
export function jobBody(values: JobValues): JobForm {
  const text = (value: string) => value.trim();
  const optional = (value: string) => (value.trim() ? value.trim() : undefined);
  const listing = values.employer.startsWith('listing:') ? Number(values.employer.slice('listing:'.length)) : undefined;
  return {
    title: text(values.title),
    ...(listing ? { business_group_id: listing } : { employer_name: text(values.employer_name) }),
    industry: values.industry,
    location: text(values.location),
    workplace: values.workplace,
    employment_type: values.employment_type,
    salary_min: values.salary_min.trim() ? Number(values.salary_min) : undefined,
    salary_max: values.salary_max.trim() ? Number(values.salary_max) : undefined,
    salary_currency: optional(values.salary_currency)?.toUpperCase(),
    salary_period: optional(values.salary_period),
    description: text(values.description),
    how_to_apply: text(values.how_to_apply),
  } as JobForm;
}

/** A posting back into the form (Edit job in My jobs). */
export function jobValues(job: Partial<Record<keyof JobValues | 'business_group_id', unknown>>): JobValues {
  const text = (value: unknown) => (value === null || value === undefined ? '' : String(value));
  return {
    ...EMPTY_JOB,
    ...Object.fromEntries(Object.keys(EMPTY_JOB).map((key) => [key, text(job[key as keyof JobValues])])),
    employer: job.business_group_id ? `listing:${String(job.business_group_id)}` : '',
  } as JobValues;
}
