import { act, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SCREEN_TEXTS } from '@community/vocabulary';
import { sessionStore } from '../../../lib/session';
import { renderScreen, signIn, signOut } from '../../../test/render';
import { PSEUDO_LANGUAGE } from '../../../test/pseudo-language';
import HomePage from './HomePage';

describe('Home', () => {
  afterEach(() => {
    signOut();
    vi.useRealTimers();
  });

  it('types the visitor note one character every 50 ms', () => {
    vi.useFakeTimers();
    renderScreen(<HomePage />);
    const typed = screen.getByTestId('typed-note');
    expect(typed).toHaveTextContent('');
    // In the pseudo-language the note starts with its invisible opening mark, which takes the first tick.
    if (PSEUDO_LANGUAGE) act(() => vi.advanceTimersByTime(50));
    act(() => vi.advanceTimersByTime(50));
    expect(typed.textContent).toBe('N');
    act(() => vi.advanceTimersByTime(49));
    expect(typed.textContent).toBe('N');
    act(() => vi.advanceTimersByTime(1));
    expect(typed.textContent).toBe('No');
    act(() => vi.advanceTimersByTime(50 * 10));
    expect(typed.textContent).toBe(SCREEN_TEXTS.typedNote.slice(0, 12));
    for (let i = 0; i < SCREEN_TEXTS.typedNote.length; i++) act(() => vi.advanceTimersByTime(50));
    expect(typed.textContent).toBe(SCREEN_TEXTS.typedNote);
    expect(SCREEN_TEXTS.typedNote).toMatch(/Professional Network, Businesses and Services, Virtual Clinic and Legal Assistance/);
  });

  it('does not show the note to signed-in members', () => {
    signIn({ role: 'helper', industry: null });
    renderScreen(<HomePage />);
    expect(screen.queryByTestId('typed-note')).not.toBeInTheDocument();
  });

  it('shows the mission text; Join our network goes to /signup', async () => {
    const { user } = renderScreen(<HomePage />);
    expect(screen.getByText(/encourage professional collaboration and resource sharing/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Join our network' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('leads a visitor to the public Business Directory, which the bar offers only signed in (issue #24)', async () => {
    const { user } = renderScreen(<HomePage />);
    const link = screen.getByRole('link', { name: SCREEN_TEXTS.buttons.browseBusinessDirectory });
    expect(link).toHaveAttribute('href', '/business');
    await user.click(link);
    expect(screen.getByTestId('location')).toHaveTextContent('/business');
  });

  it('Register your Business! signs a member out first, then goes to /business-signup', async () => {
    signIn({ role: 'seeker', industry: 'Technology, Engineering & Data' });
    const { user } = renderScreen(<HomePage />);
    await user.click(screen.getByRole('button', { name: 'Register your Business!' }));
    expect(sessionStore.getState().isAuthenticated).toBe(false);
    expect(localStorage.getItem('auth-token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/business-signup');
  });

  it('lists the three News and Events articles with image, date and comments, each opening its full text', async () => {
    const { user } = renderScreen(<HomePage />);
    const articles = screen.getAllByRole('article');
    expect(articles.map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'We Are Live',
      'How to Get Started',
      'Explore the Powerful Features',
    ]);
    for (const article of articles) {
      expect(within(article).getByRole('img')).toHaveAttribute('src');
      expect(within(article).getByText(/\d+ comments/)).toBeInTheDocument();
      expect(article.querySelector('time')).toHaveAttribute('datetime');
    }
    await user.click(screen.getByRole('button', { name: 'Read More: How to Get Started' }));
    const dialog = await screen.findByRole('dialog', { name: 'How to Get Started' });
    expect(within(dialog).getByText(/Start by joining our network/)).toBeInTheDocument();
  });

  it('shows the Virtual Clinic teaser marked Coming Soon', () => {
    renderScreen(<HomePage />);
    const teaser = screen.getByRole('heading', { name: /Virtual Clinic/ });
    expect(within(teaser).getByText('Coming Soon')).toBeInTheDocument();
  });
});
