import { Suspense, type ReactNode } from 'react';

/** Renders a lazily loaded part (a dialog) once it has been used, with nothing in its place while its code loads. */
export function LoadedOnFirstUse({ used, children }: { used: boolean; children: ReactNode }) {
  return used ? <Suspense fallback={null}>{children}</Suspense> : null;
}
