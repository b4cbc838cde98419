import { CssBaseline, ThemeProvider } from '@mui/material';
import { useEffect, useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { setUnauthorizedHandler } from '../lib/api-client';
import { appRoutes } from './routes';
import { theme } from './theme';

export function App() {
  const [router] = useState(() => createBrowserRouter(appRoutes));
  useEffect(() => {
    setUnauthorizedHandler(() => void router.navigate('/signin'));
  }, [router]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <RouterProvider router={router} />
    </ThemeProvider>
  );
}
