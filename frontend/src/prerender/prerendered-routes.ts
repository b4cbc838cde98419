/** The public pages served as HTML made at build time; every other route gets the plain shell. */
export const PRERENDERED_ROUTES = ['/', '/business', '/signin', '/signup', '/business-signup', '/contact', '/forgot-password', '/accessibility'] as const;
