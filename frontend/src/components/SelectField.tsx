import { TextField, type TextFieldProps } from './TextField';

type SelectFieldProps = TextFieldProps & {
  options: readonly string[];
  /** The first choice, worth '': "Select a ..." in a form, "All ..." in a filter. */
  placeholder: string;
  /** The words shown for an option (the option itself by default). */
  optionLabel?: (option: string) => string;
  /**
   * The words for each option in the reader's language, from the catalogs (`OPTION_LABELS.industries`...): the
   * select shows them and still sends the option itself, the spec's English value. Wins over `optionLabel`.
   */
  optionLabels?: Readonly<Record<string, string>>;
};

/** A labelled native select: keyboard-friendly and announced by screen readers. */
export function SelectField({ options, placeholder, optionLabel = (option) => option, optionLabels, ...props }: SelectFieldProps) {
  return (
    <TextField select {...props} slotProps={{ ...props.slotProps, select: { native: true }, inputLabel: { shrink: true } }}>
      <option value="">{placeholder}</option>
      {options.map((option) => (
        <option key={option} value={option}>
          {optionLabels?.[option] ?? optionLabel(option)}
        </option>
      ))}
    </TextField>
  );
}
