import type { ReactNode } from 'react';
import type { SwitchableSection } from '@community/vocabulary';
import { useSectionState } from '../lib/use-section-settings';
import { ComingSoonOverlay } from './ComingSoonOverlay';

/** A section an admin opens from the dashboard: the spec's Coming Soon overlay until then, the section itself after. */
export function SectionGate({ section, children }: { section: SwitchableSection; children: ReactNode }) {
  const state = useSectionState(section);
  return state === 'open' ? <>{children}</> : <ComingSoonOverlay>{children}</ComingSoonOverlay>;
}
