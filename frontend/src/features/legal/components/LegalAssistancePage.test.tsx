import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import LegalAssistancePage from './LegalAssistancePage';
import { LegalDirectory } from './LegalDirectory';

const lawyer = { id: 21, name: 'Atticus Finch', email: 'atticus@example.com', JobTitle: 'Lawyer' };

describe('Legal Assistance', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('covers the directory with Coming Soon and Go Back Home', async () => {
    mockApi({ 'GET /info/get-users': { body: { users: [lawyer], next_cursor: null } } });
    renderScreen(<LegalAssistancePage />);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });

  it('asks for the legal industry and opens the legal form directly from Profile', async () => {
    const api = mockApi({ 'GET /info/get-users': { body: { users: [lawyer], next_cursor: null } } });
    const { user } = renderScreen(<LegalDirectory />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Profile: Atticus Finch' }));
    expect(api.calls[0].url.searchParams.getAll('industry_type')).toEqual(['Government, Policy, Law & International Affairs']);
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByLabelText('Legal Issue Type')).toBeInTheDocument();
  });

  it("shows 'No users found.' when nobody is listed", async () => {
    mockApi({ 'GET /info/get-users': { body: { users: [], next_cursor: null } } });
    renderScreen(<LegalDirectory />);
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });
});
