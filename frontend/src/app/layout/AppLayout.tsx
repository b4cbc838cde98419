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
      <Box component="main" sx={{ flex: 1 }}>
        <Suspense fallback={<LoadingState text={MESSAGES.directory.loading} />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
    </Box>
  );
}
