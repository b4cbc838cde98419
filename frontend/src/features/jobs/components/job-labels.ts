import { JOB_EMPLOYMENT_TYPE_LABELS, JOB_SCREEN_TEXTS, SALARY_PERIOD_LABELS, JOB_WORKPLACE_LABELS } from '@community/vocabulary';
import type { Job } from '../../../lib/api/jobs';
import { formatNumber } from '../../../lib/i18n/format';

const label = <T extends string>(labels: Record<T, string>, value: string | null | undefined) => (value ? (labels[value as T] ?? value) : '');

export const workplaceLabel = (value: string | null | undefined) => label(JOB_WORKPLACE_LABELS, value);
export const employmentTypeLabel = (value: string | null | undefined) => label(JOB_EMPLOYMENT_TYPE_LABELS, value);
export const salaryPeriodLabel = (value: string | null | undefined) => label(SALARY_PERIOD_LABELS, value);

/** "On-site · Full-time". */
export function jobKind(job: Pick<Job, 'workplace' | 'employment_type'>): string {
  return [workplaceLabel(job.workplace), employmentTypeLabel(job.employment_type)].filter(Boolean).join(' · ');
}

/** "EUR 40,000–55,000 per year" in the reader's language's number format, or '' when the posting gives no salary. */
export function salaryText(job: Pick<Job, 'salary_min' | 'salary_max' | 'salary_currency' | 'salary_period'>): string {
  const { salary_min: min, salary_max: max, salary_currency: currency, salary_period: period } = job;
  if (min == null && max == null) return '';
  const number = (value: number) => {
    try {
      return formatNumber(value, currency ? { style: 'currency', currency, maximumFractionDigits: 0 } : {});
    } catch {
      return `${currency ?? ''} ${value}`.trim();
    }
  };
  const range = min != null && max != null && min !== max ? `${number(min)}–${number(max)}` : number((min ?? max) as number);
  return period ? JOB_SCREEN_TEXTS.salaryRange(range, salaryPeriodLabel(period)) : range;
}
