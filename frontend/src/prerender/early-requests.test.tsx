import { waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import AdsPage from '../features/ads/components/AdsPage';
import BusinessDirectoryPage from '../features/business-directory/components/BusinessDirectoryPage';
import ProfessionalNetworkPage from '../features/professional-network/components/ProfessionalNetworkPage';
import { sessionStore } from '../lib/session';
import { mockApi } from '../test/mock-api';
import { renderScreen } from '../test/render';
import { earlyPageRequest } from './early-requests';

// The pre-rendered page starts this URL before the app runs; the app uses that answer only for a byte-identical URL.
const PAGES: [route: string, page: ReactElement, needsSession: boolean][] = [
  ['/business', <BusinessDirectoryPage />, false],
  ['/professionalnetwork', <ProfessionalNetworkPage />, true],
  ['/businessnetwork', <AdsPage />, true],
];

describe('the early request of each pre-rendered data page', () => {
  afterEach(() => {
    sessionStore.logout();
    vi.unstubAllGlobals();
  });

  for (const [route, page, needsSession] of PAGES) {
    it(`${route}: is exactly the page's own first request`, async () => {
      sessionStore.loginSuccess({ role: 'helper', industry: null }, 'jwt-7');
      const api = mockApi({
        'GET /admin/get-business-group': { body: { data: [] } },
        'GET /info/get-users': { body: { users: [] } },
        'GET /admin/get-business-network': { body: { data: [] } },
      });
      renderScreen(page, { path: route });
      await waitFor(() => expect(api.calls.length).toBeGreaterThan(0));
      const early = earlyPageRequest(route)!;
      expect(`${api.calls[0].url.pathname}${api.calls[0].url.search}`).toBe(early.url);
      expect(early.needsSession).toBe(needsSession);
    });
  }

  it('names no request for a page without data', () => {
    expect(earlyPageRequest('/signin')).toBeUndefined();
  });
});
