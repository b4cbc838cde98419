import { fieldId } from '../../../lib/use-form';
import { Checkbox, FormControl, FormControlLabel, FormHelperText } from '@mui/material';

interface ConsentCheckboxProps {
  name: string;
  label: string;
  checked: boolean;
  error?: string;
  onChange: (checked: boolean) => void;
}

export function ConsentCheckbox({ name, label, checked, error, onChange }: ConsentCheckboxProps) {
  const helperId = `${name}-helper`;
  // The id the error summary's link focuses (the same scheme as useForm's fields).
  const id = fieldId(name);
  return (
    <FormControl error={!!error}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={name}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            id={id}
            slotProps={{ input: { 'aria-describedby': error ? helperId : undefined, 'aria-invalid': error ? true : undefined } }}
          />
        }
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
