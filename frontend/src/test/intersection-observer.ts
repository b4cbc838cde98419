import { act } from '@testing-library/react';
import { vi } from 'vitest';

interface FakeObserver {
  callback: IntersectionObserverCallback;
  targets: Element[];
  connected: boolean;
}

/**
 * Stubs IntersectionObserver (jsdom has none). `reachEnd()` tells every connected observer that
 * its targets came into view, as the browser does when the person scrolls to them.
 */
export function fakeIntersectionObserver() {
  const observers: FakeObserver[] = [];
  class FakeIntersectionObserver {
    private readonly record: FakeObserver;
    constructor(callback: IntersectionObserverCallback) {
      this.record = { callback, targets: [], connected: true };
      observers.push(this.record);
    }
    observe(target: Element) {
      this.record.targets.push(target);
    }
    unobserve(target: Element) {
      this.record.targets = this.record.targets.filter((element) => element !== target);
    }
    disconnect() {
      this.record.connected = false;
      this.record.targets = [];
    }
    takeRecords() {
      return [];
    }
  }
  vi.stubGlobal('IntersectionObserver', FakeIntersectionObserver);
  const connected = () => observers.filter((observer) => observer.connected && observer.targets.length > 0);
  return {
    connected,
    reachEnd: () =>
      act(async () => {
        for (const observer of connected()) {
          const entries = observer.targets.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry);
          observer.callback(entries, observer as unknown as IntersectionObserver);
        }
      }),
  };
}
