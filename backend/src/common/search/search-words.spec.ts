import { describe, it } from 'node:test';
import assert from 'node:assert/strict';
import { foldForSearch, parseSearch, searchTextOf, searchWords } from './search-words';

/** The folding rules (docs/search.md, "Spelling variants"), each a case, and that stored and asked words agree. */
describe('searchWords folds spelling variants', () => {
  const folds = (text: string, expected: string) => assert.deepEqual(searchWords(text), [expected], `${text} → ${expected}`);

  it('alef with hamza above (أ), below (إ), madda (آ) and wasla (ٱ) are alef (ا)', () => {
    folds('أحمد', 'احمد');
    folds('إبراهيم', 'ابراهيم');
    folds('آمنة', 'امنه');
    folds('ٱلله', 'الله');
  });

  it('alef maqsura (ى) is ya (ي)', () => {
    folds('مصطفى', 'مصطفي');
    folds('هدى', 'هدي');
  });

  it('ta marbuta (ة) is ha (ه)', () => {
    folds('مدرسة', 'مدرسه');
    assert.deepEqual(searchWords('مدرسه'), searchWords('مدرسة'));
  });

  it('hamza on waw (ؤ) is waw (و) and hamza on ya (ئ) is ya (ي)', () => {
    folds('مؤمن', 'مومن');
    folds('رئيس', 'رييس');
  });

  it('tatweel (U+0640) is removed', () => {
    folds('أحمـد', 'احمد');
    folds('مـــدرســة', 'مدرسه');
  });

  it('the short vowels (harakat U+064B–065F) and superscript alef (U+0670) are removed', () => {
    folds('أَحْمَد', 'احمد');
    folds('مُحَمَّدٌ', 'محمد');
    folds('هٰذا', 'هذا');
    folds('كِتَابًا', 'كتابا');
  });

  it('Arabic-Indic and Extended Arabic-Indic digits are ASCII digits', () => {
    folds('٢٠٢٤', '2024');
    folds('۱۴۰۳', '1403');
    folds('٠١٢٣٤٥٦٧٨٩', '0123456789');
    folds('۰۱۲۳۴۵۶۷۸۹', '0123456789');
  });

  it('Latin accents are folded (NFKD), and the letters NFKD leaves whole too', () => {
    folds('José', 'jose');
    folds('ÅNGSTRÖM', 'angstrom');
    folds('Straße', 'strasse');
    folds('Søren', 'soren');
    folds('Łódź', 'lodz');
    folds('Đorđe', 'dorde');
    folds('Æsir', 'aesir');
    folds('Œuvre', 'oeuvre');
  });

  it('Arabic presentation forms are the letters they draw (NFKD)', () => {
    folds('\ufe83\ufea3\ufee4\ufeaa', 'احمد'); // ﺃﺣﻤﺪ
  });

  it('leaves Hebrew letters as they were (points removed), and splits on what is not a letter or digit', () => {
    assert.deepEqual(searchWords('שָׁרָה כהן'), ['שרה', 'כהן']);
    assert.deepEqual(searchWords('Amina-Haddad, 2024'), ['amina', 'haddad', '2024']);
    assert.equal(foldForSearch('AbC'), 'abc');
  });

  it('folds what is asked as what is stored, so each spelling finds the others', () => {
    const stored = searchTextOf(['أحمد', 'مدرسة', 'José', '2024']);
    for (const asked of ['احمد', 'أَحْمَد', 'أحمـد', 'مدرسه', 'jose', '٢٠٢٤']) {
      const { terms } = parseSearch(asked);
      assert.equal(terms.length, 1);
      assert.ok(stored.split(' ').includes(`zz${terms[0]}`), `${asked} in ${stored}`);
    }
  });

  it('keeps the literal only for symbols, not for marks or tatweel', () => {
    assert.equal(parseSearch('أَحْمَـد').literal, null);
    assert.equal(parseSearch('100%').literal, '100%');
  });
});
