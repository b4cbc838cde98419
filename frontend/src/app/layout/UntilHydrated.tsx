import { Box } from '@mui/material';
import type { ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

/**
 * A pre-rendered page shows before its code runs. Until React has taken it over, its fields and buttons are disabled:
 * text typed then would be wiped by hydration, and a submit would be the browser's own GET with the fields (password
 * included) in the URL. Links work natively all along. The fieldset only groups, it draws nothing.
 *
 * Its own component, given the page as children: the render that follows hydration (useHydrated turning true) is a
 * synchronous one, and here it redraws only this fieldset. Read in AppLayout, it re-rendered the whole page in one
 * 60-100 ms task, the home page's longest (Lighthouse's Total Blocking Time).
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  const hydrated = useHydrated();
  return (
    <Box component="fieldset" role="presentation" disabled={!hydrated} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      {children}
    </Box>
  );
}
