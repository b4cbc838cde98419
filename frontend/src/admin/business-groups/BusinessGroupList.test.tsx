import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTab } from '../test-utils';
import { websiteHref } from '@community/vocabulary';
import { BusinessGroupList, PendingBusinessGroupList } from './BusinessGroupList';

const group = (id: number, title: string, status: unknown, website = 'example.com') => ({
  id,
  title,
  description: `${title} description`,
  website,
  email: `${id}@example.com`,
  status,
  user_id: 100 + id,
});

describe('businessGroups tab', () => {
  it('shows title, description, website (https:// added) and the numeric status as its label', async () => {
    const getList = vi.fn(async () => ({
      data: [group(1, 'Bakery', 0), group(2, 'Garage', 1, 'https://garage.example'), group(3, 'Tailor', 2), group(4, 'Odd', 9)],
      total: 4,
    }));
    renderTab(<BusinessGroupList />, { resource: 'businessGroups', dataProvider: { getList } });

    const bakery = (await screen.findByText('Bakery')).closest('tr')!;
    expect(within(bakery).getByText('Bakery description')).toBeInTheDocument();
    expect(within(bakery).getByRole('link', { name: 'example.com' })).toHaveAttribute('href', 'https://example.com');
    expect(within(bakery).getByText('pending')).toBeInTheDocument();
    expect(within(bakery).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(within(screen.getByText('Garage').closest('tr')!).getByText('approved')).toBeInTheDocument();
    expect(within(screen.getByText('Tailor').closest('tr')!).getByText('rejected')).toBeInTheDocument();
    expect(within(screen.getByText('Odd').closest('tr')!).getByText('Unknown')).toBeInTheDocument();
  });

  it('keeps a website that already has a scheme', () => {
    expect(websiteHref('http://a.example')).toBe('http://a.example');
    expect(websiteHref('a.example/path')).toBe('https://a.example/path');
  });
});

describe('pendingBusinessGroups tab', () => {
  function pendingGroupsApi() {
    let groups = [group(1, 'Bakery', 0), group(2, 'Garage', 0)];
    const getList = vi.fn(async () => {
      const pending = groups.filter((item) => item.status === 0);
      return { data: pending, total: pending.length };
    });
    const update = vi.fn(async (_resource: string, { id, data }: { id: unknown; data: { status: number } }) => {
      groups = groups.map((item) => (item.id === id ? { ...item, ...data } : item));
      return { data: groups.find((item) => item.id === id) };
    });
    return { getList, update };
  }

  it.each([
    ['Approve', 1, 'Business group approved', {}],
    ['Reject', 2, 'Business group rejected', { reason_code: 'wrong-category' }],
  ])('%s sends status %i, confirms, and the group leaves the list', async (button, status, notice, reason) => {
    const api = pendingGroupsApi();
    renderTab(<PendingBusinessGroupList />, { resource: 'pendingBusinessGroups', dataProvider: api });

    await userEvent.click(within((await screen.findByText('Bakery')).closest('tr')!).getByRole('button', { name: button }));
    if (button === 'Reject') {
      const dialog = await screen.findByRole('dialog', { name: 'Reject the business group "Bakery"?' });
      await userEvent.click(within(dialog).getByRole('radio', { name: 'Wrong category or section' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    }

    expect(await screen.findByText(notice)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bakery')).not.toBeInTheDocument());
    expect(screen.getByText('Garage')).toBeInTheDocument();
    expect(api.update).toHaveBeenCalledWith('pendingBusinessGroups', expect.objectContaining({ id: 1, data: { status, ...reason } }));
  });
});
