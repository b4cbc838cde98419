import { SCREEN_TEXTS } from '@community/vocabulary';

const SECTION_NAMES: Record<string, string> = {
  'professional-network': SCREEN_TEXTS.nav.professionalNetwork,
  'legal-assistance': SCREEN_TEXTS.nav.legalAssistance,
  'virtual-clinic': SCREEN_TEXTS.nav.virtualClinic,
  'business-groups': SCREEN_TEXTS.nav.businessDirectory,
};

export function sectionName(section: string): string {
  return SECTION_NAMES[section] ?? section;
}

/** details is the sender's text, or the fields of a legal or clinic form. */
export function detailLines(details: string | Record<string, unknown>): string[] {
  if (typeof details === 'string') return [details];
  return Object.entries(details)
    .filter(([, value]) => value !== null && value !== undefined && value !== '')
    .map(([key, value]) => `${key.replace(/_/g, ' ')}: ${String(value)}`);
}
