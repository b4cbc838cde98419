// Stands in for ra-core's routing/adapters/reactRouterProvider.js (vite.config.ts aliases it here).
// The admin panel always renders inside the web app's <BrowserRouter>, so react-admin's fallback hash router
// (createHashRouter + RouterProvider, react-router's whole data router) is never used; leaving it out keeps about
// 15 kB (gzip) out of every page's first load, because react-router is one module shared by every chunk.
import { createElement, Fragment, useCallback, useContext, useEffect, useRef, type ReactNode } from 'react';
import {
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

/** Blocking needs a data router; the app's BrowserRouter is not one, so react-admin skips it (as ra-core does). */
const useCanBlock = () => !!(useContext(UNSAFE_DataRouterContext) && useContext(UNSAFE_DataRouterStateContext));

/** A stable navigate function, as ra-core's own adapter gives (react-router's changes on every navigation). */
const useNavigate = () => {
  const navigate = useReactRouterNavigate();
  const navigateRef = useRef(navigate);
  useEffect(() => {
    navigateRef.current = navigate;
  }, [navigate]);
  return useCallback((...args: Parameters<typeof navigate>) => navigateRef.current(...args), []);
};

function RouterWrapper({ children }: { basename?: string; children: ReactNode }) {
  if (!useInRouterContext()) throw new Error('The admin panel must render inside the web app router');
  return createElement(Fragment, null, children);
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
