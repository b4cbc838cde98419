import { TextField } from '../../../components/TextField';
import { DIRECTORY_SCREEN_TEXTS, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';

export const ALL_INDUSTRIES = '';

interface IndustryFilterProps {
  value: string;
  onChange: (industry: string) => void;
}

export function IndustryFilter({ value, onChange }: IndustryFilterProps) {
  return (
    <TextField
      select
      label={DIRECTORY_SCREEN_TEXTS.industryFilter}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 280 }}
    >
      <option value={ALL_INDUSTRIES}>{DIRECTORY_SCREEN_TEXTS.allIndustries}</option>
      {PROFESSIONAL_NETWORK_INDUSTRIES.map((industry) => (
        <option key={industry} value={industry}>
          {industry}
        </option>
      ))}
    </TextField>
  );
}
