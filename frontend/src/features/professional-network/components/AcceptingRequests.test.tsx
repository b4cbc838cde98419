import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DIRECTORY_SCREEN_TEXTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { renderScreen, signIn, signOut } from '../../../test/render';
import ProfessionalNetworkPage from './ProfessionalNetworkPage';

const open = { id: 11, name: 'Ada Lovelace', email: 'ada@example.com', JobTitle: 'Analyst', role: 'helper', accepting_requests: true };
const full = { id: 12, name: 'Alan Turing', email: 'alan@example.com', JobTitle: 'Mathematician', role: 'helper', accepting_requests: false };
const seeker = { id: 13, name: 'Grace Hopper', email: 'grace@example.com', JobTitle: 'Student', role: 'seeker', accepting_requests: true };
const me = { id: 1, name: 'Test User', email: 'test@example.com', JobTitle: 'Engineer', role: 'helper', accepting_requests: true };

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

  it('shows every row\'s role, labels only mentors "Accepting requests", and offers no Contact on your own profile (issue #24)', async () => {
    signIn({ id: 1, role: 'helper', industry: 'Technology, Engineering & Data' });
    mockApi({ 'GET /info/get-users': { body: { users: [open, seeker, me], next_cursor: null } } });
    const { user } = renderScreen(<ProfessionalNetworkPage />);
    const list = await screen.findByRole('list', { name: 'Members' });
    const rows = within(list).getAllByRole('listitem');
    expect(within(rows[0]).getByText('Mentor')).toBeInTheDocument();
    expect(within(rows[0]).getByText('Accepting requests')).toBeInTheDocument();
    expect(within(rows[1]).getByText('Seeker')).toBeInTheDocument();
    expect(within(rows[1]).queryByText(/accepting requests/i)).not.toBeInTheDocument();
    expect(within(rows[2]).getByText('You')).toBeInTheDocument();
    expect(within(rows[2]).queryByText(/accepting requests/i)).not.toBeInTheDocument();

    await user.click(within(list).getByRole('button', { name: 'Profile: Test User' }));
    const profile = await screen.findByRole('dialog', { name: 'Test User' });
    expect(within(profile).getByText('Mentor')).toBeInTheDocument();
    expect(within(profile).queryByRole('button', { name: 'Contact' })).not.toBeInTheDocument();
    expect(within(profile).getByText(DIRECTORY_SCREEN_TEXTS.ownProfile)).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(list).getByRole('button', { name: 'Profile: Grace Hopper' }));
    const other = await screen.findByRole('dialog', { name: 'Grace Hopper' });
    expect(within(other).getByText('Seeker')).toBeInTheDocument();
    expect(within(other).getByRole('button', { name: 'Contact' })).toBeEnabled();
  });

  it('lists only mentors or only seekers through the Show filter, asking the API for that role', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const api = mockApi({
      'GET /info/get-users': (call) => ({ body: { users: call.url.searchParams.get('role') === 'helper' ? [open] : [open, seeker], next_cursor: null } }),
    });
    const { user } = renderScreen(<ProfessionalNetworkPage />);
    const list = await screen.findByRole('list', { name: 'Members' });
    await within(list).findByText('Grace Hopper');
    expect(api.callsTo('GET /info/get-users')[0].url.searchParams.has('role')).toBe(false);
    await user.selectOptions(screen.getByLabelText('Show'), 'Mentors');
    await waitFor(() => expect(screen.queryByText('Grace Hopper')).not.toBeInTheDocument());
    expect(api.callsTo('GET /info/get-users').at(-1)!.url.searchParams.get('role')).toBe('helper');
    await user.selectOptions(screen.getByLabelText('Show'), 'Seekers');
    await waitFor(() => expect(api.callsTo('GET /info/get-users').at(-1)!.url.searchParams.get('role')).toBe('seeker'));
  });
});
