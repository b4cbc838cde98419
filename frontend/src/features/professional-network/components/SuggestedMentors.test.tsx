import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import ProfessionalNetworkPage from './ProfessionalNetworkPage';

const mentor = {
  id: 51,
  name: 'Ola Mentor',
  email: 'ola@example.com',
  JobTitle: 'Backend engineer',
  industry: 'Technology, Engineering & Data',
  role: 'helper',
  photo_url: null,
  verified: false,
  accepting_requests: true,
  replies_within_days: 2,
  last_active: 'this_week',
  reasons: ['Same industry', 'Mentions backend', 'Usually replies within 2 days'],
};

describe('Professional Network: suggested mentors (issue #26)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('shows a seeker "Suggested for you" with the reasons in words, and Profile opens the profile', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    mockApi({
      'GET /info/get-users': { body: { users: [], next_cursor: null } },
      'GET /recommendations/mentors': { body: { users: [mentor] } },
    });
    const { user } = renderScreen(<ProfessionalNetworkPage />, { path: '/professionalnetwork' });
    const section = await screen.findByRole('region', { name: 'Suggested for you' });
    await within(section).findByText('Ola Mentor');
    for (const reason of mentor.reasons) expect(within(section).getByText(reason)).toBeInTheDocument();
    await user.click(within(section).getByRole('button', { name: 'Profile: Ola Mentor' }));
    expect(await screen.findByRole('dialog')).toHaveTextContent('Ola Mentor');
  });

  it("opens the suggested mentor's profile named in the address (a thread's link)", async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    mockApi({
      'GET /info/get-users': { body: { users: [], next_cursor: null } },
      'GET /recommendations/mentors': { body: { users: [mentor] } },
    });
    renderScreen(<ProfessionalNetworkPage />, { path: '/professionalnetwork', route: '/professionalnetwork?profile=51' });
    expect(await screen.findByRole('dialog')).toHaveTextContent('Ola Mentor');
  });

  it('a helper gets no suggestions and the API is not asked; a failure says so to a seeker', async () => {
    signIn({ role: 'helper', industry: null });
    const api = mockApi({ 'GET /info/get-users': { body: { users: [], next_cursor: null } } });
    const { unmount } = renderScreen(<ProfessionalNetworkPage />, { path: '/professionalnetwork' });
    await screen.findByText('No users found.');
    expect(api.callsTo('GET /recommendations/mentors')).toHaveLength(0);
    expect(screen.queryByRole('region', { name: 'Suggested for you' })).not.toBeInTheDocument();
    unmount();
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    mockApi({ 'GET /info/get-users': { body: { users: [], next_cursor: null } }, 'GET /recommendations/mentors': { status: 500, body: {} } });
    renderScreen(<ProfessionalNetworkPage />, { path: '/professionalnetwork' });
    await waitFor(() => expect(screen.getByText('Suggestions could not be loaded.')).toBeInTheDocument());
  });
});
