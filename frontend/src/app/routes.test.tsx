import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp, signIn, signOut } from '../test/render';

vi.mock('../admin/AdminApp', () => ({ default: () => <p>Admin panel</p> }));
// The test files share a worker (isolate: false): the real admin panel is back for the files after this one.
afterAll(() => vi.doUnmock('../admin/AdminApp'));

const LEGAL = 'Government, Policy, Law & International Affairs';
const HEALTH = 'Health & Sciences';
const TECH = 'Technology, Engineering & Data';

type Who = { label: string; role?: string; industry?: string | null };
const people: Who[] = [
  { label: 'signed out' },
  { label: 'admin', role: 'admin', industry: null },
  { label: 'helper', role: 'helper', industry: null },
  { label: 'seeker in technology', role: 'seeker', industry: TECH },
  { label: 'seeker in law', role: 'seeker', industry: LEGAL },
  { label: 'seeker in health', role: 'seeker', industry: HEALTH },
  { label: 'business in technology', role: 'business', industry: TECH },
  { label: 'business in health', role: 'business', industry: HEALTH },
];

/** Where each person ends up when opening each route, through the real router, layout and guards. */
const landing: Record<string, string[]> = {
  //                      out        admin                  helper                 s-tech                 s-law               s-health          b-tech                 b-health
  '/professionalnetwork': ['/signin', '/professionalnetwork', '/professionalnetwork', '/professionalnetwork', '/', '/', '/professionalnetwork', '/'],
  '/businessnetwork': ['/signin', '/businessnetwork', '/businessnetwork', '/businessnetwork', '/', '/', '/businessnetwork', '/'],
  '/legalassistance': ['/signin', '/legalassistance', '/legalassistance', '/', '/legalassistance', '/', '/', '/'],
  '/virtualclinic': ['/signin', '/virtualclinic', '/virtualclinic', '/', '/', '/virtualclinic', '/', '/virtualclinic'],
  '/messages': ['/signin', '/messages', '/messages', '/messages', '/messages', '/messages', '/messages', '/messages'],
  '/inbox': ['/signin', '/messages', '/messages', '/messages', '/messages', '/messages', '/messages', '/messages'],
  '/dashboard': ['/signin', '/dashboard', '/', '/', '/', '/', '/', '/'],
  '/signin': ['/signin', '/', '/', '/', '/', '/', '/', '/'],
  '/signup': ['/signup', '/', '/', '/', '/', '/', '/', '/'],
  '/business-signup': ['/business-signup', '/', '/', '/', '/', '/', '/', '/'],
  '/forgot-password': ['/forgot-password', '/', '/', '/', '/', '/', '/', '/'],
  '/business': Array(8).fill('/business'),
  '/contact': Array(8).fill('/contact'),
  '/reset-password/abc': Array(8).fill('/reset-password/abc'),
  '/reset-password': Array(8).fill('/'),
  '/no-such-page': Array(8).fill('/'),
};

describe('routes through the real router', () => {
  beforeEach(() => {
    mockApi({
      'GET /info/get-users': { body: { users: [], next_cursor: null } },
      'GET /conversations': { body: { data: [], next_cursor: null, unread: 0 } },
      'GET /admin/get-business-network': { body: { data: [] } },
      'GET /admin/get-business-group': { body: { data: [] } },
    });
  });
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  for (const [path, destinations] of Object.entries(landing)) {
    it.each(people.map((who, index) => [who.label, who, destinations[index]] as const))(
      `${path}: %s lands on the expected page`,
      async (_label, who, destination) => {
        if (who.role) signIn({ role: who.role, industry: who.industry ?? null });
        const { router } = renderApp(path);
        await waitFor(() => expect(router.state.location.pathname).toBe(destination));
        // The screen has rendered (lazy chunk and guard settled) and nothing moved the user on afterwards.
        if (destination === '/dashboard') await screen.findByText('Admin panel');
        else await screen.findByRole('heading', { level: 1 });
        expect(router.state.location.pathname).toBe(destination);
      },
    );
  }

  it('mounts the admin panel at /dashboard for an admin', async () => {
    signIn({ role: 'admin', industry: null });
    renderApp('/dashboard');
    expect(await screen.findByText('Admin panel')).toBeInTheDocument();
  });

  it('shows the profile form instead of a member section until a Google account completes its profile', async () => {
    signIn({ role: 'seeker', industry: null, profileComplete: false });
    renderApp('/professionalnetwork');
    expect(await screen.findByRole('heading', { name: 'Complete your profile' })).toBeInTheDocument();
  });
});
