import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import ProfessionalNetworkPage from './ProfessionalNetworkPage';

const open = { id: 11, name: 'Ada Lovelace', email: 'ada@example.com', JobTitle: 'Analyst', accepting_requests: true };
const full = { id: 12, name: 'Alan Turing', email: 'alan@example.com', JobTitle: 'Mathematician', accepting_requests: false };

describe('Professional Network: who takes new requests', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('labels each member in the list and the profile, and disables Contact with the reason when they do not', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    mockApi({ 'GET /info/get-users': { body: { users: [open, full], next_cursor: null } } });
    const { user } = renderScreen(<ProfessionalNetworkPage />);
    const list = await screen.findByRole('list', { name: 'Members' });
    expect(within(list).getByText('Accepting requests')).toBeInTheDocument();
    expect(within(list).getByText('Not accepting requests')).toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Profile: Alan Turing' }));
    const profile = await screen.findByRole('dialog', { name: 'Alan Turing' });
    expect(within(profile).getByText('Not accepting requests')).toBeInTheDocument();
    const contact = within(profile).getByRole('button', { name: 'Contact' });
    expect(contact).toBeDisabled();
    expect(contact).toHaveAccessibleDescription('This member is not accepting new requests right now.');
    await user.click(within(profile).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(list).getByRole('button', { name: 'Profile: Ada Lovelace' }));
    const other = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    await user.click(within(other).getByRole('button', { name: 'Contact' }));
    expect(await screen.findByRole('dialog', { name: 'Contact Ada Lovelace' })).toBeInTheDocument();
  });
});
