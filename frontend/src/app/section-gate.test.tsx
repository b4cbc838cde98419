import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../test/mock-api';
import { renderApp, renderScreen, signIn, signOut } from '../test/render';
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

describe('the Job Board entry of Business & Services (GET /settings job_board)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    forgetSectionSettings();
    signOut();
  });

  async function jobBoardItem(jobBoard: string) {
    signIn({ role: 'helper', industry: null });
    mockApi({ 'GET /settings': { body: { legal_assistance: 'open', virtual_clinic: 'open', job_board: jobBoard } } });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    await user.click(within(screen.getAllByRole('navigation')[0]).getByRole('button', { name: 'Business & Services' }));
    const menu = await screen.findByRole('menu');
    return within(menu).getAllByRole('menuitem').at(-1)!;
  }

  it('reads exactly "Job Board - Coming Soon" and points home while Coming Soon', async () => {
    const item = await jobBoardItem('coming_soon');
    expect(item).toHaveTextContent(/^Job Board - Coming Soon$/);
    expect(item).toHaveAttribute('href', '/');
  });

  it('reads "Job Board" and goes to /jobs once an admin opens it', async () => {
    const item = await jobBoardItem('open');
    await waitFor(() => expect(item).toHaveTextContent(/^Job Board$/));
    expect(item).toHaveAttribute('href', '/jobs');
  });
});
