import { Box, Stack, Typography } from '@mui/material';
import {
  JOB_EMPLOYMENT_TYPES,
  JOB_EMPLOYMENT_TYPE_LABELS,
  FORM_FIELDS,
  INDUSTRIES,
  JOB_LIMITS,
  JOB_SCREEN_TEXTS,
  JOB_SALARY_PERIODS,
  SALARY_PERIOD_LABELS,
  JOB_WORKPLACES,
  JOB_WORKPLACE_LABELS,
  type JobEmploymentType,
  type JobSalaryPeriod,
  type JobWorkplace,
  OPTION_LABELS,
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
      {!form.values.employer && (
        <TextField {...form.field('employer_name')} label={FIELDS.employer_name.label} required slotProps={max(JOB_LIMITS.employerNameMax)} />
      )}
      <SelectField
        {...form.field('industry')}
        label={FIELDS.industry.label}
        placeholder={FIELDS.industry.placeholder}
        options={INDUSTRIES}
        optionLabels={OPTION_LABELS.industries}
        required
      />
      <TextField {...form.field('location')} label={FIELDS.location.label} required slotProps={max(JOB_LIMITS.locationMax)} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <SelectField
          {...form.field('workplace')}
          label={FIELDS.workplace.label}
          placeholder={FIELDS.workplace.placeholder}
          options={JOB_WORKPLACES}
          optionLabel={(option) => JOB_WORKPLACE_LABELS[option as JobWorkplace]}
          required
          sx={{ flex: 1 }}
        />
        <SelectField
          {...form.field('employment_type')}
          label={FIELDS.employment_type.label}
          placeholder={FIELDS.employment_type.placeholder}
          options={JOB_EMPLOYMENT_TYPES}
          optionLabel={(option) => JOB_EMPLOYMENT_TYPE_LABELS[option as JobEmploymentType]}
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
            options={JOB_SALARY_PERIODS}
            optionLabel={(option) => SALARY_PERIOD_LABELS[option as JobSalaryPeriod]}
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
        helperText={form.errors.description ?? JOB_SCREEN_TEXTS.descriptionHint}
        slotProps={max(JOB_LIMITS.descriptionMax)}
      />
      <TextField
        {...form.field('apply_instructions')}
        label={FIELDS.apply_instructions.label}
        multiline
        minRows={2}
        slotProps={max(JOB_LIMITS.applyInstructionsMax)}
      />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField {...form.field('apply_url')} label={FIELDS.apply_url.label} type="url" slotProps={max(JOB_LIMITS.applyUrlMax)} sx={{ flex: 1 }} />
        <TextField {...form.field('apply_email')} label={FIELDS.apply_email.label} type="email" sx={{ flex: 1 }} />
      </Stack>
    </Stack>
  );
}
