import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { useEffect, type ReactNode } from 'react';
import { BrowserRouter, useNavigate, useRoutes } from 'react-router';
import { LiveAnnouncer } from '../components/LiveAnnouncer';
import { setUnauthorizedHandler } from '../lib/api-client';
import { useRouteFocus } from '../lib/a11y/use-route-focus';
import { pageTitle, sectionOf } from './page-titles';
import { appRoutes } from './routes';
import { theme } from './theme';

// What @mui/material's ThemeProvider does for a theme without CSS variables, without its CSS-variables provider
// (color schemes, InitColorSchemeScript), which it imports whichever branch runs: about 3 kB (gzip) off every first load.
const themeWithoutVars = { ...theme, vars: null };

/** Theme and baseline styles, shared by the browser app and the build-time pre-render. */
export function AppTheme({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider theme={themeWithoutVars}>
      <CssBaseline />
      {children}
      {/* The app's one pair of live regions, on every page and the admin panel (pre-rendered empty too). */}
      <LiveAnnouncer />
    </ThemeProvider>
  );
}

/** The route table, inside whichever router the caller gives: the browser's, or a static one when pre-rendering. */
export function AppRoutes() {
  const navigate = useNavigate();
  useEffect(() => {
    setUnauthorizedHandler(() => void navigate('/signin'));
  }, [navigate]);
  useRouteFocus(pageTitle, sectionOf);
  return useRoutes(appRoutes);
}

// A declarative router: no route has a loader or action, and react-router's data router would add about 15 kB (gzip)
// to every first load.
export function App() {
  return (
    <AppTheme>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppTheme>
  );
}
