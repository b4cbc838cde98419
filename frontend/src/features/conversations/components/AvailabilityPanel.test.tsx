import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import MessagesPage from './MessagesPage';

const emptyBox = { body: { data: [], next_cursor: null, unread: 0 } };

describe('Availability on the Messages page', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('lets a helper turn new requests off and set a capacity', async () => {
    signIn({ role: 'helper', industry: null });
    const api = mockApi({
      'GET /conversations': emptyBox,
      'GET /account/availability': { body: { accepting_requests: true, capacity: 5, open_requests: 2 } },
      'PUT /account/availability': (call) => ({ body: { ...(call.body as object), open_requests: 2 } }),
    });
    const { user } = renderScreen(<MessagesPage />, { path: '/messages' });
    const panel = screen.getByRole('region', { name: 'Availability' });
    expect(await within(panel).findByText('Open requests now: 2')).toBeInTheDocument();
    const toggle = within(panel).getByRole('switch', { name: 'Open to new requests' });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    const capacity = within(panel).getByLabelText('How many open requests at a time');
    await user.clear(capacity);
    await user.type(capacity, '51');
    await user.click(within(panel).getByRole('button', { name: 'Save availability' }));
    expect(within(panel).getByText('Capacity must be a whole number from 1 to 50')).toBeInTheDocument();
    expect(api.callsTo('PUT /account/availability')).toHaveLength(0);

    await user.clear(capacity);
    await user.type(capacity, '3');
    await user.click(within(panel).getByRole('button', { name: 'Save availability' }));
    expect(await within(panel).findByText('Availability saved')).toBeInTheDocument();
    expect(api.callsTo('PUT /account/availability')[0].body).toEqual({ accepting_requests: false, capacity: 3 });
  });

  it("shows the API's error when saving fails", async () => {
    signIn({ role: 'helper', industry: 'Health & Sciences' });
    mockApi({
      'GET /conversations': emptyBox,
      'GET /account/availability': { body: { accepting_requests: true, capacity: 5, open_requests: 0 } },
      'PUT /account/availability': { status: 400, body: { error_message: 'accepting_requests must be true or false' } },
    });
    const { user } = renderScreen(<MessagesPage />, { path: '/messages' });
    const panel = screen.getByRole('region', { name: 'Availability' });
    await within(panel).findByText('Open requests now: 0');
    await user.click(within(panel).getByRole('button', { name: 'Save availability' }));
    expect(await within(panel).findByRole('alert')).toHaveTextContent('accepting_requests must be true or false');
  });

  it('is not offered to members who do not receive requests: seekers, clients and patients included (issue #24)', async () => {
    for (const industry of ['Technology, Engineering & Data', 'Health & Sciences', 'Government, Policy, Law & International Affairs']) {
      signIn({ role: 'seeker', industry });
      mockApi({ 'GET /conversations': emptyBox });
      const { unmount } = renderScreen(<MessagesPage />, { path: '/messages' });
      await screen.findByText('No requests received yet.');
      expect(screen.queryByRole('region', { name: 'Availability' })).not.toBeInTheDocument();
      unmount();
    }
  });
});
