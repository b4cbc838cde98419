import { lazy, Suspense } from 'react';
import { useSession } from '../../../lib/session';

// The banner (with MESSAGES, Alert and its API calls) is only for signed-in members whose email is unconfirmed, so
// its code is not part of any page's first load (docs/frontend.md, "Bundle size").
const EmailConfirmationBanner = lazy(() => import('./EmailConfirmationBanner').then((module) => ({ default: module.EmailConfirmationBanner })));

/** Loads and shows the email confirmation banner for a signed-in member whose email is not confirmed yet. */
export function EmailConfirmationGate() {
  const { user, isAuthenticated } = useSession();
  if (!isAuthenticated || user?.emailConfirmed !== false) return null;
  return (
    <Suspense fallback={null}>
      <EmailConfirmationBanner />
    </Suspense>
  );
}
