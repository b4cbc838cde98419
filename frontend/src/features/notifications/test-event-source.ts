import type { EventSourceLike } from './stream-client';

/** A fake EventSource the tests drive: open, a message with an id, an error. Every one made is kept in `made`. */
export class FakeEventSource implements EventSourceLike {
  static made: FakeEventSource[] = [];
  static latest(): FakeEventSource {
    return FakeEventSource.made[FakeEventSource.made.length - 1];
  }
  readyState = 0;
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();
  constructor(readonly url: string) {
    FakeEventSource.made.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }
  close() {
    this.closed = true;
    this.readyState = 2;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  emit(data: unknown, lastEventId = '', type = 'message') {
    const event = new MessageEvent(type, { data: JSON.stringify(data), lastEventId });
    this.listeners.get(type)?.forEach((listener) => listener(event));
  }
  fail() {
    this.readyState = 0;
    this.onerror?.(new Event('error'));
  }
}
