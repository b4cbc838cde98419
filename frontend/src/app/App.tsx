import { CssBaseline } from '@mui/material';
import { ThemeProvider } from '@mui/system';
import { CacheProvider } from '@emotion/react';
import { Fragment, useEffect, useState, type ReactNode } from 'react';
import { browserCacheFor } from '../lib/i18n/direction';
import { currentDirection } from '../lib/i18n/language';
import { useLanguage } from '../lib/i18n/use-language';
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
// Right to left (MUI's RTL guide): components that place things by direction (Drawer's anchor, Slider, the
// pagination's arrows) read it here; the emotion cache (lib/i18n/rtl-cache.ts) mirrors the styles themselves.
const rtlThemeWithoutVars = { ...themeWithoutVars, direction: 'rtl' as const };

/**
 * Theme and baseline styles, shared by the browser app and the build-time pre-render. The page is rendered anew
 * (keyed by the language) when the reader switches language: every text is read from the catalogs at render.
 */
export function AppTheme({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return (
    <ThemeProvider theme={currentDirection() === 'rtl' ? rtlThemeWithoutVars : themeWithoutVars}>
      <CssBaseline />
      <Fragment key={language}>
        {children}
        {/* The app's one pair of live regions, on every page and the admin panel (pre-rendered empty too). */}
        <LiveAnnouncer />
      </Fragment>
    </ThemeProvider>
  );
}

/** In the browser, a right-to-left page's styles go through the mirroring cache (the pre-render brings its own). */
function BrowserDirectionCache({ children }: { children: ReactNode }) {
  useLanguage();
  const cache = browserCacheFor(currentDirection());
  return cache ? <CacheProvider value={cache}>{children}</CacheProvider> : children;
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
    <BrowserDirectionCache>
      <AppTheme>
        <Router history={history}>
          <AppRoutes />
        </Router>
      </AppTheme>
    </BrowserDirectionCache>
  );
}
