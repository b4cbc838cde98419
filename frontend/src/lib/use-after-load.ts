import { useSyncExternalStore } from 'react';

// How long the browser may keep us waiting for an idle moment after `load` (a page that never idles still gets it).
const IDLE_TIMEOUT_MS = 2000;

let settled = false;
let started = false;
const listeners = new Set<() => void>();

function settle() {
  settled = true;
  for (const listener of listeners) listener();
}

function whenIdle() {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(settle, { timeout: IDLE_TIMEOUT_MS });
  else window.setTimeout(settle, 0);
}

function start() {
  if (started) return;
  started = true;
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  start();
  return () => listeners.delete(listener);
}

/**
 * False until the page has loaded (its first pictures included) and the browser has had an idle moment; true from
 * then on, for the rest of the page's life. For what a signed-in page adds that the first paint must not wait for or
 * compete with: the notification bell, its live stream and the service worker (issue #26: "the service worker and the
 * bell may not cost the first load"; docs/performance.md).
 */
export function useAfterLoad(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => settled,
    () => false,
  );
}
