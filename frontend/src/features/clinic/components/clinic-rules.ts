import { LIMITS, MESSAGES, isBlank } from '@community/vocabulary';
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
  const text = MESSAGES.clinic;
  const errors: FormErrors<ClinicValues> = {};
  if (isBlank(values.gender)) errors.gender = text.genderRequired;
  if (!inRange(values.age, LIMITS.ageMin, LIMITS.ageMax)) errors.age = text.ageRange;
  if (isBlank(values.contact_info)) errors.contact_info = text.contactInfoRequired;
  if (isBlank(values.location)) errors.location = text.locationRequired;
  if (isBlank(values.Symptoms)) errors.Symptoms = text.symptomsRequired;
  if (isBlank(values.duration_of_symptoms)) errors.duration_of_symptoms = text.durationRequired;
  if (!inRange(values.pain_rating, LIMITS.painRatingMin, LIMITS.painRatingMax)) errors.pain_rating = text.painRatingRange;
  if (isBlank(values.existing_medical_conditions)) errors.existing_medical_conditions = text.conditionsRequired;
  if (isBlank(values.active_medications_prescriptions)) errors.active_medications_prescriptions = text.medicationsRequired;
  return errors;
}
