import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderTab } from '../test-utils';
import { PendingAdList } from './AdList';

type Ad = { id: number; title: string; category: string; contact_email: string; location: string; status: string };

const ad = (id: number, title: string): Ad => ({
  id,
  title,
  category: 'Services',
  contact_email: `${id}@example.com`,
  location: 'Austin',
  status: 'pending',
});

/** A fake API with the server's rule: the Pending-Ads tab lists only pending ads. */
function fakeAds(rows: Ad[]) {
  let ads = rows;
  const pending = () => ads.filter((item) => item.status === 'pending');
  const decide = (id: unknown, status: string) => {
    ads = ads.map((item) => (item.id === id ? { ...item, status } : item));
    return ads.find((item) => item.id === id)!;
  };
  return {
    getList: vi.fn(async () => ({ data: pending(), total: pending().length })),
    update: vi.fn(async (_resource: string, { id, data }: { id: unknown; data: { status: string } }) => ({
      data: decide(id, data.status),
    })),
    updateMany: vi.fn(async (_resource: string, { ids, data }: { ids: unknown[]; data: { status: string } }) => ({
      data: ids.map((id) => decide(id, data.status).id),
    })),
  };
}

const rowOf = async (title: string) => (await screen.findByText(title)).closest('tr')!;

describe('Pending-Ads tab', () => {
  it('shows the spec columns with the status label and Approve / Reject per row', async () => {
    renderTab(<PendingAdList />, { resource: 'Pending-Ads', dataProvider: fakeAds([ad(1, 'Bike for sale')]) });
    const row = await rowOf('Bike for sale');
    expect(within(row).getByText('Services')).toBeInTheDocument();
    expect(within(row).getByText('1@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Austin')).toBeInTheDocument();
    expect(within(row).getByText('pending')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('approves an ad: PUT status approved, a notification, and the ad leaves the list without a reload', async () => {
    const api = fakeAds([ad(1, 'Bike for sale'), ad(2, 'Flat to rent')]);
    renderTab(<PendingAdList />, { resource: 'Pending-Ads', dataProvider: api });

    await userEvent.click(within(await rowOf('Bike for sale')).getByRole('button', { name: 'Approve' }));

    expect(api.update).toHaveBeenCalledWith('Pending-Ads', expect.objectContaining({ id: 1, data: { status: 'approved' } }));
    expect(await screen.findByText('Ad approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bike for sale')).not.toBeInTheDocument());
    expect(screen.getByText('Flat to rent')).toBeInTheDocument();
  });

  it('rejects an ad with status rejected and the reason: a choice is required, details are optional', async () => {
    const api = fakeAds([ad(1, 'Bike for sale')]);
    renderTab(<PendingAdList />, { resource: 'Pending-Ads', dataProvider: api });

    await userEvent.click(within(await rowOf('Bike for sale')).getByRole('button', { name: 'Reject' }));
    const dialog = await screen.findByRole('dialog', { name: 'Reject the ad "Bike for sale"?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Choose a reason');
    expect(api.update).not.toHaveBeenCalled();

    await userEvent.click(within(dialog).getByRole('radio', { name: 'Incomplete or unclear information' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Details for the owner (optional)' }), 'Add the price please');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(api.update).toHaveBeenCalledWith(
      'Pending-Ads',
      expect.objectContaining({ id: 1, data: { status: 'rejected', reason_code: 'incomplete', reason: 'Add the price please' } }),
    );
    expect(await screen.findByText('Ad rejected')).toBeInTheDocument();
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });

  it("shows the API's error and keeps the ad when a decision fails", async () => {
    const api = fakeAds([ad(1, 'Bike for sale')]);
    api.update.mockRejectedValueOnce(new Error('This ad was already decided'));
    renderTab(<PendingAdList />, { resource: 'Pending-Ads', dataProvider: api });

    await userEvent.click(within(await rowOf('Bike for sale')).getByRole('button', { name: 'Approve' }));

    expect(await screen.findByText('This ad was already decided')).toBeInTheDocument();
    expect(screen.getByText('Bike for sale')).toBeInTheDocument();
  });

  it('bulk-approves the selected ads in one action', async () => {
    const api = fakeAds([ad(1, 'Bike for sale'), ad(2, 'Flat to rent'), ad(3, 'Guitar lessons')]);
    renderTab(<PendingAdList />, { resource: 'Pending-Ads', dataProvider: api });

    await userEvent.click(within(await rowOf('Bike for sale')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('Guitar lessons')).getByRole('checkbox'));
    expect(await screen.findByText('2 items selected')).toBeInTheDocument();
    const bulkApprove = screen.getAllByRole('button', { name: 'Approve' }).find((button) => !button.closest('tr'));
    await userEvent.click(bulkApprove!);

    expect(api.updateMany).toHaveBeenCalledWith('Pending-Ads', expect.objectContaining({ ids: [1, 3], data: { status: 'approved' } }));
    expect(await screen.findByText('2 ads approved')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText('Bike for sale')).not.toBeInTheDocument());
    expect(screen.queryByText('Guitar lessons')).not.toBeInTheDocument();
    expect(screen.getByText('Flat to rent')).toBeInTheDocument();
  });

  it('bulk-rejects the selected ads with one reason, and Cancel sends nothing', async () => {
    const api = fakeAds([ad(1, 'Bike for sale'), ad(2, 'Flat to rent')]);
    renderTab(<PendingAdList />, { resource: 'Pending-Ads', dataProvider: api });

    await userEvent.click(within(await rowOf('Bike for sale')).getByRole('checkbox'));
    await userEvent.click(within(await rowOf('Flat to rent')).getByRole('checkbox'));
    const bulkReject = () => screen.getAllByRole('button', { name: 'Reject' }).find((button) => !button.closest('tr') && !button.closest('[role="dialog"]'))!;
    await userEvent.click(bulkReject());
    await userEvent.click(within(await screen.findByRole('dialog', { name: 'Reject 2 ads?' })).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.updateMany).not.toHaveBeenCalled();

    await userEvent.click(bulkReject());
    const dialog = await screen.findByRole('dialog', { name: 'Reject 2 ads?' });
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Duplicate of another listing' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));

    expect(api.updateMany).toHaveBeenCalledWith(
      'Pending-Ads',
      expect.objectContaining({ ids: [1, 2], data: { status: 'rejected', reason_code: 'duplicate' } }),
    );
    expect(await screen.findByText('2 ads rejected')).toBeInTheDocument();
  });
});
