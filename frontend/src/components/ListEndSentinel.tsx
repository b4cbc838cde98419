import { Box } from '@mui/material';
import { useEffect, useRef } from 'react';

interface ListEndSentinelProps {
  /** Called when the end of the list comes into view, to load the next page. */
  onEndReached: () => void;
  /** The number of rows shown: a grown list is looked at again, in case its end is still in view. */
  rowCount: number;
}

/**
 * An invisible mark after a list that is not in its own scroll area (the page scrolls).
 * The observer is renewed only when the list grows, not when a page fails, so a failed page
 * is not asked for again in a loop while the end stays in view.
 */
export function ListEndSentinel({ onEndReached, rowCount }: ListEndSentinelProps) {
  const mark = useRef<HTMLDivElement>(null);
  const latestOnEndReached = useRef(onEndReached);
  useEffect(() => {
    latestOnEndReached.current = onEndReached;
  }, [onEndReached]);

  useEffect(() => {
    const element = mark.current;
    // Without IntersectionObserver (very old browsers) the first page is all that shows.
    if (!element || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) latestOnEndReached.current();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [rowCount]);

  return <Box ref={mark} aria-hidden sx={{ height: 1 }} />;
}
