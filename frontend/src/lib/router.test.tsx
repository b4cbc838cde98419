import { act, fireEvent, render, screen } from '@testing-library/react';
import { lazy, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  createBrowserHistory,
  createMemoryHistory,
  createStaticHistory,
  Link,
  matchPath,
  Navigate,
  Outlet,
  Router,
  useLocation,
  useParams,
  useRoutes,
  useSearchParams,
  type History,
  type RouteObject,
} from './router';
import { allowApiData } from '../test/pseudo-language';

// The fixture pages' words are the test's data, not the catalogs' (the router writes none of its own).
allowApiData(['Thread 7', 'Contact in a new tab', 'thread', 'tab', 'none', 'security', 'where', 'admin panel', 'Home', 'Messages', 'Later']);

function Where() {
  const { pathname, search, hash } = useLocation();
  return <output aria-label="where">{pathname + search + hash}</output>;
}

function Thread() {
  const { id } = useParams();
  return <p>thread {id}</p>;
}

function Tabs() {
  const [params, setParams] = useSearchParams();
  return (
    <button type="button" onClick={() => setParams({ tab: 'security' }, { replace: true })}>
      tab {params.get('tab') ?? 'none'}
    </button>
  );
}

function Layout() {
  return (
    <>
      <nav>
        <Link to="/messages/7">Thread 7</Link>
        <Link to="/contact?subject=Hello" target="_blank">
          Contact in a new tab
        </Link>
      </nav>
      <main>
        <Outlet />
      </main>
      <Where />
    </>
  );
}

const routes: RouteObject[] = [
  { path: '/dashboard/*', element: <p>admin panel</p> },
  {
    element: <Layout />,
    children: [
      { path: '/', element: <h1>Home</h1> },
      { path: '/messages', element: <h1>Messages</h1> },
      { path: '/messages/:id', element: <Thread /> },
      { path: '/account', element: <Tabs /> },
      { path: '/inbox', element: <Navigate to="/messages" replace /> },
      { path: '*', element: <Navigate to="/" replace /> },
    ],
  },
];

function Table() {
  return useRoutes(routes);
}

function renderAt(history: History) {
  return render(
    <Router history={history}>
      <Table />
    </Router>,
  );
}

const where = () => screen.getByRole('status', { name: 'where' }).textContent;

describe('matchPath', () => {
  it('takes one segment per :name, decoded, and ignores letter case and a trailing slash', () => {
    expect(matchPath('/messages/:id', '/messages/12')).toEqual({ id: '12' });
    expect(matchPath('/reset-password/:token', '/reset-password/a%20b')).toEqual({ token: 'a b' });
    expect(matchPath('/signin', '/SignIn/')).toEqual({});
    expect(matchPath('/messages/:id', '/messages')).toBeNull();
    expect(matchPath('/messages/:id', '/messages/12/extra')).toBeNull();
    expect(matchPath('/signin', '/signup')).toBeNull();
  });

  it('takes one segment or none for a final :name?', () => {
    expect(matchPath('/messages/:id?', '/messages')).toEqual({});
    expect(matchPath('/messages/:id?', '/messages/7')).toEqual({ id: '7' });
    expect(matchPath('/messages/:id?', '/messages/7/8')).toBeNull();
    expect(matchPath('/messages/:id?', '/')).toBeNull();
  });

  it('gives a final * the rest of the path, none included', () => {
    expect(matchPath('/dashboard/*', '/dashboard')).toEqual({ '*': '' });
    expect(matchPath('/dashboard/*', '/dashboard/helpers/5')).toEqual({ '*': 'helpers/5' });
    expect(matchPath('*', '/anything/at/all')).toEqual({ '*': 'anything/at/all' });
    expect(matchPath('/dashboard/*', '/dashboards')).toBeNull();
  });

  it('keeps a segment that is not valid percent-encoding as it came', () => {
    expect(matchPath('/confirm-email/:token', '/confirm-email/%E0%A4%A')).toEqual({ token: '%E0%A4%A' });
  });
});

describe('routes', () => {
  it('renders the first matching route inside its layout, with the path parameters', () => {
    renderAt(createMemoryHistory('/messages/7'));
    expect(screen.getByText('thread 7')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Thread 7' })).toBeInTheDocument();
  });

  it('renders a route outside the layout without it', () => {
    renderAt(createMemoryHistory('/dashboard/helpers'));
    expect(screen.getByText('admin panel')).toBeInTheDocument();
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('follows redirects, the catch-all included, after the render', async () => {
    const history = createMemoryHistory('/inbox');
    renderAt(history);
    expect(await screen.findByRole('heading', { name: 'Messages' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/messages');

    await act(async () => history.navigate('/no/such/page'));
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(where()).toBe('/');
  });

  it('reads the query string and changes it without leaving the page', async () => {
    renderAt(createMemoryHistory('/account?tab=profile#top'));
    fireEvent.click(screen.getByRole('button', { name: 'tab profile' }));
    expect(await screen.findByRole('button', { name: 'tab security' })).toBeInTheDocument();
    expect(where()).toBe('/account?tab=security');
  });

  it("keeps a lazy page's predecessor on screen until its code arrives (the move is a transition)", async () => {
    let release!: () => void;
    const Later = lazy(
      () =>
        new Promise<{ default: () => React.JSX.Element }>((resolve) => {
          release = () => resolve({ default: () => <h1>Later</h1> });
        }),
    );
    function LazyTable() {
      return useRoutes([
        { path: '/', element: <h1>Home</h1> },
        { path: '/later', element: <Later /> },
      ]);
    }
    const history = createMemoryHistory('/');
    render(
      <Router history={history}>
        <Suspense fallback={<p>Loading...</p>}>
          <LazyTable />
        </Suspense>
      </Router>,
    );
    await act(async () => history.navigate('/later'));
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    await act(async () => release());
    expect(await screen.findByRole('heading', { name: 'Later' })).toBeInTheDocument();
  });
});

describe('Link', () => {
  // Whether the app's handler kept the browser from following the link; jsdom cannot load another document.
  let followedByBrowser: boolean | null;
  const record = (event: MouseEvent) => {
    followedByBrowser = !event.defaultPrevented;
    event.preventDefault();
  };
  beforeEach(() => {
    followedByBrowser = null;
    window.addEventListener('click', record);
  });
  afterEach(() => window.removeEventListener('click', record));

  it('is a real link, and a plain left click moves inside the app', async () => {
    renderAt(createMemoryHistory('/'));
    const link = screen.getByRole('link', { name: 'Thread 7' });
    expect(link).toHaveAttribute('href', '/messages/7');
    fireEvent.click(link, { button: 0 });
    expect(followedByBrowser).toBe(false);
    expect(await screen.findByText('thread 7')).toBeInTheDocument();
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['Alt', { altKey: true }],
    ['the middle button', { button: 1 }],
  ])('leaves a click with %s to the browser (new tab, window, download)', (_name, init) => {
    const history = createMemoryHistory('/');
    renderAt(history);
    fireEvent.click(screen.getByRole('link', { name: 'Thread 7' }), init);
    expect(followedByBrowser).toBe(true);
    expect(history.location.pathname).toBe('/');
  });

  it('leaves a link with its own target to the browser', () => {
    const history = createMemoryHistory('/');
    renderAt(history);
    const link = screen.getByRole('link', { name: 'Contact in a new tab' });
    expect(link).toHaveAttribute('href', '/contact?subject=Hello');
    fireEvent.click(link);
    expect(followedByBrowser).toBe(true);
    expect(history.location.pathname).toBe('/');
  });
});

describe('createBrowserHistory', () => {
  afterEach(() => window.history.replaceState(null, '', '/'));

  it('adds a history entry per move, replaces on request or for the page already shown, and follows Back', async () => {
    window.history.replaceState(null, '', '/');
    const history = createBrowserHistory();
    renderAt(history);
    const entries = window.history.length;

    fireEvent.click(screen.getByRole('link', { name: 'Thread 7' }));
    expect(await screen.findByText('thread 7')).toBeInTheDocument();
    expect(window.location.pathname).toBe('/messages/7');
    expect(window.history.length).toBe(entries + 1);

    fireEvent.click(screen.getByRole('link', { name: 'Thread 7' }));
    expect(window.history.length).toBe(entries + 1);

    act(() => history.navigate('/account?tab=profile', { replace: true }));
    expect(await screen.findByRole('button', { name: 'tab profile' })).toBeInTheDocument();
    expect(window.history.length).toBe(entries + 1);
    expect(window.location.search).toBe('?tab=profile');

    // Back from the account tab (which replaced the thread) returns to the home page.
    await act(async () => {
      const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      window.history.back();
      await moved;
    });
    expect(await screen.findByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(where()).toBe('/');
  });
});

describe('createStaticHistory', () => {
  it('renders its one address on the server, and a redirect there does nothing', () => {
    const history = createStaticHistory('/messages/12?box=sent');
    expect(
      renderToString(
        <Router history={history}>
          <Table />
        </Router>,
      ),
    ).toContain('thread <!-- -->12');
    const redirecting = renderToString(
      <Router history={createStaticHistory('/inbox')}>
        <Table />
      </Router>,
    );
    expect(redirecting).toContain('<main></main>');
    expect(redirecting).toContain('>/inbox</output>');
    history.navigate('/elsewhere');
    expect(history.location).toEqual({ pathname: '/messages/12', search: '?box=sent', hash: '' });
  });
});

describe('outside a router', () => {
  it('says what is missing', () => {
    expect(() => render(<Where />)).toThrow('useLocation must be used inside <Router>');
  });
});
