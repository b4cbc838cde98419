import { Box, Toolbar } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from '../../lib/router';
import { SITE_LABELS } from '@community/vocabulary';
import { LoadingState } from '../../components/StatusStates';
import { useHydrated } from '../../lib/use-hydrated';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { EmailConfirmationGate } from '../../features/auth/components/EmailConfirmationGate';

export function AppLayout() {
  const hydrated = useHydrated();
  return (
    // A pre-rendered page shows before its code runs. Until React has taken it over, its fields and buttons are
    // disabled: text typed then would be wiped by hydration, and a submit would be the browser's own GET with the
    // fields (password included) in the URL. Links work natively all along. The fieldset only groups, it draws nothing.
    <Box component="fieldset" role="presentation" disabled={!hydrated} sx={{ border: 0, m: 0, p: 0, minWidth: 0 }}>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <NavBar />
        {/* Spacer under the fixed bar. */}
        <Toolbar />
        <EmailConfirmationGate />
        {/* At least a screen tall, so the footer starts below the fold: a page whose lazy code or data arrives
            later grows without moving anything on screen (no layout shift). */}
        <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
          <Suspense fallback={<LoadingState text={SITE_LABELS.loading} />}>
            <Outlet />
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </Box>
  );
}
