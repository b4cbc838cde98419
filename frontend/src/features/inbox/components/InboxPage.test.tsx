import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import InboxPage from './InboxPage';

const message = { id: 70, section: 'professional-network', full_name: 'Grace', email: 'grace@example.com', details: 'Hello Ada', read: false, created_at: '2025-03-01T10:00:00Z' };
const legal = { id: 71, section: 'legal-assistance', full_name: 'Bob', email: 'bob@example.com', details: { legal_issue: 'Family Law', specific_issue: 'Adoption' }, read: true, created_at: '2025-02-01T10:00:00Z' };

describe('Inbox', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('lists the messages sent to the member and marks one read', async () => {
    signIn({ role: 'helper', industry: null });
    const api = mockApi({
      'GET /issues/inbox': { body: { data: [message, legal], next_cursor: null } },
      'POST /issues/70/read': { body: { message: 'ok' } },
    });
    const { user } = renderScreen(<InboxPage />);
    const list = await screen.findByRole('list', { name: 'Messages' });
    expect(within(list).getByText('Hello Ada')).toBeInTheDocument();
    expect(within(list).getByText('legal issue: Family Law')).toBeInTheDocument();
    expect(within(list).getByText('Professional Network')).toBeInTheDocument();
    expect(within(list).getAllByRole('button', { name: /^Mark as read/ })).toHaveLength(1);
    await user.click(within(list).getByRole('button', { name: 'Mark as read: Grace' }));
    expect(await within(list).findByText('Hello Ada')).toBeInTheDocument();
    expect(within(list).queryByRole('button', { name: /^Mark as read/ })).not.toBeInTheDocument();
    expect(api.callsTo('POST /issues/70/read')[0].headers.Authorization).toBe('Bearer test-token');
  });

  it('says so when there are no messages', async () => {
    mockApi({ 'GET /issues/inbox': { body: { data: [], next_cursor: null } } });
    renderScreen(<InboxPage />);
    expect(await screen.findByText('No messages yet.')).toBeInTheDocument();
  });
});
