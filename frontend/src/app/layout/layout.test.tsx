import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { renderApp, signIn, signOut } from '../../test/render';

const LEGAL = 'Government, Policy, Law & International Affairs';

function mainNav() {
  return within(screen.getByRole('navigation', { name: 'Main' }));
}

describe('layout: bar, side menu and footer', () => {
  beforeEach(() => {
    mockApi({ 'GET /admin/get-business-group': { body: { data: [] } } });
  });
  afterEach(() => {
    signOut();
    vi.unstubAllGlobals();
  });

  it('shows Home, Contact Us and Sign In to visitors, without the Business & Services menu', async () => {
    renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(mainNav().getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(mainNav().getByRole('link', { name: 'Contact Us' })).toHaveAttribute('href', '/contact');
    expect(mainNav().getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/signin');
    expect(mainNav().queryByRole('button', { name: 'Business & Services' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Professional Network' })).not.toBeInTheDocument();
  });

  it('shows helpers every section and the Business & Services menu ending with Job Board - Coming Soon pointing home', async () => {
    signIn({ role: 'helper', industry: null });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    for (const name of ['Professional Network', 'Messages']) {
      expect(mainNav().getByRole('link', { name })).toBeInTheDocument();
    }
    // The rest are one click away in More, so the bar stays on one line from 1024 px (issue #24).
    await user.click(mainNav().getByRole('button', { name: 'More' }));
    const more = await screen.findByRole('menu');
    expect(
      within(more)
        .getAllByRole('menuitem')
        .map((item) => [item.textContent, item.getAttribute('href')]),
    ).toEqual([
      ['Legal Assistance', '/legalassistance'],
      ['Virtual Clinic', '/virtualclinic'],
      ['My account', '/account'],
    ]);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await user.click(mainNav().getByRole('button', { name: 'Business & Services' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Ads and Services' })).toHaveAttribute('href', '/businessnetwork');
    expect(within(menu).getByRole('menuitem', { name: 'Business Directory' })).toHaveAttribute('href', '/business');
    expect(within(menu).getByRole('menuitem', { name: 'Job Board - Coming Soon' })).toHaveAttribute('href', '/');
  });

  it('shows a seeker only the links of their industry', async () => {
    signIn({ role: 'seeker', industry: LEGAL });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(mainNav().getByRole('link', { name: 'Legal Assistance' })).toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Professional Network' })).not.toBeInTheDocument();
    expect(mainNav().queryByRole('link', { name: 'Virtual Clinic' })).not.toBeInTheDocument();
    // One link beyond the bar's fits without a More menu.
    expect(mainNav().getByRole('link', { name: 'My account' })).toHaveAttribute('href', '/account');
    expect(mainNav().queryByRole('button', { name: 'More' })).not.toBeInTheDocument();
    await user.click(mainNav().getByRole('button', { name: 'Business & Services' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).queryByRole('menuitem', { name: 'Ads and Services' })).not.toBeInTheDocument();
  });

  it('shows the unread count on the Messages link, in the bar and in the mobile side menu', async () => {
    mockApi({
      'GET /admin/get-business-group': { body: { data: [] } },
      'GET /conversations': { body: { data: [], next_cursor: null, unread: 3 } },
    });
    signIn({ role: 'helper', industry: null });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(await mainNav().findByRole('link', { name: /^Messages ?3 ?unread$/ })).toHaveAttribute('href', '/messages');
    // On a phone the closed menu's button carries it: a dot, and its name (issue #24).
    const menuButton = screen.getByRole('button', { name: 'Open menu, 3 unread' });
    expect(within(menuButton).getByTestId('unread-dot')).toBeInTheDocument();
    await user.click(menuButton);
    const side = within(await screen.findByRole('navigation', { name: 'Mobile menu' }));
    expect(side.getByRole('link', { name: /^Messages ?3 ?unread$/ })).toHaveAttribute('href', '/messages');
  });

  it('gives admins the Dashboard link, in More', async () => {
    signIn({ role: 'admin', industry: null });
    const { user } = renderApp('/');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    await user.click(mainNav().getByRole('button', { name: 'More' }));
    expect(within(await screen.findByRole('menu')).getByRole('menuitem', { name: 'Dashboard' })).toHaveAttribute('href', '/dashboard');
  });

  it('Logout clears the session and goes to /signin', async () => {
    signIn({ role: 'helper', industry: null });
    const { user, router } = renderApp('/');
    await user.click(mainNav().getByRole('button', { name: 'Logout' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/signin'));
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(mainNav().getByRole('link', { name: 'Sign In' })).toBeInTheDocument();
  });

  it('the mobile side menu has the same links, and its dropdown omits the Coming Soon item', async () => {
    signIn({ role: 'helper', industry: null });
    const { user } = renderApp('/');
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const side = within(await screen.findByRole('navigation', { name: 'Mobile menu' }));
    for (const name of ['Home', 'Professional Network', 'Legal Assistance', 'Virtual Clinic', 'Contact Us']) {
      expect(side.getByRole('link', { name })).toBeInTheDocument();
    }
    await user.click(side.getByRole('button', { name: 'Business & Services' }));
    expect(await side.findByRole('link', { name: 'Ads and Services' })).toBeInTheDocument();
    expect(side.getByRole('link', { name: 'Business Directory' })).toBeInTheDocument();
    expect(side.queryByText('Job Board - Coming Soon')).not.toBeInTheDocument();
    expect(side.getByRole('button', { name: 'Logout' })).toBeInTheDocument();
  });

  it('footer: logo, description, the Links list and the configured contact e-mail', async () => {
    renderApp('/');
    const footer = within(screen.getByRole('contentinfo'));
    expect(footer.getByText('A thriving community fostering growth, collaboration and support for all members.')).toBeInTheDocument();
    const links = within(footer.getByRole('navigation', { name: 'Links' }));
    expect(links.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Home',
      'Professional Network',
      'Medical Assistance',
      'Legal Assistance',
      'Contact Us',
      'Accessibility',
    ]);
    expect(footer.getByRole('link', { name: 'info@community.example' })).toHaveAttribute('href', 'mailto:info@community.example');
  });
});
