import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LiveEvent } from '../../lib/live-events';
import { createStreamClient } from './stream-client';
import { FakeEventSource } from './test-event-source';

const notification = (id: number) => ({
  id,
  kind: 'reply_received',
  text: 'New reply',
  link: '/messages/7',
  created_at: '2026-11-26T10:00:00Z',
  read_at: null,
});

function setup() {
  const events: LiveEvent[] = [];
  let tickets = 0;
  const getTicket = vi.fn(async () => `t${++tickets}`);
  const client = createStreamClient({
    getTicket,
    url: (ticket, last) => `/api/v1/notifications/stream?ticket=${ticket}${last ? `&last_event_id=${last}` : ''}`,
    onEvent: (event) => events.push(event),
    open: (url) => new FakeEventSource(url),
    initialDelayMs: 1000,
    maxDelayMs: 8000,
    random: () => 1,
  });
  return { client, events, getTicket };
}

describe('the live stream client', () => {
  beforeEach(() => {
    FakeEventSource.made = [];
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it('opens with a ticket and hands on each notification with the unread count', async () => {
    const { client, events } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const source = FakeEventSource.latest();
    expect(source.url).toBe('/api/v1/notifications/stream?ticket=t1');
    source.open();
    source.emit({ notification: notification(41), unread: 3 }, '41');
    source.emit({ notification: notification(42), unread: 4 }, '42', 'notification');
    expect(events).toEqual([
      { type: 'notification', notification: notification(41), unread: 3 },
      { type: 'notification', notification: notification(42), unread: 4 },
    ]);
    expect(client.lastEventId).toBe('42');
    client.stop();
  });

  it('after a network loss reconnects with backoff, a fresh ticket and the Last-Event-ID, then asks the pages to resync', async () => {
    const { client, events, getTicket } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const first = FakeEventSource.latest();
    first.open();
    first.emit({ notification: notification(41), unread: 1 }, '41');

    // The network goes: the browser's own retry would reuse the spent ticket, so the client closes and waits.
    first.fail();
    expect(first.closed).toBe(true);
    await vi.advanceTimersByTimeAsync(999);
    expect(FakeEventSource.made).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    const second = FakeEventSource.latest();
    expect(FakeEventSource.made).toHaveLength(2);
    expect(second.url).toBe('/api/v1/notifications/stream?ticket=t2&last_event_id=41');

    // Still down: the wait doubles (2 s), then doubles again (4 s).
    second.fail();
    await vi.advanceTimersByTimeAsync(1999);
    expect(FakeEventSource.made).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(1);
    const third = FakeEventSource.latest();
    third.fail();
    await vi.advanceTimersByTimeAsync(3999);
    expect(FakeEventSource.made).toHaveLength(3);
    await vi.advanceTimersByTimeAsync(1);
    const fourth = FakeEventSource.latest();
    expect(fourth.url).toBe('/api/v1/notifications/stream?ticket=t4&last_event_id=41');
    expect(getTicket).toHaveBeenCalledTimes(4);

    // Back: the missed event arrives (the server replays after 41), and the pages are told to resync once.
    fourth.open();
    fourth.emit({ notification: notification(43), unread: 2 }, '43');
    expect(events.slice(1)).toEqual([{ type: 'resync' }, { type: 'notification', notification: notification(43), unread: 2 }]);

    // A success resets the backoff: the next loss waits 1 s again.
    fourth.fail();
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.latest().url).toBe('/api/v1/notifications/stream?ticket=t5&last_event_id=43');
    client.stop();
  });

  it('never waits longer than the ceiling, and a failed ticket is retried the same way', async () => {
    const { client, getTicket } = setup();
    getTicket.mockRejectedValueOnce(new Error('offline')).mockRejectedValueOnce(new Error('offline'));
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(1000);
    expect(FakeEventSource.made).toHaveLength(0);
    await vi.advanceTimersByTimeAsync(2000);
    expect(FakeEventSource.made).toHaveLength(1);
    for (let loss = 0; loss < 5; loss += 1) {
      FakeEventSource.latest().fail();
      await vi.advanceTimersByTimeAsync(8000);
    }
    expect(FakeEventSource.made).toHaveLength(6);
    client.stop();
  });

  it('reconnects at once when the browser says the network is back', async () => {
    const { client } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    FakeEventSource.latest().fail();
    window.dispatchEvent(new Event('online'));
    await vi.advanceTimersByTimeAsync(0);
    expect(FakeEventSource.made).toHaveLength(2);
    client.stop();
  });

  it('stop closes the stream and no reconnection follows (sign-out)', async () => {
    const { client } = setup();
    client.start();
    await vi.advanceTimersByTimeAsync(0);
    const source = FakeEventSource.latest();
    source.fail();
    client.stop();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeEventSource.made).toHaveLength(1);
    expect(source.closed).toBe(true);
  });
});
