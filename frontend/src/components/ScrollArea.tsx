import { Box } from '@mui/material';
import type { ReactNode, UIEvent } from 'react';

interface ScrollAreaProps {
  maxHeight: number;
  label: string;
  children: ReactNode;
  /** Called when the user scrolls to the end, to load the next page. */
  onEndReached?: () => void;
}

const END_THRESHOLD_PX = 24;

export function ScrollArea({ maxHeight, label, children, onEndReached }: ScrollAreaProps) {
  function handleScroll(event: UIEvent<HTMLDivElement>) {
    const area = event.currentTarget;
    if (onEndReached && area.scrollTop + area.clientHeight >= area.scrollHeight - END_THRESHOLD_PX) onEndReached();
  }
  return (
    // Focusable so keyboard users can scroll it (a scrollable region must be reachable).
    <Box role="region" aria-label={label} tabIndex={0} onScroll={handleScroll} sx={{ maxHeight, overflowY: 'auto' }}>
      {children}
    </Box>
  );
}
