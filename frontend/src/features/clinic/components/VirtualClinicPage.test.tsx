import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { ClinicDirectory } from './ClinicDirectory';
import VirtualClinicPage from './VirtualClinicPage';

const doctor = { id: 31, name: 'Dr. Who', email: 'who@example.com', JobTitle: 'Physician' };

describe('Virtual Clinic', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('shows the emergency disclaimer and the Coming Soon overlay with Go Back Home', () => {
    mockApi({ 'GET /info/get-users': { body: { users: [], next_cursor: null } } });
    renderScreen(<VirtualClinicPage />);
    expect(screen.getByText(/call 911 or your regional emergency number/)).toBeInTheDocument();
    expect(screen.getByText(/This portal is not for emergencies/)).toBeInTheDocument();
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
  });

  it('shows Loading..., then a table of name, email and Profile in a 400 px scroll area', async () => {
    const api = mockApi({ 'GET /info/get-users': { body: { users: [doctor], next_cursor: null } } });
    renderScreen(<ClinicDirectory />);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Doctors' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Name', 'Email', 'Profile']);
    expect(within(table).getByText('who@example.com')).toBeInTheDocument();
    expect(getComputedStyle(screen.getByRole('region', { name: 'Doctors' })).maxHeight).toBe('400px');
    expect(api.calls[0].url.searchParams.getAll('industry_type')).toEqual(['Health & Sciences']);
  });

  it("shows 'No users found.' when the list is empty", async () => {
    mockApi({ 'GET /info/get-users': { body: { users: [], next_cursor: null } } });
    renderScreen(<ClinicDirectory />);
    expect(await screen.findByText('No users found.')).toBeInTheDocument();
  });

  it('Profile opens the profile modal; Contact there opens the clinic form', async () => {
    mockApi({ 'GET /info/get-users': { body: { users: [doctor], next_cursor: null } } });
    const { user } = renderScreen(<ClinicDirectory />);
    await user.click(await screen.findByRole('button', { name: 'Profile: Dr. Who' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dr. Who' });
    expect(within(dialog).getByText('Physician')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Contact' }));
    expect(await screen.findByLabelText('Pain Rating (1-10)')).toBeInTheDocument();
  });
});
