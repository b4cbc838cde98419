// The member app's router. react-router (about 13 kB gzip, evaluated before every page's first paint can be used)
// did far more than the app asks of it: one flat route table, path parameters, a layout with an outlet, links,
// redirects and the query string. The admin panel keeps react-router in its own lazy chunk (admin/router-inside-app.ts).
import {
  createContext,
  startTransition,
  use,
  useEffect,
  useLayoutEffect,
  useMemo,
  useState,
  type AnchorHTMLAttributes,
  type MouseEvent,
  type ReactNode,
  type Ref,
} from 'react';

export interface Location {
  pathname: string;
  search: string;
  hash: string;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of adding one (redirects, tabs). */
  replace?: boolean;
}

/** Where the app is and how it moves: the browser's history, a fixed address (pre-render) or one in memory (tests). */
export interface History {
  readonly location: Location;
  navigate(to: string, options?: NavigateOptions): void;
  /** Calls back after every change of location; returns the unsubscribe. */
  listen(listener: () => void): () => void;
}

export type NavigateFunction = (to: string, options?: NavigateOptions) => void;

function parse(url: string): Location {
  const { pathname, search, hash } = new URL(url, 'http://app.invalid');
  return { pathname, search, hash };
}

const href = ({ pathname, search, hash }: Location) => pathname + search + hash;

function listeners() {
  const all = new Set<() => void>();
  return {
    add(listener: () => void) {
      all.add(listener);
      return () => void all.delete(listener);
    },
    notify: () => all.forEach((listener) => listener()),
  };
}

/** The browser's address bar: pushState / replaceState, and Back / Forward (popstate). */
export function createBrowserHistory(): History {
  const subscribers = listeners();
  let location = parse(window.location.href);
  window.addEventListener('popstate', () => {
    location = parse(window.location.href);
    subscribers.notify();
  });
  return {
    get location() {
      return location;
    },
    navigate(to, { replace } = {}) {
      const next = parse(new URL(to, window.location.href).href);
      // The page already shown replaces its own entry, so Back does not need two presses (as react-router's Link did).
      if (replace || href(next) === href(location)) window.history.replaceState(null, '', href(next));
      else window.history.pushState(null, '', href(next));
      location = next;
      subscribers.notify();
    },
    listen: subscribers.add,
  };
}

/** One address that never changes: the build-time pre-render, where nothing navigates (effects do not run). */
export function createStaticHistory(url: string): History {
  const location = parse(url);
  return { location, navigate: () => {}, listen: () => () => {} };
}

/** An address in memory, for component tests: moves like the browser's, without touching the jsdom window. */
export function createMemoryHistory(url = '/'): History {
  const subscribers = listeners();
  let location = parse(url);
  return {
    get location() {
      return location;
    },
    navigate(to, _options) {
      location = parse(new URL(to, `http://app.invalid${href(location)}`).href);
      subscribers.notify();
    },
    listen: subscribers.add,
  };
}

const LocationContext = createContext<Location | null>(null);
const NavigateContext = createContext<NavigateFunction | null>(null);
const ParamsContext = createContext<Record<string, string>>({});
const OutletContext = createContext<ReactNode>(null);

export function Router({ history, children }: { history: History; children: ReactNode }) {
  const [location, setLocation] = useState(history.location);
  useLayoutEffect(() => {
    // As a transition, like react-router's: a lazy page keeps the previous one on screen until its code has arrived,
    // instead of a loading state in between.
    const update = () => startTransition(() => setLocation(history.location));
    const stop = history.listen(update);
    // A move between the first render and this subscription (setLocation ignores an unchanged location).
    update();
    return stop;
  }, [history]);
  const navigate = useMemo<NavigateFunction>(() => (to, options) => history.navigate(to, options), [history]);
  return (
    <NavigateContext value={navigate}>
      <LocationContext value={location}>{children}</LocationContext>
    </NavigateContext>
  );
}

function required<T>(value: T | null, hook: string): T {
  if (value === null) throw new Error(`${hook} must be used inside <Router>`);
  return value;
}

export const useLocation = (): Location => required(use(LocationContext), 'useLocation');

/** A stable function: components that only navigate do not re-render on every change of page. */
export const useNavigate = (): NavigateFunction => required(use(NavigateContext), 'useNavigate');

/** The matched route's `:name` segments (decoded), and `*` for what a splat route matched. */
export const useParams = (): Record<string, string | undefined> => use(ParamsContext);

/** The query string, and a setter that keeps the path (and so the page) as it is. */
export function useSearchParams(): [URLSearchParams, (next: Record<string, string>, options?: NavigateOptions) => void] {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const params = useMemo(() => new URLSearchParams(search), [search]);
  const setParams = (next: Record<string, string>, options?: NavigateOptions) => navigate(`${pathname}?${new URLSearchParams(next)}`, options);
  return [params, setParams];
}

/**
 * Matches a route's path against a pathname as react-router did: `:name` takes one segment, `:name?` one or none at
 * the end, a final `*` the rest (none included), letters in any case, a trailing slash ignored. Returns the
 * parameters, or null.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const wanted = pattern.split('/').filter(Boolean);
  const given = pathname.split('/').filter(Boolean);
  const params: Record<string, string> = {};
  for (const [index, segment] of wanted.entries()) {
    if (segment === '*') {
      params['*'] = given.slice(index).map(decode).join('/');
      return params;
    }
    const optional = segment.endsWith('?');
    const name = optional ? segment.slice(0, -1) : segment;
    const actual = given[index];
    if (actual === undefined) {
      if (optional) continue;
      return null;
    }
    if (name.startsWith(':')) params[name.slice(1)] = decode(actual);
    else if (name.toLowerCase() !== decode(actual).toLowerCase()) return null;
  }
  return given.length <= wanted.length ? params : null;
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

export interface RouteObject {
  /** Absolute. A route without one is a layout: it renders its first matching child at its <Outlet />. */
  path?: string;
  element: ReactNode;
  children?: RouteObject[];
}

/** The first route (in table order) that matches the location, with its layouts around it; null if none does. */
export function useRoutes(routes: RouteObject[]): ReactNode {
  const { pathname } = useLocation();
  return renderFirstMatch(routes, pathname);
}

function renderFirstMatch(routes: RouteObject[], pathname: string): ReactNode {
  for (const route of routes) {
    if (route.children) {
      const child = renderFirstMatch(route.children, pathname);
      if (child !== null) return <OutletContext value={child}>{route.element}</OutletContext>;
      continue;
    }
    const params = route.path === undefined ? null : matchPath(route.path, pathname);
    if (params) return <ParamsContext value={params}>{route.element}</ParamsContext>;
  }
  return null;
}

/** Where a layout route shows the page that matched. */
export function Outlet() {
  return use(OutletContext);
}

/** A redirect, made after the render commits (so never during the pre-render). */
export function Navigate({ to, replace }: { to: string; replace?: boolean }) {
  const navigate = useNavigate();
  useEffect(() => navigate(to, { replace }), [navigate, to, replace]);
  return null;
}

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> & {
  to: string;
  replace?: boolean;
  ref?: Ref<HTMLAnchorElement>;
};

/**
 * A real link (`href`, so it opens in a new tab, copies, and works before the app has started); a plain left click
 * moves inside the app instead of loading the page again.
 */
export function Link({ to, replace, onClick, target, ...rest }: LinkProps) {
  const navigate = useNavigate();
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    const modified = event.metaKey || event.altKey || event.ctrlKey || event.shiftKey;
    if (event.defaultPrevented || event.button !== 0 || modified || (target && target !== '_self')) return;
    event.preventDefault();
    navigate(to, { replace });
  };
  return <a {...rest} href={to} target={target} onClick={follow} />;
}
