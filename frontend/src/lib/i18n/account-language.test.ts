import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '../../test/mock-api';
import { sessionStore } from '../session';
import { chooseLanguage, followLanguageOnSignIn } from './account-language';
import { currentLanguage, languageSnapshot, setLanguage } from './language';
import { markDocument } from './switch-language';

describe("the account's language", () => {
  const before = languageSnapshot();
  afterEach(() => {
    vi.unstubAllGlobals();
    sessionStore.logout();
    setLanguage(before);
    markDocument('en');
  });

  it('after a sign-in, follows the language saved on the account', async () => {
    mockApi({ 'GET /account': { body: { language: 'ar' } } });
    const stop = followLanguageOnSignIn();
    sessionStore.loginSuccess({ role: 'helper', industry: null }, 'token');
    await vi.waitFor(() => expect(currentLanguage()).toBe('ar'));
    expect(document.documentElement.dir).toBe('rtl');
    stop();
  });

  it('the switch saves the choice to the account when signed in, and only then', async () => {
    const api = mockApi({ 'PATCH /account': { body: {} } });
    await chooseLanguage('ar');
    expect(api.callsTo('PATCH /account')).toHaveLength(0);
    sessionStore.loginSuccess({ role: 'helper', industry: null }, 'token');
    await chooseLanguage('en');
    expect(api.callsTo('PATCH /account').map((call) => call.body)).toEqual([{ language: 'en' }]);
    expect(currentLanguage()).toBe('en');
  });
});
