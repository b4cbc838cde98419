import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deferredReply, mockApi } from '../../../test/mock-api';
import { fill, renderScreen } from '../../../test/render';
import { allowApiData } from '../../../test/pseudo-language';
import BusinessDirectoryPage from './BusinessDirectoryPage';

const bakery = { id: 4, title: 'Good Bakery', description: 'Bread and pastries', website: 'bakery.example', email: 'b@example.com', status: 1, user_id: 40 };
const garage = { id: 5, title: 'Fix It', description: 'Car repairs', website: 'http://fixit.example', email: null, status: 1, user_id: 50 };

/** Puts the 450 px area's scroll position at its end and tells the page, as a person scrolling down does. */
function scrollToEnd(area: HTMLElement) {
  Object.defineProperties(area, {
    scrollHeight: { value: 900, configurable: true },
    clientHeight: { value: 450, configurable: true },
    scrollTop: { value: 450, configurable: true, writable: true },
  });
  fireEvent.scroll(area);
}

describe('Business Directory', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows Loading..., then name, description, website (https:// added when missing) and Profile in a 450 px scroll area', async () => {
    const api = mockApi({ 'GET /admin/get-business-group': { body: { data: [bakery, garage] } } });
    renderScreen(<BusinessDirectoryPage />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Business groups' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Description', 'Website', 'Profile']);
    expect(within(table).getByRole('link', { name: 'bakery.example' })).toHaveAttribute('href', 'https://bakery.example');
    expect(within(table).getByRole('link', { name: 'http://fixit.example' })).toHaveAttribute('href', 'http://fixit.example');
    expect(getComputedStyle(screen.getByRole('region', { name: 'Business group list' })).maxHeight).toBe('450px');
    expect(api.calls[0].url.searchParams.get('status_all')).toBe('1');
    expect(api.calls[0].headers.Authorization).toBeUndefined();
  });

  it("loads the next page with the first page's next_cursor at the end of the scroll area, and appends it", async () => {
    const secondPage = deferredReply();
    const api = mockApi({
      'GET /admin/get-business-group': (call) =>
        call.url.searchParams.get('cursor') === 'page-2' ? secondPage.promise : { body: { data: [bakery], next_cursor: 'page-2' } },
    });
    renderScreen(<BusinessDirectoryPage />);
    const table = await screen.findByRole('table', { name: 'Business groups' });
    expect(api.calls[0].url.searchParams.get('cursor')).toBeNull();
    const area = screen.getByRole('region', { name: 'Business group list' });

    scrollToEnd(area);
    scrollToEnd(area);
    expect(api.calls).toHaveLength(2);
    expect(api.calls[1].url.searchParams.get('cursor')).toBe('page-2');
    expect(api.calls[1].url.searchParams.get('status_all')).toBe('1');
    expect(await within(area).findByText('Loading...')).toBeInTheDocument();
    expect(within(table).getByText('Good Bakery')).toBeInTheDocument();

    await act(async () => secondPage.release({ body: { data: [garage], next_cursor: null } }));
    expect(
      within(table)
        .getAllByRole('button', { name: /^Profile: / })
        .map((button) => button.getAttribute('aria-label')),
    ).toEqual(['Profile: Good Bakery', 'Profile: Fix It']);
    expect(within(area).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('asks for no further page once next_cursor is null', async () => {
    const api = mockApi({
      'GET /admin/get-business-group': (call) =>
        call.url.searchParams.get('cursor') === 'page-2'
          ? { body: { data: [garage], next_cursor: null } }
          : { body: { data: [bakery], next_cursor: 'page-2' } },
    });
    renderScreen(<BusinessDirectoryPage />);
    await screen.findByRole('button', { name: 'Profile: Good Bakery' });
    const area = screen.getByRole('region', { name: 'Business group list' });
    scrollToEnd(area);
    expect(await screen.findByRole('button', { name: 'Profile: Fix It' })).toBeInTheDocument();
    scrollToEnd(area);
    scrollToEnd(area);
    await act(async () => {});
    expect(api.calls).toHaveLength(2);
  });

  it("shows 'No business groups found.' for an empty or failed list", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    mockApi({ 'GET /admin/get-business-group': { status: 500, body: {} } });
    renderScreen(<BusinessDirectoryPage />);
    expect(await screen.findByText('No business groups found.')).toBeInTheDocument();
  });

  it('Profile shows the group; Contact opens the form titled Contact plus the title, sent to the group owner', async () => {
    const api = mockApi({
      'GET /admin/get-business-group': { body: { data: [bakery] } },
      'POST /issues/business-groups': { status: 201, body: { message: 'ok', id: 8 } },
    });
    const { user } = renderScreen(<BusinessDirectoryPage />);
    await user.click(await screen.findByRole('button', { name: 'Profile: Good Bakery' }));
    const profile = await screen.findByRole('dialog', { name: 'Good Bakery' });
    await user.click(within(profile).getByRole('button', { name: 'Contact' }));
    const contact = await screen.findByRole('dialog', { name: 'Contact Good Bakery' });
    await user.click(within(contact).getByRole('button', { name: 'Send Message' }));
    expect(within(contact).getByText('Name is required')).toBeInTheDocument();
    expect(within(contact).getByText('Email is required')).toBeInTheDocument();
    expect(within(contact).getByText('Message cannot be empty')).toBeInTheDocument();
    await fill(user, within(contact).getByLabelText('Name'), 'Ada');
    await fill(user, within(contact).getByLabelText('Email'), 'ada@example.com');
    // What the member types is their own data, not a catalog's text (test/pseudo-language.ts).
    allowApiData('Do you cater?');
    await fill(user, within(contact).getByLabelText('Message'), 'Do you cater?');
    await user.click(within(contact).getByRole('button', { name: 'Send Message' }));
    expect(await within(contact).findByRole('button', { name: 'Submitted' })).toBeInTheDocument();
    expect(api.callsTo('POST /issues/business-groups')[0].body).toEqual({
      receiver_id: 40,
      full_name: 'Ada',
      email: 'ada@example.com',
      description: 'Do you cater?',
    });
  });

  it('searches title and description (debounced) and shows the first page of what it finds', async () => {
    const api = mockApi({
      'GET /admin/get-business-group': (call) =>
        call.url.searchParams.get('q') === 'bread' ? { body: { data: [bakery], next_cursor: null } } : { body: { data: [bakery, garage], next_cursor: null } },
    });
    const { user } = renderScreen(<BusinessDirectoryPage />);
    await screen.findByRole('button', { name: 'Profile: Fix It' });
    await fill(user, screen.getByLabelText('Search businesses'), 'bread');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Profile: Fix It' })).not.toBeInTheDocument());
    expect(await screen.findByRole('button', { name: 'Profile: Good Bakery' })).toBeInTheDocument();
    const searched = api.calls.filter((call) => call.url.searchParams.get('q') !== null);
    expect(searched.map((call) => call.url.searchParams.get('q'))).toEqual(['bread']);
    expect(searched[0].url.searchParams.get('status_all')).toBe('1');
    expect(searched[0].url.searchParams.get('cursor')).toBeNull();
  });
});
