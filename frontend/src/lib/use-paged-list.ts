import { startTransition, useCallback, useEffect, useRef, useState } from 'react';
import { A11Y_TEXTS } from '@community/vocabulary';
import { announce } from './a11y/announcer';
import { useIsPageFrame } from './page-frame';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type PageFetcher<T> = (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>;

export interface PagedList<T> {
  items: T[];
  loading: boolean;
  loadingMore: boolean;
  /** The first page failed (a list that shows an error state reads it; the spec's lists show the empty list). */
  failed: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Reads the first page again without the loading state (a live change): the rows on screen stay until it answers. */
  refresh: () => void;
}

/**
 * Loads the first page whenever `fetchPage` changes (a new filter or search) and appends
 * further pages on demand. A failed load is logged and shows as an empty list (spec section 8).
 */
export function usePagedList<T>(fetchPage: PageFetcher<T>): PagedList<T> {
  const [items, setItems] = useState<T[]>([]);
  const [cursor, setCursor] = useState<string | null>(null);
  const [loading, setLoading] = useState(true);
  const [loadingMore, setLoadingMore] = useState(false);
  const [failed, setFailed] = useState(false);
  const [generation, setGeneration] = useState(0);
  const controller = useRef<AbortController | null>(null);
  // Scroll and intersection events can arrive twice before React re-renders with loadingMore set;
  // the ref lets only one request per page through, so no page is appended twice.
  const requestedCursor = useRef<string | null>(null);
  const shown = useRef(0);
  shown.current = items.length;

  // A pre-rendered member page's frame loads nothing until its guard has decided (lib/page-frame.ts).
  const frameOnly = useIsPageFrame();
  const quietNext = useRef(false);

  useEffect(() => {
    if (frameOnly) return undefined;
    const quiet = quietNext.current;
    quietNext.current = false;
    const current = new AbortController();
    controller.current = current;
    requestedCursor.current = null;
    // A page still loading for the previous query was aborted above and will not clear this.
    setLoadingMore(false);
    if (!quiet) {
      setLoading(true);
      setFailed(false);
      setItems([]);
      setCursor(null);
    }
    fetchPage(null, current.signal)
      .then((page) => {
        if (current.signal.aborted) return;
        // The rows render as a transition: React builds them in slices of a few milliseconds, yielding to the
        // browser between them, instead of one long task as the page opens (Lighthouse's Total Blocking Time).
        startTransition(() => {
          setItems(page.items);
          setCursor(page.nextCursor);
          setLoading(false);
        });
      })
      .catch((error: unknown) => {
        if (current.signal.aborted) return;
        console.error('Could not load the list', error);
        // A quiet refresh that fails keeps what is on screen.
        if (quiet) return;
        setItems([]);
        setCursor(null);
        setFailed(true);
        setLoading(false);
      });
    return () => current.abort();
  }, [fetchPage, generation, frameOnly]);

  const loadMore = useCallback(() => {
    if (!cursor || loading || loadingMore || !controller.current || requestedCursor.current === cursor) return;
    const current = controller.current;
    requestedCursor.current = cursor;
    setLoadingMore(true);
    fetchPage(cursor, current.signal)
      .then((page) => {
        if (current.signal.aborted) return;
        // A page loaded on scroll changes nothing a screen reader is on: say how many rows there are now.
        if (page.items.length) announce(A11Y_TEXTS.moreLoaded(shown.current + page.items.length));
        // Rows, cursor and loadingMore change in one render, so an end-of-list watcher sees the grown list ready for more;
        // as a transition, so scrolling stays answered while the new rows are built.
        startTransition(() => {
          setItems((previous) => [...previous, ...page.items]);
          setCursor(page.nextCursor);
          setLoadingMore(false);
        });
      })
      .catch((error: unknown) => {
        if (current.signal.aborted) return;
        console.error('Could not load more', error);
        // A failed page may be asked for again at the next scroll.
        requestedCursor.current = null;
        setLoadingMore(false);
      });
  }, [cursor, fetchPage, loading, loadingMore]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);
  const refresh = useCallback(() => {
    quietNext.current = true;
    setGeneration((value) => value + 1);
  }, []);

  return { items, loading, loadingMore, failed, hasMore: !!cursor, loadMore, reload, refresh };
}
