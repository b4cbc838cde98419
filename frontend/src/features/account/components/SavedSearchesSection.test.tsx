import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { JOB_SCREEN_TEXTS } from '@community/vocabulary';
import { mockApi } from '../../../test/mock-api';
import { renderScreen } from '../../../test/render';
import { SavedSearchesSection } from './SavedSearchesSection';

const searches = [
  { id: 1, kind: 'jobs', q: 'nurse', filters: { workplace: 'remote' }, notify: 'daily', created_at: '2026-11-20T09:00:00.000Z' },
  { id: 2, kind: 'ads', q: '', filters: { category: 'Other' }, notify: 'none', created_at: '2026-11-21T09:00:00.000Z' },
];

describe('/account: Saved searches', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('lists each search with a link to its list and how often it emails, and deletes one after asking', async () => {
    const api = mockApi({ 'GET /account/saved-searches': { body: { data: searches } }, 'DELETE /account/saved-searches/1': { status: 200 } });
    const { user } = renderScreen(<SavedSearchesSection />);
    const jobs = await screen.findByRole('link', { name: 'Jobs: nurse · remote' });
    expect(jobs).toHaveAttribute('href', '/jobs?q=nurse&workplace=remote');
    expect(screen.getByRole('link', { name: 'Ads and Services: Other' })).toHaveAttribute('href', '/businessnetwork?category=Other');
    expect(screen.getAllByText(/^Emails: /).map((line) => line.textContent?.split(' · ')[0])).toEqual(['Emails: Daily', 'Emails: Never (just save it)']);

    await user.click(screen.getByRole('button', { name: 'Delete Jobs: nurse · remote' }));
    const confirm = await screen.findByRole('dialog');
    expect(within(confirm).getByText(JOB_SCREEN_TEXTS.confirmDeleteSearch)).toBeInTheDocument();
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: 'Jobs: nurse · remote' })).not.toBeInTheDocument());
    expect(screen.getByText(JOB_SCREEN_TEXTS.searchDeleted)).toBeInTheDocument();
    expect(api.callsTo('DELETE /account/saved-searches/1')).toHaveLength(1);
  });

  it('says when there is none', async () => {
    mockApi({ 'GET /account/saved-searches': { body: { data: [] } } });
    renderScreen(<SavedSearchesSection />);
    expect(await screen.findByText(JOB_SCREEN_TEXTS.noSavedSearches)).toBeInTheDocument();
  });
});
