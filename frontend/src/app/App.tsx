import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { appRoutes } from './routes';
import { theme } from './theme';

/** Theme and baseline styles, shared by the browser app and the build-time pre-render. */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  useEffect(() => {
    setUnauthorizedHandler(() => void router.navigate('/signin'));
  }, [router]);
  return (
    <AppTheme>
      <RouterProvider router={router} />
    </AppTheme>
  );
}
