import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as vocabulary from '@community/vocabulary';
import { API_TEXTS, ERROR_CATALOGS, ERRORS_AR, apiTextIn, apiTextKey, flattenTexts } from '@community/vocabulary';

const ARABIC = /[\u0600-\u06ff]/;

/** The shape of a catalog: every key path, and whether it is a text or a function. */
function shape(catalog: object, prefix = ''): string[] {
  return Object.entries(catalog).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}: text`] : typeof value === 'function' ? [`${prefix}${key}: function`] : shape(value, `${prefix}${key}.`),
  );
}

/** Backend sources (this spec runs from dist/src; the sources are beside it in src/). */
function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? sources(path) : path.endsWith('.ts') && !path.endsWith('.spec.ts') ? [path] : [];
  });
}

/**
 * Answers only the admin panel gets (it shows them as they are): not texts a member can meet. Named one by one, so a
 * new member-facing answer is not left out by a pattern.
 */
const ADMIN_ONLY = new Set([
  'MESSAGES.moderation.idInvalid',
  'MESSAGES.moderation.adNotFound',
  'MESSAGES.moderation.businessGroupNotFound',
  'MESSAGES.moderation.adminAccount',
  'MESSAGES.moderation.adStatusFilterInvalid',
  'MESSAGES.moderation.businessGroupStatusFilterInvalid',
  'TWO_FACTOR_TEXTS.notOnForMember',
  'TWO_FACTOR_TEXTS.resetOwn',
  'VERIFICATION_TEXTS.noteRequired',
  'VERIFICATION_TEXTS.noteLength',
  'VERIFICATION_TEXTS.notListed',
  'VERIFICATION_TEXTS.profileChanged',
]);

describe('the API texts catalogs (vocabulary/src/i18n/errors.ts)', () => {
  it('the Arabic catalog has every key of the English API texts, of the same kind, and no other', () => {
    assert.deepEqual(shape(ERRORS_AR), shape(API_TEXTS));
    assert.equal(ERROR_CATALOGS.ar, ERRORS_AR);
  });

  it('every English text has an Arabic one, in Arabic script, and equal English texts have equal Arabic ones', () => {
    const english = flattenTexts(API_TEXTS);
    const arabic = flattenTexts(ERRORS_AR);
    const byEnglish = new Map<string, string>();
    for (const [key, text] of english) {
      const translated = arabic.get(key);
      assert.ok(translated && ARABIC.test(translated), `${key}: "${text}" has an Arabic text`);
      const earlier = byEnglish.get(text);
      assert.ok(earlier === undefined || earlier === translated, `"${text}" reads the same in Arabic wherever it is answered (${key})`);
      byEnglish.set(text, translated);
    }
  });

  it('the English texts are the constants the API answers, byte for byte', () => {
    assert.equal(API_TEXTS.account.languageInvalid, vocabulary.ACCOUNT_TEXTS.languageInvalid);
    assert.equal(API_TEXTS.http.unauthorized, 'Please sign in to continue');
    assert.equal(API_TEXTS.login.wrongCredentials, 'Invalid email or password');
    assert.equal(API_TEXTS.conversation.newAccountCap(3), 'New accounts can open at most 3 conversations a day; try again tomorrow');
  });

  it('finds the Arabic text of an API answer by its English text, and leaves an unknown answer as it came', () => {
    assert.equal(apiTextKey('Please sign in to continue'), 'http.unauthorized');
    assert.equal(apiTextIn('Please sign in to continue', 'ar', ERROR_CATALOGS), 'يُرجى تسجيل الدخول للمتابعة');
    assert.equal(apiTextIn('Language must be en or ar', 'ar', ERROR_CATALOGS), 'يجب أن تكون اللغة en أو ar');
    assert.equal(apiTextIn('Please sign in to continue', 'en', ERROR_CATALOGS), 'Please sign in to continue');
    assert.equal(apiTextIn('Some text we never answer', 'ar', ERROR_CATALOGS), 'Some text we never answer');
    assert.equal(ERRORS_AR.conversation.transitionRefused('new', 'accepted').includes('مقبولة'), true);
    assert.equal(ERRORS_AR.conversation.newAccountCap(3).includes('3'), true);
  });

  it('every vocabulary text the backend throws is in the catalog, unless only the admin panel can meet it', () => {
    const thrown = new Set<string>();
    const pattern = /Exception\(\s*((?:MESSAGES|ACCOUNT_TEXTS|CONVERSATION_TEXTS|ISSUE_TEXTS|TWO_FACTOR_TEXTS|LIST_PAGE_TEXTS|VERIFICATION_TEXTS)(?:\.\w+)+)/g;
    for (const file of sources(join(__dirname, '../../../../src'))) {
      for (const match of readFileSync(file, 'utf8').matchAll(pattern)) thrown.add(match[1]);
    }
    assert.ok(thrown.size > 50, `the scan found the backend's answers (${thrown.size})`);
    const missing: string[] = [];
    for (const path of thrown) {
      if (ADMIN_ONLY.has(path)) continue;
      const value = path.split('.').reduce<unknown>((object, key) => (object as Record<string, unknown>)?.[key], vocabulary);
      if (typeof value === 'function') continue; // a text made from facts: its key is in the catalog as a function (checked above)
      if (typeof value !== 'string' || apiTextKey(value) === null) missing.push(`${path}: ${String(value)}`);
    }
    assert.deepEqual(missing, [], 'texts the API answers a member without an Arabic entry');
  });
});
