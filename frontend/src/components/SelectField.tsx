import { TextField, type TextFieldProps } from './TextField';

type SelectFieldProps = TextFieldProps & {
  options: readonly string[];
  /** The first choice, worth '': "Select a ..." in a form, "All ..." in a filter. */
  placeholder: string;
  /** The words shown for an option (the option itself by default). */
  optionLabel?: (option: string) => string;
};

/** A labelled native select: keyboard-friendly and announced by screen readers. */
export function SelectField({ options, placeholder, optionLabel = (option) => option, ...props }: SelectFieldProps) {
  return (
    <TextField select {...props} slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
