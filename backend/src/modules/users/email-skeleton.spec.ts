import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { EMAIL_PATTERN, normalizeEmailAddress } from '@community/vocabulary';
import { emailSkeleton } from './email-skeleton';
import { normalizeEmail } from './users.service';

/** Every Default_Ignorable_Code_Point the brief names, and a few more from the same property. */
const INVISIBLE = [
  '\u00AD',
  '\u034F',
  '\u061C',
  '\u180E',
  '\u200B',
  '\u200C',
  '\u200D',
  '\u200E',
  '\u200F',
  '\u202A',
  '\u202E',
  '\u2060',
  '\u2064',
  '\uFE0F',
  '\uFEFF',
  '\u{E0041}',
];

describe('email addresses: one spelling for every door (issue #23)', () => {
  for (const mark of INVISIBLE) {
    it(`drops U+${mark.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')} wherever it stands`, () => {
      assert.equal(normalizeEmail(`a${mark}mina@exa${mark}mple.com`), 'amina@example.com');
      assert.equal(emailSkeleton(`a${mark}mina@example.com`), emailSkeleton('amina@example.com'));
    });
  }

  it('drops a trailing dot (one or more) after the domain, and folds case and outer spaces as before', () => {
    assert.equal(normalizeEmailAddress(' Amina@Example.COM. '), 'amina@example.com');
    assert.equal(normalizeEmailAddress('amina@example.com..'), 'amina@example.com');
    assert.equal(emailSkeleton('amina@example.com.'), emailSkeleton('amina@example.com'));
  });

  it('keeps what is part of an address: dots inside, plus tags, letters of other scripts', () => {
    assert.equal(normalizeEmailAddress('amina.yusuf+ads@mail.example.com'), 'amina.yusuf+ads@mail.example.com');
    assert.equal(normalizeEmailAddress('ليلى@example.com'), 'ليلى@example.com');
  });

  it('what is left after the invisible characters is what the address rule judges', () => {
    assert.equal(EMAIL_PATTERN.test(normalizeEmailAddress('\u200B@example.com')), false);
    assert.equal(EMAIL_PATTERN.test(normalizeEmailAddress('amina\u00AD@example.com')), true);
  });
});
