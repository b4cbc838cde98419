import { useEffect, useMemo } from 'react';
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
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const initial = useMemo(() => ({ ...blank, ...fill }), [blank, key]);
  const form = useForm(initial, validate);
  const { values, setValue } = form;
  useEffect(() => {
    for (const [name, value] of Object.entries(fill) as Array<[keyof T, T[keyof T]]>) {
      if (values[name] === '') setValue(name, value);
    }
    // Only when what the session knows changes (the render after hydration, a sign-in), never on a keystroke.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return form;
}
