import { useCallback, useEffect, useState } from 'react';
import type { ApiResponse } from '../../../lib/api-client';

export type Loaded<T> = { state: 'loading' } | { state: 'failed'; text: string } | { state: 'ready'; value: T };

/** Loads once per mount (and on retry); a screen left before the answer arrives ignores it. */
export function useLoaded<T, R>(load: (signal: AbortSignal) => Promise<ApiResponse<R>>, pick: (data: R) => T, failedText: string) {
  const [loaded, setLoaded] = useState<Loaded<T>>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    const controller = new AbortController();
    setLoaded({ state: 'loading' });
    load(controller.signal)
      .then(({ ok, data }) => {
        if (controller.signal.aborted) return;
        setLoaded(ok ? { state: 'ready', value: pick(data) } : { state: 'failed', text: data.error_message || failedText });
      })
      .catch(() => {
        if (!controller.signal.aborted) setLoaded({ state: 'failed', text: failedText });
      });
    return () => controller.abort();
    // load and pick are module functions; a retry bumps `attempt`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [attempt]);

  const set = useCallback((value: T) => setLoaded({ state: 'ready', value }), []);
  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  return { loaded, set, retry };
}
