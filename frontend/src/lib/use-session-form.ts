import { useEffect, useEffectEvent, useMemo } from 'react';
import { useSession, type SessionUser } from './session';
import { useForm, type FormErrors } from './use-form';

/**
 * useForm whose fields start with what the signed-in session already knows (name, email), so a member never types
 * it again (issue #24); a reset returns to those values. A pre-rendered page (signed out at build time) fills its
 * still-empty fields once the stored session is read after hydration; what the member typed is left alone.
 */
export function useSessionForm<T extends Record<string, string | boolean>>(
  blank: T,
  validate: (values: T) => FormErrors<T>,
  known: (user: SessionUser) => Partial<Record<keyof T, string | undefined>>,
) {
  const { user, isAuthenticated } = useSession();
  const fill = Object.fromEntries(Object.entries(isAuthenticated && user ? known(user) : {}).filter(([, value]) => !!value)) as Partial<T>;
  const key = JSON.stringify(fill);
  // Built from the values' text, so a new object holding the same values keeps the same starting point.
  const initial = useMemo(() => ({ ...blank, ...(JSON.parse(key) as Partial<T>) }), [blank, key]);
  const form = useForm(initial, validate);
  const { values, setValue } = form;
  const fillEmptyFields = useEffectEvent(() => {
    for (const [name, value] of Object.entries(fill) as Array<[keyof T, T[keyof T]]>) {
      if (values[name] === '') setValue(name, value);
    }
  });
  // Only when what the session knows changes (the render after hydration, a sign-in), never on a keystroke.
  useEffect(() => {
    fillEmptyFields();
  }, [key]);
  return form;
}
