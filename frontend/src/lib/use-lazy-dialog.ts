import { useCallback, useState } from 'react';

/**
 * A page's dialog whose code loads on first use (React.lazy): what it shows (null when closed) and whether it was
 * ever opened. Render it only once `used` (components/LoadedOnFirstUse); it then stays mounted, so it can animate
 * its closing.
 */
export function useLazyDialog<T>() {
  const [shown, setShown] = useState<T | null>(null);
  const [used, setUsed] = useState(false);
  const open = useCallback((value: T) => {
    setUsed(true);
    setShown(value);
  }, []);
  const close = useCallback(() => setShown(null), []);
  return { shown, used, open, close };
}
