/**
 * What the live notification stream (features/notifications, started after sign-in) tells the rest of the app.
 * A tiny bus in lib/, so a feature (Messages) can follow the stream without importing the notifications feature,
 * and nothing of the stream's code reaches a page that does not start it.
 */
import type { ApiSchema } from './api-client';
/** One notification as the API and the stream carry it (the OpenAPI document's NotificationDto). */
export type LiveNotification = ApiSchema<'NotificationDto'>;

export type LiveEvent =
  /** A notification arrived (with the member's unread count after it). */
  | { type: 'notification'; notification: LiveNotification; unread: number }
  /** The stream came back after a gap: whatever a page shows may be stale, so it refetches. */
  | { type: 'resync' };

type Listener = (event: LiveEvent) => void;
const listeners = new Set<Listener>();

export function onLiveEvent(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitLiveEvent(event: LiveEvent) {
  listeners.forEach((listener) => listener(event));
}

/** The conversation a notification's link points at ('/messages/12' -> '12'), or null. */
export function conversationOfLink(link: string | null | undefined): string | null {
  const match = /^\/messages\/([^/?#]+)/.exec(link ?? '');
  return match ? match[1] : null;
}
