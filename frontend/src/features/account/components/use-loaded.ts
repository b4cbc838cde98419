import { useCallback, useEffect, useEffectEvent, useState } from 'react';
import type { ApiResponse } from '../../../lib/api-client';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; value: T };

/** Loads once per mount (and on retry); a screen left before the answer arrives ignores it. */
export function useLoaded<T, R>(load: (signal: AbortSignal) => Promise<ApiResponse<R>>, pick: (data: R) => T, failedText: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  // A load started by this render's load, pick and text; only a retry (or a new mount) starts another.
  const start = useEffectEvent((signal: AbortSignal) => {
    setLoaded({ state: 'loading' });
    load(signal)
      .then(({ ok, data }) => {
        if (signal.aborted) return;
        setLoaded(ok ? { state: 'ready', value: pick(data) } : { state: 'failed', text: data.error_message || failedText });
      })
      .catch(() => {
        if (!signal.aborted) setLoaded({ state: 'failed', text: failedText });
      });
  });
  useEffect(() => {
    const controller = new AbortController();
    start(controller.signal);
    return () => controller.abort();
  }, [attempt]);

  const set = useCallback((value: T) => setLoaded({ state: 'ready', value }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded, set, retry };
}
