import {
  FormControl,
  FormHelperText,
  InputLabel,
  NativeSelect,
  OutlinedInput,
  type FormHelperTextProps,
  type InputLabelProps,
  type NativeSelectProps,
  type OutlinedInputProps,
  type TextFieldProps as MuiTextFieldProps,
} from '@mui/material';
import { useId, type InputHTMLAttributes } from 'react';

/** MUI's TextField props the app uses; its slots are plain objects here, and a select is always native. */
export type TextFieldProps = Omit<
  MuiTextFieldProps,
  'variant' | 'slots' | 'slotProps' | 'InputProps' | 'inputProps' | 'InputLabelProps' | 'SelectProps' | 'FormHelperTextProps'
> & {
  slotProps?: {
    input?: Partial<OutlinedInputProps>;
    htmlInput?: InputHTMLAttributes<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement> & Record<`data-${string}`, string>;
    inputLabel?: Partial<InputLabelProps>;
    formHelperText?: Partial<FormHelperTextProps>;
    /** Accepted for MUI's spelling (`select: { native: true }`); every select here is native. */
    select?: { native?: boolean };
  };
};

/**
 * MUI's outlined TextField, put together from the same parts (FormControl, InputLabel, OutlinedInput,
 * FormHelperText) with the same ids and aria wiring, and NativeSelect for `select`. MUI's own TextField imports its
 * menu Select (Menu, Popover, Modal, List) even when every select is native, as all of ours are: about 14 kB gzip
 * on the first load of every page with a form (docs/frontend.md, "Bundle size"). The admin panel keeps MUI's.
 */
export function TextField({
  autoComplete,
  autoFocus,
  children,
  defaultValue,
  helperText,
  id: idOverride,
  inputRef,
  label,
  maxRows,
  minRows,
  multiline,
  name,
  onBlur,
  onChange,
  onFocus,
  placeholder,
  rows,
  select,
  slotProps = {},
  type,
  value,
  ...root
}: TextFieldProps) {
  const generatedId = useId();
  const id = idOverride ?? generatedId;
  const helperTextId = helperText ? `${id}-helper-text` : undefined;
  const labelId = label ? `${id}-label` : undefined;
  const { input: inputSlot, htmlInput, inputLabel, formHelperText } = slotProps;
  const notched = inputLabel?.shrink !== undefined ? { notched: inputLabel.shrink } : {};
  const shared = {
    id,
    name,
    value,
    defaultValue,
    inputRef,
    onBlur,
    onChange,
    onFocus,
    autoFocus,
    fullWidth: root.fullWidth,
    'aria-describedby': helperTextId,
  };
  return (
    <FormControl variant="outlined" {...root}>
      {label != null && label !== '' && (
        <InputLabel htmlFor={id} id={labelId} {...inputLabel}>
          {label}
        </InputLabel>
      )}
      {select ? (
        <NativeSelect
          input={<OutlinedInput label={label} {...notched} />}
          {...(shared as NativeSelectProps)}
          {...(inputSlot as NativeSelectProps)}
          inputProps={{ error: root.error, ...htmlInput } as object}
        >
          {children}
        </NativeSelect>
      ) : (
        <OutlinedInput
          {...shared}
          autoComplete={autoComplete}
          multiline={multiline}
          rows={rows}
          minRows={minRows}
          maxRows={maxRows}
          type={type}
          placeholder={placeholder}
          inputProps={htmlInput}
          label={label}
          {...notched}
          {...inputSlot}
        />
      )}
      {helperText && (
        <FormHelperText id={helperTextId} {...formHelperText}>
          {helperText}
        </FormHelperText>
      )}
    </FormControl>
  );
}
