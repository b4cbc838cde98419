import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { allowApiData } from '../../test/pseudo-language';
import { renderTab } from '../test-utils';
import { PendingEditList, PendingEditShow } from './PendingEdits';

const live = {
  id: 7,
  title: 'Harbour Florist',
  description: 'Flowers for every day and every occasion, delivered across town.',
  website: null,
  email: 'florist@example.com',
  status: 1,
  user_id: 41,
  rejection_reason: null,
};
const withEdit = { ...live, pending_edit: { title: 'Harbour Florist & Gifts', description: live.description, website: 'florist.example' } };

describe('pendingEdits tab', () => {
  it('lists each listing with its live and proposed title and which fields change', async () => {
    const getList = vi.fn(async () => ({ data: [withEdit], total: 1 }));
    renderTab(<PendingEditList />, { resource: 'pendingEdits', dataProvider: { getList } });

    const row = (await screen.findByText('Harbour Florist')).closest('tr')!;
    expect(within(row).getByText('Harbour Florist & Gifts')).toBeInTheDocument();
    expect(within(row).getByText('Title, Website')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('shows live and proposed side by side and rejects the edit with a reason', async () => {
    let record: Record<string, unknown> = withEdit;
    const getOne = vi.fn(async () => ({ data: record }));
    const update = vi.fn(async (_resource: string, { data }: { data: Record<string, unknown> }) => {
      record = { ...live, pending_edit: null, rejection_reason: 'Other: Keep the old name' };
      return { data: { ...record, ...data, status: 1 } };
    });
    const getList = vi.fn(async () => ({ data: [], total: 0 }));
    // The list's stand-in page is the test's own text.
    allowApiData('The pending edits list');
    renderTab(
      <Routes>
        <Route path="/pendingEdits/:id/show" element={<PendingEditShow />} />
        <Route path="/pendingEdits" element={<p>The pending edits list</p>} />
      </Routes>,
      { resource: 'pendingEdits', dataProvider: { getOne, update, getList }, search: '/7/show' },
    );

    const table = await screen.findByRole('table', { name: 'Live version and proposed edit' });
    const titleRow = within(table).getByRole('rowheader', { name: /Title/ }).closest('tr')!;
    expect(within(titleRow).getByText('Changed')).toBeInTheDocument();
    expect(
      within(titleRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['Harbour Florist', 'Harbour Florist & Gifts']);
    const websiteRow = within(table)
      .getByRole('rowheader', { name: /Website/ })
      .closest('tr')!;
    expect(
      within(websiteRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['(none)', 'florist.example']);
    const descriptionRow = within(table).getByRole('rowheader', { name: 'Description' }).closest('tr')!;
    expect(within(descriptionRow).queryByText('Changed')).not.toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the edit "Harbour Florist"?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Other' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details for the owner (optional)' }), 'Keep the old name');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    await waitFor(() =>
      expect(update).toHaveBeenCalledWith(
        'pendingEdits',
        expect.objectContaining({ id: 7, data: { status: 2, reason_code: 'other', reason: 'Keep the old name' } }),
      ),
    );
    expect(await screen.findByText('Edit rejected')).toBeInTheDocument();
    expect(await screen.findByText('The pending edits list')).toBeInTheDocument();
  });
});
