import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { VERIFICATION_TEXTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { ClinicDirectory } from './ClinicDirectory';

const lawyer = {
  id: 5,
  name: 'Amal Haddad',
  email: 'amal@example.com',
  JobTitle: 'Lawyer',
  verified: true,
  photo_url: 'photos/amal.webp',
  accepting_requests: true,
};

describe('directories: photo, initials and the Verified badge (issues #11, #12)', () => {
  afterEach(() => vi.unstubAllGlobals());

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
});
