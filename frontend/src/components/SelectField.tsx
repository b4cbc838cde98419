import { TextField, type TextFieldProps } from './TextField';

type SelectFieldProps = TextFieldProps & { options: readonly string[]; placeholder: string };

/** A labelled native select: keyboard-friendly and announced by screen readers. */
export function SelectField({ options, placeholder, ...props }: SelectFieldProps) {
  return (
    <TextField select {...props} slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {option}
        </option>
      ))}
    </TextField>
  );
}
