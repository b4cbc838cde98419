import { emitLiveEvent, type LiveEvent } from '../../lib/live-events';
import { getNotifications } from './api/get-notifications';
import { getStreamTicket, streamUrl } from './api/stream-ticket';
import { createStreamClient, type EventSourceFactory } from './stream-client';
import { setNotificationUnread } from './unread';

/** Reads the unread count again (after sign-in, and after the stream comes back from a gap). */
export async function refreshNotificationUnread(): Promise<void> {
  try {
    const page = await getNotifications(null);
    setNotificationUnread(page.unread);
  } catch {
    // The bell is a hint; its list shows its own error.
  }
}

/**
 * Starts the member's one live stream: each notification updates the unread count and goes out on the app's live
 * bus (lib/live-events.ts), where the bell's list, Messages and an open thread pick up what concerns them.
 * Returns the stop function (sign-out, or the token changing).
 */
export function startLiveNotifications(open?: EventSourceFactory): () => void {
  void refreshNotificationUnread();
  // A browser without EventSource (and jsdom) keeps the count read on each sign-in, without the live part.
  if (!open && typeof EventSource === 'undefined') return () => undefined;
  const client = createStreamClient({
    getTicket: getStreamTicket,
    url: streamUrl,
    open,
    onEvent(event: LiveEvent) {
      if (event.type === 'notification') setNotificationUnread(event.unread);
      else void refreshNotificationUnread();
      emitLiveEvent(event);
    },
  });
  client.start();
  return () => client.stop();
}
