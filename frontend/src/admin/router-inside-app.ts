// Stands in for ra-core's routing/adapters/reactRouterProvider.js (vite.config.ts aliases it here).
// The member app has its own small router (lib/router.tsx), so the panel brings react-router along in its lazy chunk
// and starts a <BrowserRouter> under /dashboard. ra-core's own adapter would start a hash router there
// (createHashRouter + RouterProvider: addresses like /dashboard#/helpers, and react-router's whole data router).
import { createElement, Fragment, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
  BrowserRouter,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  UNSAFE_DataRouterContext,
  UNSAFE_DataRouterStateContext,
  useBlocker,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate as useReactRouterNavigate,
  useParams,
} from 'react-router';

/** Blocking needs a data router; a BrowserRouter is not one, so react-admin skips it (as ra-core does). */
const useCanBlock = () => {
  // Both contexts are read on every render: hooks run in the same order whatever the first one holds.
  const dataRouter = useContext(UNSAFE_DataRouterContext);
  const dataRouterState = useContext(UNSAFE_DataRouterStateContext);
  return !!(dataRouter && dataRouterState);
};

/** A stable navigate function, as ra-core's own adapter gives (react-router's changes on every navigation). */
const useNavigate = () => {
  const navigate = useReactRouterNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => navigateRef.current(...args), []);
};

/**
 * Outside a react-router (the member app), a browser router with the panel's basename: ra-core's AdminRouter then
 * gives its own paths without it ('/helpers'), and links still read /dashboard/helpers. Inside one (the component
 * tests' MemoryRouter) the panel uses that, with the basename in ra-core's context, as ra-core does.
 */
function RouterWrapper({ basename, children }: { basename?: string; children: ReactNode }) {
  if (useInRouterContext()) return createElement(Fragment, null, children);
  return createElement(BrowserRouter, { basename }, children);
}

export const reactRouterProvider = {
  useNavigate,
  useLocation,
  useParams,
  useBlocker,
  useMatch,
  useInRouterContext,
  useCanBlock,
  Link,
  Navigate,
  Route,
  Routes,
  Outlet,
  RouterWrapper,
  matchPath,
};
