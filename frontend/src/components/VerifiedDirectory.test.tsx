import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { LEGAL_INDUSTRY, VERIFICATION_TEXTS } from '@community/vocabulary';
import { mockApi } from '../test/mock-api';
import { renderScreen } from '../test/render';
import { VerifiedDirectory } from './VerifiedDirectory';

const lawyer = {
  id: 5,
  name: 'Amal Haddad',
  email: 'amal@example.com',
  JobTitle: 'Lawyer',
  verified: true,
  photo_url: 'photos/amal.webp',
  accepting_requests: true,
};
const notary = { id: 6, name: 'Badr Nasser', email: 'badr@example.com', JobTitle: 'Notary', verified: false, photo_url: null, accepting_requests: true };

describe('directories: photo, initials and the Verified badge (issues #11, #12)', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the photo of a member who has one, initials for one who has not, and the badge only for the verified one', async () => {
    mockApi({ 'GET /info/get-users': { body: { users: [lawyer, notary], next_cursor: null } } });
    renderScreen(<VerifiedDirectory section="legalAssistance" onProfile={() => undefined} />);
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
    const { user } = renderScreen(<VerifiedDirectory section="legalAssistance" onProfile={() => undefined} />);
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
});
