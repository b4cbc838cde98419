import { Box, Toolbar } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from '../../lib/router';
import { SITE_LABELS } from '@community/vocabulary';
import { LoadingState } from '../../components/StatusStates';
import { Footer } from './Footer';
import { NavBar } from './NavBar';
import { PageHydrated, UntilHydrated } from './UntilHydrated';
import { EmailConfirmationGate } from '../../features/auth/components/EmailConfirmationGate';

export function AppLayout() {
  return (
    <UntilHydrated>
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
            <PageHydrated />
          </Suspense>
        </Box>
        <Footer />
      </Box>
    </UntilHydrated>
  );
}
