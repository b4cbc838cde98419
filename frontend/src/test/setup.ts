import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library only recognises Jest's fake timers; this lets its async helpers advance Vitest's.
(globalThis as unknown as { jest: unknown }).jest = {
  advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms),
};

// Lazy routes and MUI renders are slow on a busy CI machine; a second is too tight.
configure({ asyncUtilTimeout: 8000 });

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  // The pre-render tests run in Node, without a window.
  if (typeof window !== 'undefined') {
    window.localStorage.clear();
    window.sessionStorage.clear();
  }
});
