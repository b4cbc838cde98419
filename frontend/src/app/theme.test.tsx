import { Alert, Pagination, TablePagination, ThemeProvider } from '@mui/material';
import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { COMPONENT_TEXTS } from '@community/vocabulary';
import { WEB_TEXTS_AR } from '@community/vocabulary/catalogs/web-texts.ar';
import { loadLanguage, setLanguage } from '../lib/i18n/language';
import { theme } from './theme';

function Parts() {
  return (
    <ThemeProvider theme={theme}>
      <Alert onClose={() => undefined}>Saved</Alert>
      <Pagination count={3} page={2} />
      <TablePagination component="div" count={-1} page={1} rowsPerPage={10} onPageChange={() => undefined} />
    </ThemeProvider>
  );
}

describe("MUI's own words (the theme's default props, from the catalogs)", () => {
  afterEach(() => setLanguage('en'));

  it('are the catalog texts of the language the page is in when it renders', async () => {
    const { unmount } = render(<Parts />);
    expect(screen.getByRole('button', { name: COMPONENT_TEXTS.close })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: COMPONENT_TEXTS.paginationNavigation })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COMPONENT_TEXTS.goToPage(3) })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: COMPONENT_TEXTS.currentPage(2) })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: COMPONENT_TEXTS.goToNextPage })).toHaveLength(2);
    expect(screen.getByText(COMPONENT_TEXTS.displayedRows(11, 20, null))).toBeInTheDocument();
    unmount();

    await loadLanguage('ar');
    setLanguage('ar');
    render(<Parts />);
    const arabic = WEB_TEXTS_AR.COMPONENT_TEXTS;
    expect(screen.getByRole('button', { name: arabic.close })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: arabic.paginationNavigation })).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: arabic.goToPreviousPage })).toHaveLength(2);
    expect(screen.getByText(arabic.displayedRows(11, 20, null))).toBeInTheDocument();
  });
});
