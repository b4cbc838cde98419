import { useEffect, useState } from 'react';
import type { SectionState, SwitchableSection } from '@community/vocabulary';
import { apiRequest, type ApiSchema } from './api-client';

type SectionSettings = ApiSchema<'SectionSettingsDto'>;

let pending: Promise<Partial<SectionSettings>> | null = null;

/** GET /settings (public), once per page load: the sections change only when an admin flips a switch. */
function loadSettings(): Promise<Partial<SectionSettings>> {
  pending ??= apiRequest<Partial<SectionSettings>>('/settings')
    .then((response) => (response.ok ? response.data : {}))
    .catch(() => ({}))
    .then((settings) => {
      // A failed answer is not kept, so the next page asks again.
      if (Object.keys(settings).length === 0) pending = null;
      return settings;
    });
  return pending;
}

/** Tests start each case from a fresh page load. */
export function forgetSectionSettings() {
  pending = null;
}

/**
 * Like `useSectionState`, but 'pending' until the settings answer, for a page that shows either the section or its
 * Coming Soon state and nothing of the section before it knows (the Job Board's list).
 */
export function useSectionStateOrPending(section: SwitchableSection): SectionState | 'pending' {
  const [state, setState] = useState<SectionState | 'pending'>('pending');
  useEffect(() => {
    let current = true;
    void loadSettings().then((settings) => {
      if (current) setState(settings[section] === 'open' ? 'open' : 'coming_soon');
    });
    return () => {
      current = false;
    };
  }, [section]);
  return state;
}

/**
 * Whether an admin opened a section. Until the answer comes, or if it never does, the section stays
 * Coming Soon: the spec's overlay is the safe default.
 */
export function useSectionState(section: SwitchableSection): SectionState {
  const [state, setState] = useState<SectionState>('coming_soon');
  useEffect(() => {
    let current = true;
    void loadSettings().then((settings) => {
      if (current) setState(settings[section] === 'open' ? 'open' : 'coming_soon');
    });
    return () => {
      current = false;
    };
  }, [section]);
  return state;
}
