import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False while React is taking over a pre-rendered page (and in the pre-render itself), true from the render after. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
