import { useCallback, useRef, useState, type ChangeEvent } from 'react';
import type { FieldProblem } from './a11y/use-error-summary';

/** A field's error text; a field without one (absent or undefined) is fine. */
export type FormErrors<T> = Partial<Record<keyof T, string | undefined>>;

/** Field state for the app's forms: value, error and helper text wired for MUI TextField. */
export function useForm<T extends Record<string, string | boolean>>(initial: T, validate: (values: T) => FormErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});
  // What the last check found, readable at once (state arrives on the next render), for the error summary.
  const found = useRef<FormErrors<T>>({});

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** Validates everything; returns true when the form may be sent. */
  const check = useCallback(() => {
    found.current = validate(values);
    setErrors(found.current);
    return Object.values(found.current).every((text) => !text);
  }, [validate, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  /** The last check's errors for the error summary: each with the id `field()` gives its input. */
  const problems = useCallback(
    (): FieldProblem[] =>
      Object.entries(found.current)
        .filter((entry): entry is [string, string] => !!entry[1])
        .map(([name, text]) => ({ fieldId: fieldId(name), text })),
    [],
  );

  const field = <K extends keyof T>(name: K) => ({
    name: String(name),
    id: fieldId(String(name)),
    value: values[name] as string,
    error: !!errors[name],
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, event.target.value as T[K]),
  });

  return { values, errors, setValue, setErrors, check, reset, field, problems };
}

/** The element id of a form field (`field()` sets it on the input), which the error summary's links point at. */
export function fieldId(name: string) {
  return `field-${name}`;
}
