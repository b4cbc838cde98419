import { isLanguage, type Language } from '@community/vocabulary/languages';
import { apiRequest } from '../api-client';
import { sessionStore } from '../session';
import { currentLanguage } from './language';
import { switchLanguage } from './switch-language';

/**
 * A signed-in member's language is saved on the account (`users.language`, docs/languages.md). After a sign-in the
 * app follows it (the cookie, the page); the switch in the header, signed in, saves the choice to the account too.
 */

/** Saves the member's language (`PATCH /account { language }`); true when the API took it. */
export async function saveAccountLanguage(language: Language): Promise<boolean> {
  const answer = await apiRequest('/account', { method: 'PATCH', body: { language } });
  return answer.ok;
}

/** Switches the page, and when signed in saves the choice to the account as well (a failed save keeps the switch). */
export async function chooseLanguage(language: Language): Promise<void> {
  await switchLanguage(language);
  if (sessionStore.getState().isAuthenticated) await saveAccountLanguage(language).catch(() => false);
}

/** Reads the saved language and switches to it when the page is in another one. */
export async function followAccountLanguage(): Promise<void> {
  const answer = await apiRequest<{ language?: string }>('/account');
  const saved = answer.ok ? answer.data.language : undefined;
  if (isLanguage(saved) && saved !== currentLanguage() && sessionStore.getState().isAuthenticated) await switchLanguage(saved);
}

/**
 * Watches the session: each time it turns signed in (a sign-in, a Google hand-back, a confirmed address), the app
 * follows the account's language. A page loaded already signed in keeps the cookie's language (the same, once
 * followed or switched). Returns the unsubscribe.
 */
export function followLanguageOnSignIn(): () => void {
  let signedIn = sessionStore.getState().isAuthenticated;
  return sessionStore.subscribe(() => {
    const now = sessionStore.getState().isAuthenticated;
    if (now && !signedIn) void followAccountLanguage().catch(() => {});
    signedIn = now;
  });
}
