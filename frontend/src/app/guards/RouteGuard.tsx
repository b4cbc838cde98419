import { lazy, useState, type ReactNode } from 'react';
import { Navigate } from 'react-router-dom';
import { useSession } from '../../lib/session';
import { decideAccess, ROUTE_RULES, type GuardedPath } from '../route-access';

// Only first Google sign-ins need it, so it stays out of the first load.
const ProfileCompletionPage = lazy(() => import('../../features/profile-completion'));

export function RouteGuard({ path, children }: { path: GuardedPath; children: ReactNode }) {
  const session = useSession();
  const rule = ROUTE_RULES[path];
  const current = decideAccess(rule, session);
  // Signed-out screens judge the visitor on arrival: signing in on /signin must not bounce before its 2 s redirect.
  const [onArrival] = useState(current);
  const decision = rule.kind === 'signedOutOnly' ? onArrival : current;
  if (decision === 'allow') return <>{children}</>;
  if (decision === 'complete-profile') return <ProfileCompletionPage />;
  return <Navigate to={decision} replace />;
}
