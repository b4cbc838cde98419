/**
 * The few words every page's app bar, footer, titles and loading states show. They live apart from the screens'
 * big text tables (MESSAGES, ACCOUNT_SCREEN_TEXTS, CONVERSATION_SCREEN_TEXTS, ACCESSIBILITY_STATEMENT), which refer
 * to them: the web app bundles a module whole, so a label kept inside a table would bring the table into every
 * page's first load (docs/frontend.md, "Bundle size").
 */
export const SITE_LABELS = {
  messages: 'Messages',
  notifications: 'Notifications',
  account: 'My account',
  accessibility: 'Accessibility',
  loading: 'Loading...',
} as const;
