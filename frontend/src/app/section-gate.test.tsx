import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderScreen, signIn, signOut } from '../test/render';
import { forgetSectionSettings } from '../lib/use-section-settings';
import LegalAssistancePage from '../features/legal/components/LegalAssistancePage';
import VirtualClinicPage from '../features/clinic/components/VirtualClinicPage';

const lawyer = { id: 21, name: 'Atticus Finch', email: 'atticus@example.com', JobTitle: 'Lawyer', role: 'helper', accepting_requests: true };
const busyLawyer = { id: 22, name: 'Busy Lawyer', email: 'busy@example.com', JobTitle: 'Lawyer', role: 'helper', accepting_requests: false };
const doctor = { id: 31, name: 'Dr. Who', email: 'who@example.com', JobTitle: 'Physician', role: 'helper', accepting_requests: false };

describe('sections an admin opens (GET /settings)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetSectionSettings();
    signOut();
  });

  it('keeps the Coming Soon overlay while the section is coming_soon', async () => {
    const api = mockApi({
      'GET /settings': { body: { legal_assistance: 'coming_soon', virtual_clinic: 'open' } },
      'GET /info/get-users': { body: { users: [lawyer], next_cursor: null } },
    });
    renderScreen(<LegalAssistancePage />);
    await screen.findByText('Atticus Finch');
    expect(api.callsTo('GET /settings')).toHaveLength(1);
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go Back Home' })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('button', { name: 'Profile: Atticus Finch' })).not.toBeInTheDocument();
  });

  it('opens Legal Assistance: the directory labels who takes requests and the form opens', async () => {
    signIn({ role: 'seeker', industry: 'Government, Policy, Law & International Affairs' });
    mockApi({
      'GET /settings': { body: { legal_assistance: 'open', virtual_clinic: 'coming_soon' } },
      'GET /info/get-users': { body: { users: [lawyer, busyLawyer], next_cursor: null } },
    });
    const { user } = renderScreen(<LegalAssistancePage />);
    const profile = await screen.findByRole('button', { name: 'Profile: Atticus Finch' });
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Lawyers' });
    expect(within(table).getByText('Accepting requests')).toBeInTheDocument();
    expect(within(table).getByText('Not accepting requests')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Profile: Busy Lawyer' }));
    const closed = await screen.findByRole('dialog');
    expect(within(closed).getByText('This member is not accepting new requests right now.')).toBeInTheDocument();
    expect(within(closed).queryByLabelText('Legal Issue Type')).not.toBeInTheDocument();
    await user.click(within(closed).getByRole('button', { name: 'Close' }));

    await user.click(profile);
    expect(within(await screen.findByRole('dialog')).getByLabelText('Legal Issue Type')).toBeInTheDocument();
  });

  it('opens the Virtual Clinic: a doctor not taking requests has Contact disabled with the reason', async () => {
    signIn({ role: 'seeker', industry: 'Health & Sciences' });
    mockApi({
      'GET /settings': { body: { legal_assistance: 'coming_soon', virtual_clinic: 'open' } },
      'GET /info/get-users': { body: { users: [doctor], next_cursor: null } },
    });
    const { user } = renderScreen(<VirtualClinicPage />);
    await user.click(await screen.findByRole('button', { name: 'Profile: Dr. Who' }));
    expect(screen.queryByText('Coming Soon')).not.toBeInTheDocument();
    expect(screen.getByText(/call 911 or your regional emergency number/)).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: 'Dr. Who' });
    const contact = within(dialog).getByRole('button', { name: 'Contact' });
    expect(contact).toBeDisabled();
    expect(contact).toHaveAccessibleDescription('This member is not accepting new requests right now.');
  });

  it('stays Coming Soon when the settings cannot be read', async () => {
    mockApi({ 'GET /settings': 'network-error', 'GET /info/get-users': { body: { users: [], next_cursor: null } } });
    renderScreen(<VirtualClinicPage />);
    await screen.findByText('No users found.');
    expect(screen.getByText('Coming Soon')).toBeInTheDocument();
  });
});
