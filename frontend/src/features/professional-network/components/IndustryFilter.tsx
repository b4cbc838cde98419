import { TextField } from '../../../components/TextField';
import { PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';

export const ALL_INDUSTRIES = '';

interface IndustryFilterProps {
  value: string;
  onChange: (industry: string) => void;
}

export function IndustryFilter({ value, onChange }: IndustryFilterProps) {
  return (
    <TextField
      select
      label="Industry"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 280 }}
    >
      <option value={ALL_INDUSTRIES}>All industries</option>
      {PROFESSIONAL_NETWORK_INDUSTRIES.map((industry) => (
        <option key={industry} value={industry}>
          {industry}
        </option>
      ))}
    </TextField>
  );
}
