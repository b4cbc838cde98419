import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, memoryStore, Notification, Resource, testDataProvider, type DataProvider } from 'react-admin';
import { createI18nProvider } from '../i18n/i18n-provider';
import { stubbedData } from '../test-utils';
import { ADMIN_PANEL_TEXTS as TEXT, TWO_FACTOR_TEXTS } from '@community/vocabulary';
import { TWO_FACTOR_RESOURCE } from '../dataProvider';
import { UserShow } from './UserShow';

const member = {
  id: 3,
  user_id: 3,
  name: 'Ann Helper',
  email: 'ann@example.com',
  role: 'helper',
  industry: 'Legal',
  JobTitle: 'Lawyer',
  emailConfirmed: true,
  verified: true,
  verified_at: '2026-02-01T10:00:00.000Z',
  verification_note: 'Bar number 12345 checked',
  suspended: false,
  suspended_at: null,
  created_at: '2025-11-20T08:00:00.000Z',
};
const day = (iso: string) => new Date(iso).toLocaleDateString(undefined, { year: 'numeric', month: 'long', day: 'numeric' });

type TwoFactorAnswer = { enabled: boolean; enabled_at: string | null };

/** `twoFactor` as a function is read on every request (a test that changes it between two reads). */
function renderMember(record: object, twoFactor: TwoFactorAnswer | (() => TwoFactorAnswer), extra: Record<string, unknown> = {}) {
  const twoFactorNow = typeof twoFactor === 'function' ? twoFactor : () => twoFactor;
  const getOne = vi.fn(async (resource: string, { id }: { id: unknown }) => ({ data: resource === TWO_FACTOR_RESOURCE ? { id, ...twoFactorNow() } : record }));
  render(
    <MemoryRouter initialEntries={['/helpers/3/show']}>
      <AdminContext
        dataProvider={testDataProvider(stubbedData({ getOne, ...extra }) as Partial<DataProvider>)}
        store={memoryStore()}
        i18nProvider={createI18nProvider()}
      >
        <Routes>
          <Route path="/helpers/*" element={<Resource name="helpers" show={UserShow} />} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return { getOne };
}

/** The value shown beside a label of the member's page. */
async function valueOf(label: string) {
  const labels = await screen.findAllByText(label);
  const field = labels.map((element) => element.closest('.RaLabeled-label')?.parentElement).find(Boolean);
  if (!field) throw new Error(`no field labelled ${label}`);
  return field.textContent?.replace(label, '');
}

describe("a member's page", () => {
  it('shows what moderation needs: profile, confirmed email, verification, suspension, two-factor and dates', async () => {
    const { getOne } = renderMember(member, { enabled: true, enabled_at: '2026-01-05T09:00:00.000Z' });
    expect(await screen.findByText('ann@example.com')).toBeInTheDocument();
    expect(await valueOf(TEXT.emailConfirmed)).toBe(TEXT.yes);
    expect(await valueOf(TEXT.verified)).toBe(TEXT.verifiedOn(day(member.verified_at), member.verification_note));
    expect(await valueOf(TEXT.suspended)).toBe(TEXT.no);
    await waitFor(async () => expect(await valueOf(TEXT.twoFactor)).toBe(TEXT.twoFactorOnSince(day('2026-01-05T09:00:00.000Z'))));
    expect(await valueOf(TEXT.joined)).toBe(day(member.created_at));
    expect(screen.getByText('Lawyer')).toBeInTheDocument();
    expect(getOne).toHaveBeenCalledWith('helpers', expect.objectContaining({ id: '3' }));
    expect(getOne).toHaveBeenCalledWith(TWO_FACTOR_RESOURCE, expect.objectContaining({ id: 3 }));
    // The actions of the list row, here too; Reset two-factor because it is on.
    expect(screen.getByRole('button', { name: `${TWO_FACTOR_TEXTS.adminReset}: Ann Helper` })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove verification: Ann Helper' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });

  it('says Off and offers no reset when two-factor is off; a suspended member is not deleted again', async () => {
    renderMember(
      { ...member, emailConfirmed: false, verified: false, verified_at: null, suspended: true, suspended_at: '2026-03-01T12:00:00.000Z' },
      { enabled: false, enabled_at: null },
    );
    await waitFor(async () => expect(await valueOf(TEXT.twoFactor)).toBe(TEXT.twoFactorOff));
    expect(await valueOf(TEXT.emailConfirmed)).toBe(TEXT.no);
    expect(await valueOf(TEXT.verified)).toBe(TEXT.no);
    expect(await valueOf(TEXT.suspended)).toBe(TEXT.suspendedOn(day('2026-03-01T12:00:00.000Z')));
    expect(screen.queryByRole('button', { name: /Reset two-factor/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('reads two-factor again after a reset', async () => {
    let enabled = true;
    const resetTwoFactor = vi.fn(async () => {
      enabled = false;
      return { message: TWO_FACTOR_TEXTS.resetByAdmin };
    });
    renderMember(member, () => ({ enabled, enabled_at: enabled ? '2026-01-05T09:00:00.000Z' : null }), { resetTwoFactor });
    await userEvent.click(await screen.findByRole('button', { name: `${TWO_FACTOR_TEXTS.adminReset}: Ann Helper` }));
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: TWO_FACTOR_TEXTS.adminReset }));
    expect(await screen.findByText(TWO_FACTOR_TEXTS.resetByAdmin)).toBeInTheDocument();
    await waitFor(async () => expect(await valueOf(TEXT.twoFactor)).toBe(TEXT.twoFactorOff));
    expect(resetTwoFactor).toHaveBeenCalledWith(3);
  });
});
