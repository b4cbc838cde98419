import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTab } from '../test-utils';
import { UserList } from './UserList';

const ann = { id: 3, user_id: 3, name: 'Ann Helper', email: 'ann@example.com', role: 'helper', industry: null, emailConfirmed: true, verified: true };
const abe = { id: 8, user_id: 8, name: 'Abe Helper', email: 'abe@example.com', role: 'helper', industry: null, emailConfirmed: false, verified: false };

describe('helpers tab', () => {
  it('shows Loading... until the API answers, then the spec columns with row numbers', async () => {
    let resolve!: (value: unknown) => void;
    const getList = vi.fn(() => new Promise((r) => (resolve = r)));
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList } });

    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    resolve({ data: [ann, abe], total: 2 });

    const row = (await screen.findByText('Ann Helper')).closest('tr')!;
    expect(within(row).getByText('ann@example.com')).toBeInTheDocument();
    expect(within(row).getByText('helper')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).not.toBeInTheDocument();
    const headers = screen.getAllByRole('columnheader').map((cell) => cell.textContent);
    expect(headers).toEqual(['#', 'Name', 'Email', 'Email confirmed', 'Role', 'Verified', 'Actions']);
    // Confirmed email and the verified mark, in words; the name opens the member's page.
    const cells = within(row)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 6)).toEqual(['1', 'Ann Helper', 'ann@example.com', 'Yes', 'helper', 'Yes']);
    const abeCells = within((await screen.findByText('Abe Helper')).closest('tr')!)
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect([abeCells[3], abeCells[5]]).toEqual(['No', 'No']);
    expect(within(row).getByRole('link', { name: 'Ann Helper' })).toHaveAttribute('href', '/helpers/3/show');
  });

  it('says No data found when there is nothing, and keeps the search box', async () => {
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList: vi.fn().mockResolvedValue({ data: [], total: 0 }) } });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(screen.getByPlaceholderText('Search')).toBeInTheDocument();
  });

  it("shows No data found and the API's error when the list cannot be loaded", async () => {
    const getList = vi.fn().mockRejectedValue(new Error('The service is temporarily unavailable, please try again shortly'));
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList } });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
    expect(await screen.findByText('The service is temporarily unavailable, please try again shortly')).toBeInTheDocument();
  });

  it('sends what is typed in the search box to the server as filter q, and shows its answer', async () => {
    const getList = vi.fn(async (_resource: string, params: { filter: { q?: string } }) =>
      params.filter.q ? { data: [abe], total: 1 } : { data: [ann, abe], total: 2 },
    );
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList } });
    await screen.findByText('Ann Helper');

    await userEvent.type(screen.getByPlaceholderText('Search'), 'ABE');

    await waitFor(() => expect(screen.queryByText('Ann Helper')).not.toBeInTheDocument());
    expect(screen.getByText('Abe Helper')).toBeInTheDocument();
    expect(getList).toHaveBeenLastCalledWith('helpers', expect.objectContaining({ filter: { q: 'ABE' } }));
  });

  it('asks for confirmation before Delete suspends the member, then drops the row', async () => {
    let members = [ann, abe];
    const getList = vi.fn(async () => ({ data: members, total: members.length }));
    const deleteOne = vi.fn(async (_resource: string, { id }: { id: unknown }) => {
      members = members.filter((member) => member.id !== id);
      return { data: ann };
    });
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList, delete: deleteOne } });
    const row = (await screen.findByText('Ann Helper')).closest('tr')!;

    await userEvent.click(within(row).getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('The member is suspended and can no longer sign in.')).toBeInTheDocument();
    expect(deleteOne).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    await waitFor(() => expect(deleteOne).toHaveBeenCalledWith('helpers', expect.objectContaining({ id: 3 })));
    expect(await screen.findByText('Member deleted')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Ann Helper')).not.toBeInTheDocument());
  });
});
