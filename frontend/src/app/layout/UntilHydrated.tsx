import { Box } from '@mui/material';
import { createContext, useCallback, useContext, useEffect, useState, type ReactNode } from 'react';
import { useHydrated } from '../../lib/use-hydrated';

const MarkPageHydrated = createContext<(() => void) | null>(null);

/**
 * A pre-rendered page shows before its code runs. Until React has taken it over, its fields and buttons are disabled:
 * text typed then would be wiped by hydration, and a submit would be the browser's own GET with the fields (password
 * included) in the URL. Links work natively all along. The fieldset only groups, it draws nothing.
 *
 * "Taken over" means the page's own part too: a route's lazy code hydrates in its Suspense boundary after the layout,
 * so the fieldset turns enabled when PageHydrated, inside that boundary, mounts. Rendered on the client (the app shell),
 * the page is never disabled.
 *
 * Its own component, given the page as children: when it turns enabled it re-renders alone. Read in AppLayout, the
 * hook re-rendered the whole page in one 60-100 ms task, the home page's longest (Lighthouse's Total Blocking Time).
 */
export function UntilHydrated({ children }: { children: ReactNode }) {
  // False only in the render that takes over pre-rendered markup: whether this page has to wait, decided at mount.
  const renderedOnClient = useHydrated();
  const [waitsForPage] = useState(!renderedOnClient);
  const [pageHydrated, setPageHydrated] = useState(false);
  const markPageHydrated = useCallback(() => setPageHydrated(true), []);
  return (
    <MarkPageHydrated.Provider value={markPageHydrated}>
      <Box component="fieldset" role="presentation" disabled={waitsForPage && !pageHydrated} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
        {children}
      </Box>
    </MarkPageHydrated.Provider>
  );
}

/** Placed beside the route inside its Suspense boundary: its effect runs once React has taken that boundary over. */
export function PageHydrated() {
  const mark = useContext(MarkPageHydrated);
  useEffect(() => mark?.(), [mark]);
  return null;
}
