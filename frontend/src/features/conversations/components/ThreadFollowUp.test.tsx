import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import type { Conversation } from '../api/types';
import { ThreadFollowUp } from './ThreadFollowUp';

function thread(overrides: Partial<Conversation>): Conversation {
  return {
    id: 7,
    kind: 'professional-network',
    box: 'sent',
    status: 'accepted',
    created_at: '2026-11-26T10:00:00Z',
    last_activity_at: '2026-11-26T10:00:00Z',
    other_party: { id: 40, name: 'Hana Helper', email: null, member: true, deleted: false },
    request: { full_name: 'Sam Seeker', email: 'sam@example.com', details: { description: 'Could you mentor me?' } },
    messages: [],
    status_history: [],
    allowed_statuses: [],
    can_reply: true,
    can_delete: false,
    blocked: false,
    other_open_requests: 0,
    ...overrides,
  } as Conversation;
}

const mentor = (id: number, name: string, reasons: string[]) => ({
  id,
  name,
  email: `${id}@example.com`,
  JobTitle: 'Backend engineer',
  industry: 'Technology, Engineering & Data',
  role: 'helper',
  photo_url: null,
  verified: false,
  accepting_requests: true,
  replies_within_days: 2,
  last_active: 'this_week',
  reasons,
});

describe('a thread after its outcome (issue #26)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('accepted: the seeker is asked to close their other open requests, and closing says how many were closed', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const api = mockApi({ 'POST /conversations/7/close-other-requests': { body: { closed: 2 } } });
    const onChanged = vi.fn();
    const { user } = renderScreen(<ThreadFollowUp conversation={thread({ other_open_requests: 2 })} onChanged={onChanged} />);
    const ask = screen.getByRole('region', { name: 'Your request was accepted' });
    expect(ask).toHaveTextContent('You have 2 other open requests. Close them so those mentors are free to help others?');
    await user.click(within(ask).getByRole('button', { name: 'Close the other requests' }));
    expect(await screen.findByText('2 requests closed')).toBeInTheDocument();
    expect(api.callsTo('POST /conversations/7/close-other-requests')).toHaveLength(1);
    expect(onChanged).toHaveBeenCalled();
  });

  it("accepted: Keep them open leaves them; the API's refusal is shown as it says", async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    mockApi({
      'POST /conversations/7/close-other-requests': {
        status: 409,
        body: { error_message: 'You can close your other requests once this request has been accepted' },
      },
    });
    const { user, unmount } = renderScreen(<ThreadFollowUp conversation={thread({ other_open_requests: 1 })} onChanged={vi.fn()} />);
    expect(screen.getByText('You have 1 other open request. Close it so that mentor is free to help someone else?')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close the other requests' }));
    expect(await screen.findByText('You can close your other requests once this request has been accepted')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Keep them open' }));
    expect(screen.queryByRole('region', { name: 'Your request was accepted' })).not.toBeInTheDocument();
    unmount();
    renderScreen(<ThreadFollowUp conversation={thread({ other_open_requests: 0 })} onChanged={vi.fn()} />);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it('declined or expired: "Others who could help" with their reasons, each linking to the profile on the network page', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const api = mockApi({
      'GET /recommendations/mentors': { body: { users: [mentor(51, 'Ola Mentor', ['Same industry', 'Mentions backend', 'Usually replies within 2 days'])] } },
    });
    renderScreen(<ThreadFollowUp conversation={thread({ status: 'declined' })} onChanged={vi.fn()} />);
    const section = await screen.findByRole('region', { name: 'Others who could help' });
    expect(await within(section).findByText('Ola Mentor')).toBeInTheDocument();
    for (const reason of ['Same industry', 'Mentions backend', 'Usually replies within 2 days']) expect(within(section).getByText(reason)).toBeInTheDocument();
    expect(within(section).getByRole('link', { name: 'Profile: Ola Mentor' })).toHaveAttribute('href', '/professionalnetwork?profile=51');
    expect(api.callsTo('GET /recommendations/mentors')[0].url.searchParams.get('limit')).toBe('5');
  });

  it('says nothing when there is no one to suggest, and never asks for a helper or for a received request', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const api = mockApi({ 'GET /recommendations/mentors': { body: { users: [] } } });
    const { unmount } = renderScreen(<ThreadFollowUp conversation={thread({ status: 'expired' })} onChanged={vi.fn()} />);
    await waitFor(() => expect(api.callsTo('GET /recommendations/mentors')).toHaveLength(1));
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Others who could help' })).not.toBeInTheDocument());
    expect(screen.queryByText('Loading suggestions...')).not.toBeInTheDocument();
    unmount();
    signIn({ role: 'helper', industry: null });
    renderScreen(<ThreadFollowUp conversation={thread({ status: 'declined', box: 'received' })} onChanged={vi.fn()} />);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(api.callsTo('GET /recommendations/mentors')).toHaveLength(1);
  });
});
