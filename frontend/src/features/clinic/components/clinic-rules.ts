import { FORM_FIELDS, LIMITS, MESSAGES } from '@community/vocabulary';
import { blankFieldErrors } from '../../../lib/field-rules';
import type { FormErrors } from '../../../lib/use-form';

export type ClinicValues = {
  gender: string;
  age: string;
  contact_info: string;
  location: string;
  Symptoms: string;
  duration_of_symptoms: string;
  pain_rating: string;
  existing_medical_conditions: string;
  active_medications_prescriptions: string;
};

function inRange(value: string, min: number, max: number) {
  const number = Number(value);
  return value.trim() !== '' && Number.isInteger(number) && number >= min && number <= max;
}

export function validateClinic(values: ClinicValues): FormErrors<ClinicValues> {
  const errors = blankFieldErrors(values, FORM_FIELDS.clinic);
  if (!inRange(values.age, LIMITS.ageMin, LIMITS.ageMax)) errors.age = MESSAGES.clinic.ageRange;
  if (!inRange(values.pain_rating, LIMITS.painRatingMin, LIMITS.painRatingMax)) errors.pain_rating = MESSAGES.clinic.painRatingRange;
  return errors;
}
