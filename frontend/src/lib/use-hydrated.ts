import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/**
 * False while React is taking over a pre-rendered page (and in the pre-render itself), true from the render after.
 * A pre-rendered form shows before its code runs; its submit button waits for this, so an early click cannot
 * fall through to the browser's own form submission (which would put the fields, password included, in the URL).
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
