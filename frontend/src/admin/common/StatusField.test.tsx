import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { render, screen } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { ADMIN_PANEL_TEXTS_AR } from '@community/vocabulary/catalogs/ar-more';
import { languageSnapshot, loadLanguage, setLanguage } from '../../lib/i18n/language';
import { AdStatusField, BusinessGroupStatusField } from './StatusField';

function renderStatus(field: ReactElement, status: unknown) {
  return render(<RecordContextProvider value={{ id: 1, status }}>{field}</RecordContextProvider>);
}

describe('AdStatusField', () => {
  it.each([
    ['pending', 'pending'],
    ['approved', 'approved'],
    ['rejected', 'rejected'],
    ['archived', 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
    [1, 'Unknown'],
  ])('shows %s as %s', (status, label) => {
    renderStatus(<AdStatusField />, status);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe('BusinessGroupStatusField', () => {
  it.each([
    [0, 'pending'],
    [1, 'approved'],
    [2, 'rejected'],
    [3, 'Unknown'],
    [-1, 'Unknown'],
    [null, 'Unknown'],
    [undefined, 'Unknown'],
    ['', 'Unknown'],
    ['approved', 'Unknown'],
  ])('shows %s as %s', (status, label) => {
    renderStatus(<BusinessGroupStatusField />, status);
    expect(screen.getByText(label)).toBeInTheDocument();
  });
});

describe('the statuses in Arabic', () => {
  it("shows a status and Unknown in the panel's language, from the catalog", async () => {
    const before = languageSnapshot();
    await loadLanguage('ar');
    setLanguage('ar');
    try {
      renderStatus(<AdStatusField />, 'pending');
      expect(screen.getByText(ADMIN_PANEL_TEXTS_AR.reviewStatuses.pending)).toBeInTheDocument();
      renderStatus(<BusinessGroupStatusField />, 7);
      expect(screen.getByText(ADMIN_PANEL_TEXTS_AR.reviewStatuses.unknown)).toBeInTheDocument();
      expect(screen.queryByText(/pending|Unknown/)).not.toBeInTheDocument();
    } finally {
      setLanguage(before);
    }
  });
});
