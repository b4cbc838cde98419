import { useCallback, useEffect, useRef, useState } from 'react';

export interface Page<T> {
  items: T[];
  nextCursor: string | null;
}

export type PageFetcher<T> = (cursor: string | null, signal: AbortSignal) => Promise<Page<T>>;

export interface PagedList<T> {
  items: T[];
  loading: boolean;
  loadingMore: boolean;
  hasMore: boolean;
  loadMore: () => void;
  reload: () => void;
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
  const [generation, setGeneration] = useState(0);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const current = new AbortController();
    controller.current = current;
    setLoading(true);
    setItems([]);
    setCursor(null);
    fetchPage(null, current.signal)
      .then((page) => {
        if (current.signal.aborted) return;
        setItems(page.items);
        setCursor(page.nextCursor);
      })
      .catch((error: unknown) => {
        if (current.signal.aborted) return;
        console.error('Could not load the list', error);
        setItems([]);
        setCursor(null);
      })
      .finally(() => {
        if (!current.signal.aborted) setLoading(false);
      });
    return () => current.abort();
  }, [fetchPage, generation]);

  const loadMore = useCallback(() => {
    if (!cursor || loading || loadingMore || !controller.current) return;
    const current = controller.current;
    setLoadingMore(true);
    fetchPage(cursor, current.signal)
      .then((page) => {
        if (current.signal.aborted) return;
        setItems((previous) => [...previous, ...page.items]);
        setCursor(page.nextCursor);
      })
      .catch((error: unknown) => {
        if (!current.signal.aborted) console.error('Could not load more', error);
      })
      .finally(() => {
        if (!current.signal.aborted) setLoadingMore(false);
      });
  }, [cursor, fetchPage, loading, loadingMore]);

  const reload = useCallback(() => setGeneration((value) => value + 1), []);

  return { items, loading, loadingMore, hasMore: !!cursor, loadMore, reload };
}
