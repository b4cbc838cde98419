import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { useEffect, useState, type ReactNode } from 'react';
import { LiveAnnouncer } from '../components/LiveAnnouncer';
import { setUnauthorizedHandler } from '../lib/api-client';
import { useRouteFocus } from '../lib/a11y/use-route-focus';
import { createBrowserHistory, Router, useNavigate, useRoutes } from '../lib/router';
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

export function App() {
  // Made on the first render, not on import: the pre-render imports this module where there is no window.
  const [history] = useState(createBrowserHistory);
  return (
    <AppTheme>
      <Router history={history}>
        <AppRoutes />
      </Router>
    </AppTheme>
  );
}
