import { useEffect, useSyncExternalStore } from 'react';

/**
 * One announcer for the whole app: a polite and an assertive live region, mounted once (LiveAnnouncer in the app
 * shell) and filled through `announce`. Live regions only speak when their content changes after they exist, so
 * regions that appear together with their text (a new role="status" box) are often not read at all; a pair that is
 * always there is.
 */
export type Politeness = 'polite' | 'assertive';

export interface Announcements {
  polite: string;
  assertive: string;
}

const EMPTY: Announcements = { polite: '', assertive: '' };
let current: Announcements = EMPTY;
const listeners = new Set<() => void>();

/** Says `text` through the region of that politeness. The same text twice in a row is said twice (a no-break space toggles). */
export function announce(text: string, politeness: Politeness = 'polite') {
  if (!text) return;
  const previous = current[politeness];
  const next = previous === text ? `${text}\u00a0` : text;
  current = { ...current, [politeness]: next };
  listeners.forEach((listener) => listener());
}

/** Empties both regions (on a route change, so the last page's sentence is not read out of context). */
export function clearAnnouncements() {
  if (current === EMPTY) return;
  current = EMPTY;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The regions' texts; empty on the server and during hydration, so pre-rendered markup matches. */
export function useAnnouncements(): Announcements {
  return useSyncExternalStore(
    subscribe,
    () => current,
    () => EMPTY,
  );
}

/** Announces `text` whenever it changes to a non-empty value (a busy label, a loading or empty state...). */
export function useAnnounce(text: string | null | undefined | false, politeness: Politeness = 'polite') {
  useEffect(() => {
    if (text) announce(text, politeness);
  }, [text, politeness]);
}
