import { lazy, Suspense } from 'react';
import { MESSAGES_PATH, type NavLink } from './nav-links';

// Only a signed-in member with unread conversations sees a badge, so MUI's Badge stays out of the first load.
const UnreadBadge = lazy(() => import('./UnreadBadge'));

/** A nav link's text; the Messages link also shows how many conversations have something unread. */
export function NavLinkLabel({ link, unread }: { link: NavLink; unread: number }) {
  if (link.to !== MESSAGES_PATH || unread <= 0) return <>{link.label}</>;
  return (
    <Suspense fallback={link.label}>
      <UnreadBadge label={link.label} unread={unread} />
    </Suspense>
  );
}
