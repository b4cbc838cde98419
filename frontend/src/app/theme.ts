// What createTheme() does without CSS variables, minus its import of the CSS-variables builder (vite.config.ts says why).
import createThemeNoVars from '@mui/material/styles/createThemeNoVars';
import type { Components, Theme } from '@mui/material/styles';
import { COMPONENT_TEXTS } from '@community/vocabulary';

/**
 * The words MUI's components write themselves (MUI's enUS locale, in our catalogs: COMPONENT_TEXTS), as default
 * props whose texts are read each time a component renders (getters, and functions called at render), so they follow
 * the page's language and one theme serves every language. They are added after createTheme, which copies its
 * options and would read each getter once, at import, in English. react-admin's theme (admin/AdminApp.tsx) can
 * spread them into its `components`: its own createTheme runs when the panel renders, in the page's language.
 */
export const COMPONENT_TEXT_PROPS = {
  MuiAlert: {
    defaultProps: {
      get closeText() {
        return COMPONENT_TEXTS.close;
      },
    },
  },
  MuiAutocomplete: {
    defaultProps: {
      get clearText() {
        return COMPONENT_TEXTS.clear;
      },
      get closeText() {
        return COMPONENT_TEXTS.close;
      },
      get loadingText() {
        return COMPONENT_TEXTS.loading;
      },
      get noOptionsText() {
        return COMPONENT_TEXTS.noOptions;
      },
      get openText() {
        return COMPONENT_TEXTS.open;
      },
    },
  },
  MuiBreadcrumbs: {
    defaultProps: {
      get expandText() {
        return COMPONENT_TEXTS.showPath;
      },
    },
  },
  MuiPagination: {
    defaultProps: {
      get 'aria-label'() {
        return COMPONENT_TEXTS.paginationNavigation;
      },
      getItemAriaLabel: (type, page, selected) => {
        if (type === 'page') return selected ? COMPONENT_TEXTS.currentPage(page ?? 1) : COMPONENT_TEXTS.goToPage(page ?? 1);
        return pageArrowLabel(type);
      },
    },
  },
  MuiTablePagination: {
    defaultProps: {
      get labelRowsPerPage() {
        return COMPONENT_TEXTS.rowsPerPage;
      },
      labelDisplayedRows: ({ from, to, count }) => COMPONENT_TEXTS.displayedRows(from, to, count === -1 ? null : count),
      getItemAriaLabel: (type) => pageArrowLabel(type),
    },
  },
  MuiRating: {
    defaultProps: {
      get emptyLabelText() {
        return COMPONENT_TEXTS.noRating;
      },
      getLabelText: (value) => COMPONENT_TEXTS.stars(value),
    },
  },
} satisfies Components<Theme>;

function pageArrowLabel(type: 'first' | 'last' | 'next' | 'previous' | 'start-ellipsis' | 'end-ellipsis'): string {
  if (type === 'first') return COMPONENT_TEXTS.goToFirstPage;
  if (type === 'last') return COMPONENT_TEXTS.goToLastPage;
  if (type === 'next') return COMPONENT_TEXTS.goToNextPage;
  return COMPONENT_TEXTS.goToPreviousPage;
}

/**
 * What a member types takes its direction from its own first letters (an English sentence in the Arabic site, Arabic
 * in the English one), so its full stop and its start sit where the writer put them; an empty field, and its
 * placeholder, keep the page's direction (issue #28). The admin panel's theme uses it too.
 */
export const TYPED_TEXT_DIRECTION = { MuiInputBase: { styleOverrides: { input: { unicodeBidi: 'plaintext' } } } } as const;

const baseTheme = createThemeNoVars({
  palette: {
    primary: { main: '#1e4d8c' },
    // Dark enough for white text at AA contrast.
    secondary: { main: '#8a4f00' },
  },
  shape: { borderRadius: 8 },
  components: TYPED_TEXT_DIRECTION,
});

export const theme: Theme = { ...baseTheme, components: { ...baseTheme.components, ...COMPONENT_TEXT_PROPS } };
