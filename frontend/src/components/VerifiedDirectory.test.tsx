import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_INDUSTRY, VERIFICATION_TEXTS } from '@community/vocabulary';
import { mockApi } from '../test/mock-api';
import { renderScreen } from '../test/render';
import { LegalDirectory } from '../features/legal/components/LegalDirectory';
import { ClinicDirectory } from '../features/clinic/components/ClinicDirectory';
import { MemberList } from '../features/professional-network/components/MemberList';

const lawyer = { id: 5, name: 'Amal Haddad', email: 'amal@example.com', JobTitle: 'Lawyer', verified: true, photo_url: 'photos/amal.webp', accepting_requests: true };
const notary = { id: 6, name: 'Badr Nasser', email: 'badr@example.com', JobTitle: 'Notary', verified: false, photo_url: null, accepting_requests: true };

describe('directories: photo, initials and the Verified badge (issues #11, #12)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the photo of a member who has one, initials for one who has not, and the badge only for the verified one', async () => {
    mockApi({ 'GET /info/get-users': { body: { users: [lawyer, notary], next_cursor: null } } });
    renderScreen(<LegalDirectory />);
    const table = await screen.findByRole('table', { name: 'Lawyers' });
    const [amalRow, badrRow] = within(table).getAllByRole('row').slice(1);
    expect(within(amalRow).getByText(VERIFICATION_TEXTS.badge)).toBeInTheDocument();
    expect(amalRow.querySelector('img')).toHaveAttribute('src', expect.stringMatching(/\/uploads\/photos\/amal\.webp$/));
    expect(within(badrRow).queryByText(VERIFICATION_TEXTS.badge)).not.toBeInTheDocument();
    expect(within(badrRow).getByTestId('member-initials')).toHaveTextContent('BN');
    expect(badrRow.querySelector('img')).toBeNull();
  });

  it('Verified only asks the API for verified=true and shows its answer from the first page', async () => {
    const api = mockApi({
      'GET /info/get-users': (call) => ({ body: { users: call.url.searchParams.get('verified') === 'true' ? [lawyer] : [lawyer, notary], next_cursor: null } }),
    });
    const { user } = renderScreen(<LegalDirectory />);
    expect(await screen.findByText('Badr Nasser')).toBeInTheDocument();
    expect(api.calls[0].url.searchParams.has('verified')).toBe(false);

    await user.click(screen.getByRole('switch', { name: VERIFICATION_TEXTS.filterLabel }));

    await vi.waitFor(() => expect(screen.queryByText('Badr Nasser')).not.toBeInTheDocument());
    expect(await screen.findByText('Amal Haddad')).toBeInTheDocument();
    const last = api.calls[api.calls.length - 1].url;
    expect(last.searchParams.get('verified')).toBe('true');
    expect(last.searchParams.getAll('industry_type')).toEqual([LEGAL_INDUSTRY]);
    expect(last.searchParams.has('cursor')).toBe(false);
  });

  it('the clinic directory has the same filter, and its profile shows the photo and the badge', async () => {
    const doctor = { ...lawyer, id: 7, name: 'Dr. Salma Idris', JobTitle: 'Physician' };
    const api = mockApi({ 'GET /info/get-users': { body: { users: [doctor], next_cursor: null } } });
    const { user } = renderScreen(<ClinicDirectory />);
    await user.click(await screen.findByRole('button', { name: 'Profile: Dr. Salma Idris' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dr. Salma Idris' });
    expect(within(dialog).getByText(VERIFICATION_TEXTS.badge)).toBeInTheDocument();
    expect(within(dialog).getByRole('img', { name: 'Dr. Salma Idris' })).toHaveAttribute('src', expect.stringMatching(/photos\/amal\.webp$/));
    await user.keyboard('{Escape}');
    await user.click(await screen.findByRole('switch', { name: VERIFICATION_TEXTS.filterLabel }));
    await vi.waitFor(() => expect(api.calls[api.calls.length - 1].url.searchParams.get('verified')).toBe('true'));
  });

  it('the professional network list shows the badge and the initials too', () => {
    renderScreen(<MemberList members={[{ ...notary, verified: true, industry: 'Technology, Engineering & Data', role: 'helper', description: null }]} onProfile={() => undefined} />);
    const list = screen.getByRole('list', { name: 'Members' });
    expect(within(list).getByText(VERIFICATION_TEXTS.badge)).toBeInTheDocument();
    expect(within(list).getByTestId('member-initials')).toHaveTextContent('BN');
  });
});
