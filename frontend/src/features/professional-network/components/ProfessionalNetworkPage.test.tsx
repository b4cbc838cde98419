import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { mockApi, type RecordedCall } from '../../../test/mock-api';
import { fill, renderScreen, signIn, signOut } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import ProfessionalNetworkPage from './ProfessionalNetworkPage';

const ada = { id: 11, name: 'Ada Lovelace', email: 'ada@example.com', JobTitle: 'Analyst', industry: 'Technology, Engineering & Data' };
const alan = { id: 12, name: 'Alan Turing', email: 'alan@example.com', JobTitle: 'Mathematician', industry: 'Technology, Engineering & Data' };

function usersRoute(call: RecordedCall) {
  if (call.url.searchParams.get('cursor') === 'page-2') return { body: { users: [alan], next_cursor: null } };
  return { body: { users: [ada], next_cursor: 'page-2' } };
}

describe('Professional Network', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    signOut();
  });

  it('shows Loading..., then the list; the filter offers the six industries and refetches', async () => {
    signIn({ role: 'helper', industry: null });
    const api = mockApi({ 'GET /info/get-users': usersRoute });
    const { user } = renderScreen(<ProfessionalNetworkPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    expect(await screen.findByText('Ada Lovelace')).toBeInTheDocument();
    expect(api.calls[0].url.searchParams.getAll('industry_type')).toEqual([...PROFESSIONAL_NETWORK_INDUSTRIES]);
    expect(api.calls[0].headers.Authorization).toBe('Bearer test-token');

    const filter = screen.getByLabelText('Industry') as HTMLSelectElement;
    expect(
      Array.from(filter.options)
        .slice(1)
        .map((o) => o.value),
    ).toEqual([...PROFESSIONAL_NETWORK_INDUSTRIES]);
    await user.selectOptions(filter, 'Arts, Communication, Media & Design');
    await waitFor(() => expect(api.calls).toHaveLength(2));
    expect(api.calls[1].url.searchParams.getAll('industry_type')).toEqual(['Arts, Communication, Media & Design']);
  });

  it("shows 'No users found.' for an empty list and for a failed fetch", async () => {
    mockApi({ 'GET /info/get-users': { body: { users: [], next_cursor: null } } });
    const first = renderScreen(<ProfessionalNetworkPage />);
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
    first.unmount();
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /info/get-users': { status: 500, body: {} } });
    renderScreen(<ProfessionalNetworkPage />);
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('keeps the list in a 400 px scrolling area and loads the next page at its end', async () => {
    const api = mockApi({ 'GET /info/get-users': usersRoute });
    renderScreen(<ProfessionalNetworkPage />);
    await screen.findByText('Ada Lovelace');
    const area = screen.getByRole('region', { name: 'Member list' });
    expect(getComputedStyle(area).maxHeight).toBe('400px');
    expect(getComputedStyle(area).overflowY).toBe('auto');
    Object.defineProperties(area, { scrollHeight: { value: 800 }, clientHeight: { value: 400 }, scrollTop: { value: 400, writable: true } });
    fireEvent.scroll(area);
    expect(await screen.findByText('Alan Turing')).toBeInTheDocument();
    expect(api.calls[1].url.searchParams.get('cursor')).toBe('page-2');
  });

  it('searches by name or job title', async () => {
    const api = mockApi({ 'GET /info/get-users': usersRoute });
    const { user } = renderScreen(<ProfessionalNetworkPage />);
    await screen.findByText('Ada Lovelace');
    await fill(user, screen.getByLabelText('Search by name or job title'), 'analyst');
    await waitFor(() => expect(api.calls.at(-1)!.url.searchParams.get('q')).toBe('analyst'));
  });

  it('Profile opens the profile; Contact opens the contact modal and hides the profile; sending posts the issue', async () => {
    const api = mockApi({
      'GET /info/get-users': usersRoute,
      'POST /issues/professional-network': { status: 201, body: { message: 'sent', id: 5 } },
    });
    const { user } = renderScreen(<ProfessionalNetworkPage />);
    await user.click(await screen.findByRole('button', { name: 'Profile: Ada Lovelace' }));
    const profile = await screen.findByRole('dialog', { name: 'Ada Lovelace' });
    expect(within(profile).getByText('Analyst')).toBeInTheDocument();
    await user.click(within(profile).getByRole('button', { name: 'Contact' }));
    const contact = await screen.findByRole('dialog', { name: 'Contact Ada Lovelace' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ada Lovelace' })).not.toBeInTheDocument());
    await fill(user, within(contact).getByLabelText('Name'), 'Grace');
    await fill(user, within(contact).getByLabelText('Email'), 'grace@example.com');
    // What the member types is their own data, not a catalog's text (test/pseudo-language.ts).
    allowApiData('Hello Ada');
    await fill(user, within(contact).getByLabelText('Message'), 'Hello Ada');
    await user.click(within(contact).getByRole('button', { name: 'Send Message' }));
    expect(await within(contact).findByRole('button', { name: 'Submitted' })).toBeInTheDocument();
    expect(api.callsTo('POST /issues/professional-network')[0].body).toEqual({
      receiver_id: 11,
      full_name: 'Grace',
      email: 'grace@example.com',
      description: 'Hello Ada',
    });
    await act(async () => {});
  });
});
