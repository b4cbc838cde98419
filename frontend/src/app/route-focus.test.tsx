import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { lazy, Suspense } from 'react';
import { describe, expect, it } from 'vitest';
import { pageTitle, sectionOf } from './page-titles';
import { createMemoryHistory, Link, Router, useRoutes } from '../lib/router';
import { useRouteFocus } from '../lib/a11y/use-route-focus';
import { allowApiData, unmark } from '../test/pseudo-language';

// The fixture pages' words are the test's data; the titles (page-titles.ts) come from the catalogs.
allowApiData(['Professional Network', 'Messages', 'Thread 7', 'My account', 'Welcome', 'Loading...']);
/** The title as the reader sees it (pageTitle's words carry the pseudo-language's marks). */
const titleOf = (pathname: string) => unmark(pageTitle(pathname));

function Shell() {
  useRouteFocus(pageTitle, sectionOf);
  return (
    <>
      <nav>
        <Link to="/professionalnetwork">Professional Network</Link>
        <Link to="/messages">Messages</Link>
        <Link to="/messages/7">Thread 7</Link>
        <Link to="/account">My account</Link>
      </nav>
      <main>
        <Suspense fallback={<p>Loading...</p>}>
          <Pages />
        </Suspense>
      </main>
    </>
  );
}

function Pages() {
  return useRoutes([
    { path: '/', element: <h1>Welcome</h1> },
    { path: '/professionalnetwork', element: <h1>Professional Network</h1> },
    { path: '/messages/*', element: <h1>Messages</h1> },
    { path: '/account', element: <LazyAccount /> },
  ]);
}

let releaseAccount!: () => void;
const LazyAccount = lazy(
  () =>
    new Promise<{ default: () => React.JSX.Element }>((resolve) => {
      releaseAccount = () => resolve({ default: () => <h1>My account</h1> });
    }),
);

describe('focus and title after a client-side route change', () => {
  it('names the page in the title from the first render, but leaves the focus alone until the user navigates', () => {
    render(
      <Router history={createMemoryHistory('/')}>
        <Shell />
      </Router>,
    );
    expect(document.title).toBe('Home – Community Network');
    expect(document.body).toHaveFocus();
  });

  it("moves the focus to the new page's h1 (made focusable by script only) and renames the document", async () => {
    const user = userEvent.setup();
    render(
      <Router history={createMemoryHistory('/')}>
        <Shell />
      </Router>,
    );
    await user.click(screen.getByRole('link', { name: 'Professional Network' }));
    const heading = screen.getByRole('heading', { level: 1, name: 'Professional Network' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAttribute('tabindex', '-1');
    expect(document.title).toBe('Professional Network – Community Network');
  });

  it("keeps the focus within one section (a thread of Messages) and waits for a lazy page's heading", async () => {
    const user = userEvent.setup();
    render(
      <Router history={createMemoryHistory('/')}>
        <Shell />
      </Router>,
    );
    await user.click(screen.getByRole('link', { name: 'Messages' }));
    expect(screen.getByRole('heading', { name: 'Messages' })).toHaveFocus();
    const threadLink = screen.getByRole('link', { name: 'Thread 7' });
    await user.click(threadLink);
    expect(threadLink).toHaveFocus();
    expect(document.title).toBe('Messages – Community Network');

    // The router moves in a transition: the new location (and so the title) commits with the lazy page.
    await user.click(screen.getByRole('link', { name: 'My account' }));
    await act(async () => releaseAccount());
    expect(await screen.findByRole('heading', { name: 'My account' })).toHaveFocus();
    expect(document.title).toBe('My account – Community Network');
  });

  it('titles every route of the app, and the site alone for an unknown one', () => {
    expect(titleOf('/professionalnetwork')).toBe('Professional Network – Community Network');
    expect(titleOf('/messages/12')).toBe('Messages – Community Network');
    expect(titleOf('/account/email/confirm')).toBe('My account – Community Network');
    expect(titleOf('/accessibility')).toBe('Accessibility statement – Community Network');
    expect(titleOf('/nowhere')).toBe('Community Network');
  });
});
