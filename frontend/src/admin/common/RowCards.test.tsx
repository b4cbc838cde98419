import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { A11Y_TEXTS, ADMIN_PANEL_TEXTS } from '@community/vocabulary';
import { renderTab } from '../test-utils';
import { PendingAdList } from '../ads/AdList';
import { UserList } from '../users/UserList';

/** A phone: every media query of the width below MUI's md breakpoint matches. */
function onAPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: /max-width/.test(query),
    media: query,
    onchange: null,
    addListener: () => undefined,
    removeListener: () => undefined,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    dispatchEvent: () => false,
  }));
}

const ad = (id: number, title: string) => ({ id, title, category: 'Services', contact_email: `${id}@example.com`, location: 'Austin', status: 'pending' });

/** The label and value pairs of one card, as a screen reader's definition list reads them. */
function fieldsOf(card: HTMLElement): Record<string, string> {
  const terms = within(card).getAllByRole('term');
  return Object.fromEntries(terms.map((term) => [term.textContent ?? '', term.nextElementSibling?.textContent ?? '']));
}

describe('admin lists on a phone', () => {
  beforeEach(onAPhone);
  afterEach(() => vi.unstubAllGlobals());

  it('shows each row as a card: every column as a label and its value, the row buttons at its foot, no table', async () => {
    const getList = vi.fn(async () => ({ data: [ad(1, 'Bike for sale'), ad(2, 'Sofa')], total: 2 }));
    renderTab(<PendingAdList />, { resource: 'Pending-Ads', dataProvider: { getList } });
    const cards = await screen.findAllByRole('listitem');
    expect(cards).toHaveLength(2);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    const [bike] = cards;
    expect(within(bike).getByRole('heading', { name: '1. Bike for sale' })).toBeInTheDocument();
    expect(fieldsOf(bike)).toEqual({ Title: 'Bike for sale', Category: 'Services', 'Contact email': '1@example.com', Location: 'Austin', Status: 'pending' });
    expect(within(bike).getByRole('link', { name: 'Bike for sale' })).toHaveAttribute('href', '/Pending-Ads/1/show');
    expect(within(bike).getByRole('button', { name: 'Approve' })).toBeInTheDocument();
    expect(within(bike).getByRole('button', { name: 'Reject' })).toBeInTheDocument();
  });

  it('selects cards for the bulk buttons, by a checkbox named after the row', async () => {
    const updateMany = vi.fn(async (_resource: string, { ids }: { ids: unknown[] }) => ({ data: ids }));
    const getList = vi.fn(async () => ({ data: [ad(1, 'Bike for sale'), ad(2, 'Sofa')], total: 2 }));
    renderTab(<PendingAdList />, { resource: 'Pending-Ads', dataProvider: { getList, updateMany } });
    await userEvent.click(await screen.findByRole('checkbox', { name: A11Y_TEXTS.selectRow('Sofa') }));
    expect(await screen.findByText('1 item selected')).toBeInTheDocument();
    const bulkApprove = screen.getAllByRole('button', { name: 'Approve' }).find((button) => !button.closest('li'));
    await userEvent.click(bulkApprove!);
    await waitFor(() => expect(updateMany).toHaveBeenCalledWith('Pending-Ads', expect.objectContaining({ ids: [2] })));
  });

  it('shows members with their confirmed email and verified mark, the name opening their page', async () => {
    const ann = { id: 3, name: 'Ann Helper', email: 'ann@example.com', role: 'helper', emailConfirmed: true, verified: false };
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList: vi.fn(async () => ({ data: [ann], total: 1 })) } });
    const [card] = await screen.findAllByRole('listitem');
    expect(fieldsOf(card)).toEqual({
      Name: 'Ann Helper',
      Email: 'ann@example.com',
      [ADMIN_PANEL_TEXTS.emailConfirmed]: 'Yes',
      Role: 'helper',
      [ADMIN_PANEL_TEXTS.verified]: 'No',
    });
    expect(within(card).getByRole('link', { name: 'Ann Helper' })).toHaveAttribute('href', '/helpers/3/show');
    expect(within(card).getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('says No data found when there is nothing', async () => {
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList: vi.fn(async () => ({ data: [], total: 0 })) } });
    expect(await screen.findByText('No data found')).toBeInTheDocument();
  });
});
