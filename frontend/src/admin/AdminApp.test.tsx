import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { allowApiData } from '../test/pseudo-language';
import AdminApp from './AdminApp';
import './test-utils';

const admin = { id: 1, name: 'Ada Admin', email: 'admin@example.com', role: 'admin', industry: null };
let requests: URL[];

function answer(url: URL): Response {
  // The stubbed API's words are its data (as test/mock-api.ts's are), not catalog texts.
  const json = (body: unknown, headers: Record<string, string> = {}) => {
    allowApiData(body);
    return new Response(JSON.stringify(body), { status: 200, headers: { 'Content-Type': 'application/json', ...headers } });
  };
  if (url.pathname === '/api/v1/admin/stats') {
    return json({ pendingAds: 4, pendingBusinessGroups: 2, openReports: 1, requestsAnsweredWithin7Days: 80, medianFirstReplyHours: 5 });
  }
  if (url.pathname === '/api/v1/admin/users') {
    return json([{ id: 5, user_id: 5, name: 'Hal Helper', email: 'hal@example.com', role: 'helper' }], {
      'Content-Range': 'users 0-0/1',
    });
  }
  return json([], { 'Content-Range': 'items 0-0/0' });
}

beforeEach(() => {
  requests = [];
  localStorage.setItem('auth-token', 'admin-token');
  localStorage.setItem('auth-user', JSON.stringify(admin));
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string) => {
      const parsed = new URL(url, 'http://localhost');
      requests.push(parsed);
      return answer(parsed);
    }),
  );
});

afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

function renderPanel(path = '/dashboard') {
  return render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/dashboard/*" element={<AdminApp />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('AdminApp', () => {
  it("lists the spec's tabs in the spec's order, then Reports, Admins and the audit log", async () => {
    renderPanel();
    const menu = await screen.findByRole('menu');
    const items = within(menu)
      .getAllByRole('menuitem')
      .map((item) => item.textContent);
    expect(items).toEqual([
      'dashboard',
      'helpers',
      'seekers',
      'contactForms',
      'Ads',
      'Pending-Ads',
      'businessGroups',
      'pendingBusinessGroups',
      'Pending edits',
      'Jobs',
      'Pending jobs',
      'Reports',
      'Admins',
      'Audit log',
      'Mail outbox',
    ]);
  });

  it('welcomes the admin and links the pending counts to their queues under /dashboard', async () => {
    renderPanel();
    expect(await screen.findByText('Welcome to the admin dashboard')).toBeInTheDocument();
    const ads = (await screen.findByText('Pending ads')).closest('a')!;
    expect(within(ads).getByText('4')).toBeInTheDocument();
    expect(ads).toHaveAttribute('href', '/dashboard/Pending-Ads');
    const groups = screen.getByText('Pending business groups').closest('a')!;
    expect(within(groups).getByText('2')).toBeInTheDocument();
    expect(groups).toHaveAttribute('href', '/dashboard/pendingBusinessGroups');
  });

  it("follows the app's language, not a locale react-admin's former locale menu stored", async () => {
    localStorage.setItem('RaStore.locale', JSON.stringify('ar'));
    renderPanel();
    expect(await screen.findByText('Welcome to the admin dashboard')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Refresh' })).toBeInTheDocument();
    expect(localStorage.getItem('RaStore.locale')).toBe(JSON.stringify('en'));
  });

  it('opens a tab from the menu and lists it from the API with the bearer token', async () => {
    renderPanel();
    await userEvent.click(await screen.findByRole('menuitem', { name: 'helpers' }));
    expect(await screen.findByText('Hal Helper')).toBeInTheDocument();
    const usersCall = requests.find((url) => url.pathname === '/api/v1/admin/users')!;
    expect(JSON.parse(usersCall.searchParams.get('filter')!)).toEqual({ role: 'helper' });
    const init = vi.mocked(fetch).mock.calls.find(([url]) => String(url).includes('/admin/users'))![1]!;
    expect(new Headers(init.headers).get('Authorization')).toBe('Bearer admin-token');
  });
});
