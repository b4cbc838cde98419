import { useEffect, useSyncExternalStore } from 'react';
import { useLocation } from '../../lib/router';
import { A11Y_TEXTS } from '@community/vocabulary';
import { announce } from '../../lib/a11y/announcer';
import { conversationOfLink, onLiveEvent } from '../../lib/live-events';
import { useSession } from '../../lib/session';
import { getConversations } from './api/get-conversations';

/**
 * How many conversations (either box) have something the member has not opened, for the nav badge. One small store, so the
 * Messages page can refresh the badge as soon as a thread is read instead of waiting for the next page change.
 */
let unread = 0;
/** Whether a count has been shown yet (the first one arrives with the page and is not announced). */
let known = false;
const listeners = new Set<() => void>();

function publish(count: number) {
  if (count === unread) return;
  // A change seen while the member is here (not the first count after signing in or out) is said politely.
  if (known && count > 0) announce(A11Y_TEXTS.unread(count));
  known = count > 0 || known;
  unread = count;
  listeners.forEach((listener) => listener());
}

export function setUnreadCount(count: number) {
  publish(count);
}

export async function refreshUnreadCount(): Promise<void> {
  try {
    const page = await getConversations({ box: 'received', cursor: null, limit: 1 });
    publish(page.unread);
  } catch {
    // The badge is a hint; the Messages page shows its own errors.
  }
}

/** The unread count, fetched when the member signs in and on every page change. */
export function useUnreadCount(): number {
  const session = useSession();
  const location = useLocation();
  const count = useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => unread,
    // Pre-rendered pages are signed out: nothing unread.
    () => 0,
  );
  useEffect(() => {
    if (session.isAuthenticated) void refreshUnreadCount();
    else publish(0);
  }, [session.isAuthenticated, session.token, location.pathname]);
  // A conversation's notification on the live stream (issue #26) may change the count: read it again.
  useEffect(() => {
    if (!session.isAuthenticated) return undefined;
    return onLiveEvent((event) => {
      if (event.type === 'resync' || conversationOfLink(event.notification.link) !== null) void refreshUnreadCount();
    });
  }, [session.isAuthenticated]);
  return session.isAuthenticated ? count : 0;
}
