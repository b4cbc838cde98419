import { lazy, Suspense } from 'react';
import { MESSAGES_PATH, type NavLink } from './nav-links';

// Only a signed-in member with unread conversations sees a badge, so MUI's Badge stays out of the first load.
const UnreadBadge = lazy(() => import('./UnreadBadge'));

/**
 * A nav link's text; the Messages link also shows how many conversations have something unread, and the side menu's
 * Notifications link how many notifications (`always`: a count for whatever link it is given).
 */
export function NavLinkLabel({ link, unread, always = false }: { link: NavLink; unread: number; always?: boolean }) {
  if ((!always && link.to !== MESSAGES_PATH) || unread <= 0) return <>{link.label}</>;
  return (
    <Suspense fallback={link.label}>
      <UnreadBadge label={link.label} unread={unread} />
    </Suspense>
  );
}
