import { Box, Stack, Typography } from '@mui/material';
import {
  EMPLOYMENT_TYPES,
  EMPLOYMENT_TYPE_LABELS,
  FORM_FIELDS,
  INDUSTRIES,
  JOB_LIMITS,
  JOB_SCREEN_TEXTS,
  SALARY_PERIODS,
  SALARY_PERIOD_LABELS,
  WORKPLACES,
  WORKPLACE_LABELS,
  type EmploymentType,
  type SalaryPeriod,
  type Workplace,
} from '@community/vocabulary';
import { SelectField } from '../../../components/SelectField';
import { TextField } from '../../../components/TextField';
import type { useForm } from '../../../lib/use-form';
import type { BusinessListing } from '../api/get-my-listings';
import type { JobValues } from './job-rules';

const FIELDS = FORM_FIELDS.job;

interface JobFieldsProps {
  form: ReturnType<typeof useForm<JobValues>>;
  /** The member's approved business listings: when there are any, the employer is one of them or a typed name. */
  listings: BusinessListing[];
}

/** Post a job's and Edit job's fields, in the order the error summary lists them. */
export function JobFields({ form, listings }: JobFieldsProps) {
  const max = (length: number) => ({ htmlInput: { maxLength: length } });
  const listingIds = listings.map((listing) => `listing:${listing.id}`);
  const listingTitle = (value: string) => listings.find((listing) => `listing:${listing.id}` === value)?.title ?? value;
  return (
    <Stack spacing={2}>
      <TextField {...form.field('title')} label={FIELDS.title.label} required slotProps={max(JOB_LIMITS.titleMax)} />
      {listings.length > 0 && (
        <SelectField
          {...form.field('employer')}
          label={JOB_SCREEN_TEXTS.employerKindLabel}
          placeholder={JOB_SCREEN_TEXTS.employerOwnName}
          options={listingIds}
          optionLabel={(value) => JOB_SCREEN_TEXTS.listingEmployer(listingTitle(value))}
        />
      )}
      {!form.values.employer && <TextField {...form.field('employer_name')} label={FIELDS.employer_name.label} required slotProps={max(JOB_LIMITS.employerMax)} />}
      <SelectField {...form.field('industry')} label={FIELDS.industry.label} placeholder={FIELDS.industry.placeholder} options={INDUSTRIES} required />
      <TextField {...form.field('location')} label={FIELDS.location.label} required slotProps={max(JOB_LIMITS.locationMax)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          {...form.field('workplace')}
          label={FIELDS.workplace.label}
          placeholder={FIELDS.workplace.placeholder}
          options={WORKPLACES}
          optionLabel={(option) => WORKPLACE_LABELS[option as Workplace]}
          required
          sx={{ flex: 1 }}
        />
        <SelectField
          {...form.field('employment_type')}
          label={FIELDS.employment_type.label}
          placeholder={FIELDS.employment_type.placeholder}
          options={EMPLOYMENT_TYPES}
          optionLabel={(option) => EMPLOYMENT_TYPE_LABELS[option as EmploymentType]}
          required
          sx={{ flex: 1 }}
        />
      </Stack>
      <Box component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
        <Typography component="legend" sx={{ px: 0.5 }}>
          {JOB_SCREEN_TEXTS.salaryLegend}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField {...form.field('salary_min')} label={FIELDS.salary_min.label} slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ flex: 1 }} />
          <TextField {...form.field('salary_max')} label={FIELDS.salary_max.label} slotProps={{ htmlInput: { inputMode: 'numeric' } }} sx={{ flex: 1 }} />
          <TextField
            {...form.field('salary_currency')}
            label={FIELDS.salary_currency.label}
            slotProps={{ htmlInput: { maxLength: 3, autoCapitalize: 'characters' } }}
            sx={{ width: { sm: 110 } }}
          />
          <SelectField
            {...form.field('salary_period')}
            label={FIELDS.salary_period.label}
            placeholder={FIELDS.salary_period.placeholder}
            options={SALARY_PERIODS}
            optionLabel={(option) => SALARY_PERIOD_LABELS[option as SalaryPeriod]}
            sx={{ minWidth: 150 }}
          />
        </Stack>
      </Box>
      <TextField
        {...form.field('description')}
        label={FIELDS.description.label}
        required
        multiline
        minRows={6}
        helperText={form.errors.description ?? JOB_SCREEN_TEXTS.descriptionLength}
        slotProps={max(JOB_LIMITS.descriptionMax)}
      />
      <TextField {...form.field('how_to_apply')} label={FIELDS.how_to_apply.label} required multiline minRows={2} slotProps={max(JOB_LIMITS.howToApplyMax)} />
    </Stack>
  );
}
