import { lazy, useEffect, useState, type ReactNode } from 'react';
import { PageFrameContext } from '../../lib/page-frame';
import { Navigate } from '../../lib/router';
import { sessionStore, useSession } from '../../lib/session';
import { useHydrated } from '../../lib/use-hydrated';
import { decideAccess, ROUTE_RULES, type AccessDecision, type GuardedPath } from '../route-access';

// Only first Google sign-ins need it, so it stays out of the first load.
const ProfileCompletionPage = lazy(() => import('../../features/profile-completion'));

export function RouteGuard({ path, children }: { path: GuardedPath; children: ReactNode }) {
  const session = useSession();
  const rule = ROUTE_RULES[path];
  const current = decideAccess(rule, session);
  // Signed-out screens judge the visitor on arrival: signing in on /signin must not bounce before its 2 s redirect.
  // Arrival is read from the store after the first commit: a hydrated page first renders the pre-rendered signed-out view.
  const [onArrival, setOnArrival] = useState<AccessDecision | null>(null);
  useEffect(() => {
    setOnArrival((decided) => decided ?? decideAccess(rule, sessionStore.getState()));
  }, [rule]);
  const hydrated = useHydrated();
  // A member page's pre-rendered frame (prerender/prerendered-routes.ts) is made, and taken over by React, as the page
  // itself: the build and the hydration render know no session. The render straight after decides with the real one.
  const frameOnly = !hydrated && rule.kind === 'signedIn';
  const decision = rule.kind === 'signedOutOnly' ? (onArrival ?? current) : current;
  // The frame and the allowed page are one element, so React keeps the page it took over; only the context changes.
  if (frameOnly || decision === 'allow') return <PageFrameContext.Provider value={frameOnly}>{children}</PageFrameContext.Provider>;
  if (decision === 'complete-profile') return <ProfileCompletionPage />;
  return <Navigate to={decision} replace />;
}
