import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { DASHBOARD_CARDS, RESPONSE_STATS_LABELS } from '@community/vocabulary';
import apiDocument from '../../lib/api/openapi.json';
import { renderTab } from '../test-utils';
import { Dashboard } from './Dashboard';

/**
 * GET /admin/stats as the API's own document describes it (frontend/src/lib/api/openapi.json, written from the
 * backend by `npm run api:types`): each property with its documented example. A card reading a field the API
 * does not answer would show "…" here, as it did in the panel.
 */
const statsSchema = apiDocument.components.schemas.ModerationStatsDto;
const documentedStats: Record<string, number> = Object.fromEntries(Object.entries(statsSchema.properties).map(([name, property]) => [name, property.example]));
const settings = { id: 'sections', legal_assistance: 'coming_soon', virtual_clinic: 'coming_soon' };

describe('dashboard', () => {
  it('has a card for every count the API answers, and no card for a count it does not', () => {
    expect([...DASHBOARD_CARDS.map((card) => card.count), ...Object.keys(RESPONSE_STATS_LABELS)].sort()).toEqual(Object.keys(documentedStats).sort());
    expect([...statsSchema.required].sort()).toEqual(Object.keys(documentedStats).sort());
  });

  it("shows each count of GET /admin/stats on its card, linked to the card's tab", async () => {
    const getStats = vi.fn(async () => documentedStats);
    renderTab(<Dashboard />, { resource: 'dashboard', dataProvider: { getStats, getOne: vi.fn(async () => ({ data: settings })) } });
    for (const card of DASHBOARD_CARDS) {
      const label = await screen.findByText(card.label);
      const link = label.closest('a')!;
      expect(within(link).getByText(String(documentedStats[card.count]))).toBeInTheDocument();
      expect(link).toHaveAttribute('href', `/${card.tab}`);
    }
    expect(screen.queryByText('…')).not.toBeInTheDocument();
  });

  it('shows the response figures: the percent answered within 7 days and the median hours, or a dash when there is none yet', async () => {
    const getStats = vi.fn(async () => ({ ...documentedStats, requestsAnsweredWithin7Days: 82, medianFirstReplyHours: 20.5 }));
    const { unmount } = renderTab(<Dashboard />, { resource: 'dashboard', dataProvider: { getStats, getOne: vi.fn(async () => ({ data: settings })) } });
    const percent = await screen.findByText('82%');
    expect(percent.parentElement).toHaveTextContent(RESPONSE_STATS_LABELS.requestsAnsweredWithin7Days);
    expect(within(screen.getByText(RESPONSE_STATS_LABELS.medianFirstReplyHours).parentElement!).getByText('20.5')).toBeInTheDocument();
    unmount();
    const empty = vi.fn(async () => ({ ...documentedStats, requestsAnsweredWithin7Days: null, medianFirstReplyHours: null }));
    renderTab(<Dashboard />, { resource: 'dashboard', dataProvider: { getStats: empty, getOne: vi.fn(async () => ({ data: settings })) } });
    await waitFor(() => expect(screen.getAllByText('–')).toHaveLength(2));
    expect(screen.getAllByText('–').map((dash) => dash.parentElement?.textContent?.slice(1))).toEqual([
      RESPONSE_STATS_LABELS.requestsAnsweredWithin7Days,
      RESPONSE_STATS_LABELS.medianFirstReplyHours,
    ]);
  });

  it("keeps the cards waiting and shows the API's error when the counts cannot be read", async () => {
    const getStats = vi.fn().mockRejectedValue(new Error('The service is temporarily unavailable, please try again shortly'));
    renderTab(<Dashboard />, { resource: 'dashboard', dataProvider: { getStats, getOne: vi.fn(async () => ({ data: settings })) } });
    expect(await screen.findByText('The service is temporarily unavailable, please try again shortly')).toBeInTheDocument();
    expect(screen.getAllByText('…')).toHaveLength(DASHBOARD_CARDS.length + Object.keys(RESPONSE_STATS_LABELS).length);
  });
});
