import type { LiveEvent, LiveNotification } from '../../lib/live-events';

/** The part of EventSource the client uses, so tests can hand it a fake. */
export interface EventSourceLike {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onerror: ((event: Event) => void) | null;
  addEventListener(type: string, listener: (event: MessageEvent) => void): void;
  close(): void;
}
export type EventSourceFactory = (url: string) => EventSourceLike;

export interface StreamClientOptions {
  /** A fresh short-lived ticket (POST /notifications/stream-ticket); EventSource cannot send the bearer header. */
  getTicket: () => Promise<string>;
  /** The stream's address for a ticket and the last event id seen (null before the first). */
  url: (ticket: string, lastEventId: string | null) => string;
  onEvent: (event: LiveEvent) => void;
  open?: EventSourceFactory;
  /** First wait after a loss, doubled each failed try up to `maxDelayMs` (with jitter: half to all of it). */
  initialDelayMs?: number;
  maxDelayMs?: number;
  random?: () => number;
}

export interface StreamClient {
  start(): void;
  stop(): void;
  readonly lastEventId: string | null;
}

/** The event names a notification may arrive under: the default `message`, or a named `notification` event. */
const EVENT_TYPES = ['message', 'notification'];

/**
 * One Server-Sent Events connection for the signed-in member, with a ticket. After any error (a network loss, the
 * server restarting, the ticket refused) it closes the EventSource and reconnects itself, with exponential backoff
 * and a fresh ticket: the browser's own retry would reuse the spent ticket. The new address carries the last event
 * id seen (`last_event_id`, what the browser's retry would have sent as the Last-Event-ID header), so the server
 * can send what was missed; and since a page may also have missed changes the stream does not carry, every
 * reconnection after the first emits `resync`, on which the bell and Messages refetch.
 */
export function createStreamClient(options: StreamClientOptions): StreamClient {
  const open: EventSourceFactory = options.open ?? ((url) => new EventSource(url));
  const initialDelay = options.initialDelayMs ?? 1000;
  const maxDelay = options.maxDelayMs ?? 30_000;
  const random = options.random ?? Math.random;

  let source: EventSourceLike | null = null;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let failures = 0;
  let opened = false;
  let running = false;
  let lastEventId: string | null = null;
  /** Each connection attempt's number, so a ticket that arrives after stop() or a newer attempt is dropped. */
  let attempt = 0;

  const onOnline = () => {
    // The network is back: no need to wait out the backoff.
    if (running && timer) {
      clearTimeout(timer);
      timer = null;
      void connect();
    }
  };

  function scheduleReconnect() {
    if (!running || timer) return;
    const ceiling = Math.min(maxDelay, initialDelay * 2 ** failures);
    failures += 1;
    const delay = Math.round(ceiling / 2 + (ceiling / 2) * random());
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, delay);
  }

  function handleMessage(event: MessageEvent) {
    let payload: { notification?: LiveNotification; unread?: number };
    try {
      payload = JSON.parse(String(event.data)) as typeof payload;
    } catch {
      return;
    }
    if (!payload.notification) return;
    lastEventId = event.lastEventId || String(payload.notification.id);
    options.onEvent({ type: 'notification', notification: payload.notification, unread: payload.unread ?? 0 });
  }

  async function connect() {
    const mine = ++attempt;
    let ticket: string;
    try {
      ticket = await options.getTicket();
    } catch {
      if (mine === attempt) scheduleReconnect();
      return;
    }
    if (!running || mine !== attempt) return;
    const next = open(options.url(ticket, lastEventId));
    source = next;
    next.onopen = () => {
      if (source !== next) return;
      failures = 0;
      if (opened) options.onEvent({ type: 'resync' });
      opened = true;
    };
    next.onerror = () => {
      if (source !== next) return;
      next.close();
      source = null;
      scheduleReconnect();
    };
    EVENT_TYPES.forEach((type) => next.addEventListener(type, handleMessage));
  }

  return {
    start() {
      if (running) return;
      running = true;
      if (typeof window !== 'undefined') window.addEventListener('online', onOnline);
      void connect();
    },
    stop() {
      running = false;
      attempt += 1;
      if (timer) clearTimeout(timer);
      timer = null;
      source?.close();
      source = null;
      if (typeof window !== 'undefined') window.removeEventListener('online', onOnline);
    },
    get lastEventId() {
      return lastEventId;
    },
  };
}
