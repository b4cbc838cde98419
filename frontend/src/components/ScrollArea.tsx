import { Box } from '@mui/material';
import type { ReactNode, UIEvent } from 'react';

interface ScrollAreaProps {
  maxHeight: number;
  label: string;
  children: ReactNode;
  /** Called when the user scrolls to the end, to load the next page. */
  onEndReached?: () => void;
  /** Keeps the area at its full height from the first paint, so the page below does not move when the list arrives. */
  reserveSpace?: boolean;
}

const END_THRESHOLD_PX = 24;

export function ScrollArea({ maxHeight, label, children, onEndReached, reserveSpace = false }: ScrollAreaProps) {
  function handleScroll(event: UIEvent<HTMLDivElement>) {
    const area = event.currentTarget;
    if (onEndReached && area.scrollTop + area.clientHeight >= area.scrollHeight - END_THRESHOLD_PX) onEndReached();
  }
  return (
    // Focusable so keyboard users can scroll it (a scrollable region must be reachable).
    <Box
      role="region"
      aria-label={label}
      tabIndex={0}
      onScroll={handleScroll}
      sx={{ maxHeight, minHeight: reserveSpace ? maxHeight : undefined, overflowY: 'auto' }}
    >
      {children}
    </Box>
  );
}
