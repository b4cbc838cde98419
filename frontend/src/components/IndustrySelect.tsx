import { TextField, type TextFieldProps } from './TextField';
import { INDUSTRIES } from '@community/vocabulary';

export function IndustrySelect(props: TextFieldProps) {
  return (
    <TextField select label="Industry Type" {...props} slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">Select an industry</option>
      {INDUSTRIES.map((industry) => (
        <option key={industry} value={industry}>
          {industry}
        </option>
      ))}
    </TextField>
  );
}
