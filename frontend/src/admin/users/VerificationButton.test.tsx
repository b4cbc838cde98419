import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { VERIFICATION_TEXTS } from '@community/vocabulary';
import { allowApiData } from '../../test/pseudo-language';
import { renderTab } from '../test-utils';
import { UserList } from './UserList';

const ann = { id: 3, user_id: 3, name: 'Ann Lawyer', email: 'ann@example.com', role: 'helper', industry: null, verified: false };

describe('helpers tab: Verify / Remove verification (issue #12)', () => {
  it('Verify asks what was checked, sends the note, and the row then shows Verified with Remove verification', async () => {
    let member = { ...ann };
    const getList = vi.fn(async () => ({ data: [member], total: 1 }));
    const verifyMember = vi.fn(async (_id: number, note: string) => {
      member = { ...member, verified: true };
      return { ...member, verification_note: note };
    });
    const removeVerification = vi.fn(async () => {
      member = { ...member, verified: false };
      return member;
    });
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList, verifyMember, removeVerification } });
    const row = (await screen.findByText('Ann Lawyer')).closest('tr')!;

    await userEvent.click(within(row).getByRole('button', { name: `${VERIFICATION_TEXTS.adminVerify}: Ann Lawyer` }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: VERIFICATION_TEXTS.adminVerify });
    expect(confirm).toBeDisabled();
    await userEvent.type(within(dialog).getByLabelText(VERIFICATION_TEXTS.adminNoteLabel), 'Bar 48213');
    await userEvent.click(confirm);

    await waitFor(() => expect(verifyMember).toHaveBeenCalledWith(3, 'Bar 48213'));
    expect(await screen.findByText(VERIFICATION_TEXTS.verified)).toBeInTheDocument();
    const verifiedRow = (await screen.findByText('Ann Lawyer')).closest('tr')!;
    const remove = await within(verifiedRow).findByRole('button', { name: `${VERIFICATION_TEXTS.adminRemove}: Ann Lawyer` });
    expect(within(verifiedRow).getByText(VERIFICATION_TEXTS.badge)).toBeInTheDocument();

    await userEvent.click(remove);
    await waitFor(() => expect(removeVerification).toHaveBeenCalledWith(3));
    expect(await screen.findByText(VERIFICATION_TEXTS.removed)).toBeInTheDocument();
  }, 60_000);

  it("shows the API's refusal and keeps the dialog open", async () => {
    const getList = vi.fn(async () => ({ data: [ann], total: 1 }));
    const verifyMember = vi.fn().mockRejectedValue(new Error(VERIFICATION_TEXTS.notListed));
    renderTab(<UserList />, { resource: 'helpers', dataProvider: { getList, verifyMember } });
    const row = (await screen.findByText('Ann Lawyer')).closest('tr')!;
    await userEvent.click(within(row).getByRole('button', { name: `${VERIFICATION_TEXTS.adminVerify}: Ann Lawyer` }));
    const dialog = await screen.findByRole('dialog');
    // What the admin types is the page's data, not a catalog's text.
    allowApiData('Licence checked');
    await userEvent.type(within(dialog).getByLabelText(VERIFICATION_TEXTS.adminNoteLabel), 'Licence checked');
    await userEvent.click(within(dialog).getByRole('button', { name: VERIFICATION_TEXTS.adminVerify }));
    expect(await screen.findByText(VERIFICATION_TEXTS.notListed)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  }, 60_000);
});
