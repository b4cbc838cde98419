import { FORM_FIELDS, INDUSTRIES, OPTION_LABELS } from '@community/vocabulary';
import { SelectField } from './SelectField';
import type { TextFieldProps } from './TextField';

const FIELD = FORM_FIELDS.memberSignUp.IndustryType;

/** The industry of sign-up, business sign-up, profile completion and the profile (one label and list for all). */
export function IndustrySelect(props: TextFieldProps) {
  return <SelectField label={FIELD.label} placeholder={FIELD.placeholder} options={INDUSTRIES} optionLabels={OPTION_LABELS.industries} {...props} />;
}
