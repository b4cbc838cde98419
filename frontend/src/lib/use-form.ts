import { useCallback, useState, type ChangeEvent } from 'react';

export type FormErrors<T> = Partial<Record<keyof T, string>>;

/** Field state for the app's forms: value, error and helper text wired for MUI TextField. */
export function useForm<T extends Record<string, string | boolean>>(initial: T, validate: (values: T) => FormErrors<T>) {
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<FormErrors<T>>({});

  const setValue = useCallback(<K extends keyof T>(name: K, value: T[K]) => {
    setValues((current) => ({ ...current, [name]: value }));
  }, []);

  /** Validates everything; returns true when the form may be sent. */
  const check = useCallback(() => {
    const found = validate(values);
    setErrors(found);
    return Object.keys(found).length === 0;
  }, [validate, values]);

  const reset = useCallback(() => {
    setValues(initial);
    setErrors({});
  }, [initial]);

  const field = <K extends keyof T>(name: K) => ({
    name: String(name),
    id: `field-${String(name)}`,
    value: values[name] as string,
    error: !!errors[name],
    helperText: errors[name],
    onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => setValue(name, event.target.value as T[K]),
  });

  return { values, errors, setValue, setErrors, check, reset, field };
}
