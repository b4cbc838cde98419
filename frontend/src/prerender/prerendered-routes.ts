/**
 * The public pages served as HTML made at build time. Not /jobs nor /jobs/:id (issue #27): what they show depends on a
 * setting an admin flips at run time (Coming Soon, or the board), so HTML made at build time would be wrong the day
 * the board opens; they get the shell, and the API serves /jobs/:id itself with the posting's JobPosting JSON-LD.
 */
export const PUBLIC_PRERENDERED_ROUTES = [
  '/',
  '/business',
  '/signin',
  '/signup',
  '/business-signup',
  '/contact',
  '/forgot-password',
  '/accessibility',
] as const;

/**
 * Member pages pre-rendered as their empty frame: the layout, the heading, the filters and the list's reserved space,
 * without data (that needs the visitor's session). The browser paints the page at once instead of after the app's code,
 * then the app takes the frame over and the guard decides as always (docs/frontend.md, "Member page frames").
 */
export const MEMBER_PAGE_FRAMES = ['/professionalnetwork', '/businessnetwork'] as const;

/** Every route with its own pre-rendered HTML; every other route gets the plain shell. */
export const PRERENDERED_ROUTES = [...PUBLIC_PRERENDERED_ROUTES, ...MEMBER_PAGE_FRAMES] as const;

export type PrerenderedRoute = (typeof PRERENDERED_ROUTES)[number];
