import { CssBaseline, ThemeProvider } from '@mui/material';
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { theme } from '../app/theme';
import { appRoutes } from '../app/routes';
import { createMemoryHistory, Router, useLocation, useRoutes, type RouteObject } from '../lib/router';
import { sessionStore, type SessionUser } from '../lib/session';

export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

function RouteTable({ routes }: { routes: RouteObject[] }) {
  return useRoutes(routes);
}

/** Renders one screen in a memory router; other paths render a probe showing where the user went. */
export function renderScreen(ui: ReactElement, { path = '/', route = path }: { path?: string; route?: string } = {}) {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const result = render(
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <Router history={createMemoryHistory(route)}>
        <RouteTable
          routes={[
            { path, element: ui },
            { path: '*', element: <LocationProbe /> },
          ]}
        />
      </Router>
    </ThemeProvider>,
  );
  return { user, ...result };
}

/** Renders the whole app (layout, guards, lazy routes) at a path. */
export function renderApp(initialPath: string) {
  const user = userEvent.setup({ advanceTimers: (ms) => (vi.isFakeTimers() ? vi.advanceTimersByTime(ms) : undefined) });
  const history = createMemoryHistory(initialPath);
  // Read and moved like react-router's memory router, which the tests were written against.
  const router = {
    get state() {
      return { location: history.location };
    },
    navigate: async (to: string) => history.navigate(to),
  };
  const result = render(
    <ThemeProvider theme={theme}>
      <Router history={history}>
        <RouteTable routes={appRoutes} />
      </Router>
    </ThemeProvider>,
  );
  return { user, router, ...result };
}

export function signIn(user: Partial<SessionUser> & { role: string }, token = 'test-token') {
  sessionStore.loginSuccess({ id: 1, name: 'Test User', email: 'test@example.com', industry: null, profileComplete: true, ...user }, token);
}

export function signOut() {
  sessionStore.logout();
}

/** Types quickly: MUI inputs re-render per keystroke, and the tests are about rules, not typing. */
export async function fill(user: ReturnType<typeof userEvent.setup>, field: HTMLElement, text: string) {
  await user.click(field);
  await user.paste(text);
}

/**
 * A field's own error message (MUI's helper text). After a submit with errors the error summary repeats each message as
 * a link above the form, so a bare getByText finds two.
 */
export const FIELD_MESSAGE = { selector: '.MuiFormHelperText-root' } as const;
