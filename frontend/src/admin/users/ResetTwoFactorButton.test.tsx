import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { renderTab } from '../test-utils';
import { UserList } from './UserList';
import { AdminAccountList } from './AdminAccountList';

const sam = { id: 8, user_id: 8, name: 'Sam Seeker', email: 'sam@example.com', role: 'seeker', industry: null, verified: false };
const ada = { id: 2, user_id: 2, name: 'Ada Admin', email: 'ada@example.com', role: 'admin', industry: null, verified: false };

describe('Reset two-factor (seekers and helpers tabs; never on the Admins tab)', () => {
  it("asks first, saying when to do it; Cancel sends nothing; confirming resets and shows the API's answer", async () => {
    const getList = vi.fn(async () => ({ data: [sam], total: 1 }));
    const resetTwoFactor = vi.fn(async () => ({ message: TWO_FACTOR_TEXTS.resetByAdmin }));
    renderTab(<UserList />, { resource: 'seekers', dataProvider: { getList, resetTwoFactor } });
    const row = (await screen.findByText('Sam Seeker')).closest('tr')!;
    const button = within(row).getByRole('button', { name: `${TWO_FACTOR_TEXTS.adminReset}: Sam Seeker` });

    await userEvent.click(button);
    let dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(TWO_FACTOR_TEXTS.adminResetTitle('Sam Seeker'))).toBeInTheDocument();
    expect(within(dialog).getByText(TWO_FACTOR_TEXTS.adminResetContent)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(resetTwoFactor).not.toHaveBeenCalled();

    await userEvent.click(button);
    dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: TWO_FACTOR_TEXTS.adminReset }));
    await waitFor(() => expect(resetTwoFactor).toHaveBeenCalledWith(8));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.resetByAdmin)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  }, 60_000);

  it("shows the API's refusal for an account without two-factor", async () => {
    const getList = vi.fn(async () => ({ data: [sam], total: 1 }));
    const resetTwoFactor = vi.fn().mockRejectedValue(new Error(TWO_FACTOR_TEXTS.notOnForMember));
    renderTab(<UserList />, { resource: 'seekers', dataProvider: { getList, resetTwoFactor } });
    const row = (await screen.findByText('Sam Seeker')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: `${TWO_FACTOR_TEXTS.adminReset}: Sam Seeker` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: TWO_FACTOR_TEXTS.adminReset }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.notOnForMember)).toBeInTheDocument();
    expect(resetTwoFactor).toHaveBeenCalledWith(8);
  }, 60_000);

  it('the Admins tab lists admins with no action: the API refuses to reset (or suspend) another admin', async () => {
    const getList = vi.fn(async () => ({ data: [ada], total: 1 }));
    renderTab(<AdminAccountList />, { resource: 'admins', dataProvider: { getList } });
    const row = (await screen.findByText('Ada Admin')).closest('tr')!;
    expect(within(row).getByText('ada@example.com')).toBeInTheDocument();
    expect(within(row).queryAllByRole('button')).toEqual([]);
  }, 60_000);
});
