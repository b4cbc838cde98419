import { DIRECTORY_SCREEN_TEXTS, PROFESSIONAL_NETWORK_INDUSTRIES, OPTION_LABELS } from '@community/vocabulary';
import { SelectField } from '../../../components/SelectField';

export const ALL_INDUSTRIES = '';

interface IndustryFilterProps {
  value: string;
  onChange: (industry: string) => void;
}

export function IndustryFilter({ value, onChange }: IndustryFilterProps) {
  return (
    <SelectField
      label={DIRECTORY_SCREEN_TEXTS.industryFilter}
      placeholder={DIRECTORY_SCREEN_TEXTS.allIndustries}
      options={PROFESSIONAL_NETWORK_INDUSTRIES}
      optionLabels={OPTION_LABELS.industries}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      sx={{ minWidth: 280 }}
    />
  );
}
