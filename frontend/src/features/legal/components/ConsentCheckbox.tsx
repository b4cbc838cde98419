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
  return (
    <FormControl error={!!error}>
      <FormControlLabel
        label={label}
        control={
          <Checkbox
            name={name}
            checked={checked}
            onChange={(event) => onChange(event.target.checked)}
            slotProps={{ input: { 'aria-describedby': error ? helperId : undefined } }}
          />
        }
      />
      {error && <FormHelperText id={helperId}>{error}</FormHelperText>}
    </FormControl>
  );
}
