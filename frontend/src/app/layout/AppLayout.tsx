import { Box, Toolbar } from '@mui/material';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { MESSAGES } from '@community/vocabulary';
import { LoadingState } from '../../components/StatusStates';
import { Footer } from './Footer';
import { NavBar } from './NavBar';

export function AppLayout() {
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <NavBar />
      {/* Spacer under the fixed bar. */}
      <Toolbar />
      {/* At least a screen tall, so the footer starts below the fold: a page whose lazy code or data arrives
          later grows without moving anything on screen (no layout shift). */}
      <Box component="main" sx={{ flex: 1, minHeight: '100vh' }}>
        <Suspense fallback={<LoadingState text={MESSAGES.directory.loading} />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
