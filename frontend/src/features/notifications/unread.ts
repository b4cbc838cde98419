import { useSyncExternalStore } from 'react';
import { A11Y_TEXTS } from '@community/vocabulary';
import { announce } from '../../lib/a11y/announcer';

/**
 * The member's unread notifications count: the bell shows it, the phone's menu button says it. Tiny on purpose: the
 * app bar imports it on every page, while the bell, the list and the stream load only after sign-in.
 */
let unread = 0;
let known = false;
const listeners = new Set<() => void>();

export function setNotificationUnread(count: number) {
  if (count === unread && known) return;
  // A rise seen while the member is here is said politely; the first count after sign-in is not.
  if (known && count > unread) announce(A11Y_TEXTS.unreadNotifications(count));
  known = true;
  unread = count;
  listeners.forEach((listener) => listener());
}

/** Signed out: nothing unread, and the next count is a first one again. */
export function resetNotificationUnread() {
  known = false;
  if (unread === 0) return;
  unread = 0;
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useNotificationUnread(): number {
  return useSyncExternalStore(
    subscribe,
    () => unread,
    () => 0,
  );
}
