/**
 * The one tokenizer behind every search, shared by what is stored and what is asked, so MariaDB's
 * FULLTEXT and SQLite's FTS5 see the same words and answer the same rows (docs/search.md).
 *
 * A word is a run of letters and digits after folding (`foldForSearch`), lower-cased: "Amína" and "AMINA" are
 * both `amina`, "أَحْمَد", "أحمـد" and "احمد" are all `احمد`, "مدرسة" and "مدرسه" are both `مدرسه`, "٢٠٢٤" is `2024`.
 * Arabic and Hebrew letters are letters (their vowel points are marks).
 * Each stored word carries WORD_MARK in front: InnoDB ignores words shorter than innodb_ft_min_token_size
 * (3) and its stopwords ("the", "a", "about"), and a marked word is never either, so "al" or "the"
 * are found on MariaDB exactly as on SQLite.
 */
export const WORD_MARK = 'zz';
/** InnoDB ignores tokens longer than innodb_ft_max_token_size (84); a longer word is stored and asked cut. */
const MAX_WORD = 40;
/** At most this many words of a search count: each is one more index range to intersect. */
const MAX_TERMS = 8;

/**
 * The folding's version: the stored columns were derived by it. A change to the folding raises it, and the stored
 * columns are derived again (search-rebuild.ts: the RebuildSearchFolding migration on MariaDB, the start on SQLite).
 * 1: NFKD and combining marks removed. 2: the Arabic spelling variants and Arabic digits, and the Latin letters NFKD
 * leaves whole (issue #28).
 */
export const SEARCH_FOLDING_VERSION = 2;

const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;
/** Tatweel (U+0640), the elongation stroke: a letter to Unicode, a drawing to the reader ("أحمـد" is "أحمد"). */
const TATWEEL = /\u0640/g;
/**
 * Letters written for one another, to the one the search keeps. NFKD already takes the hamza and madda off
 * أ إ آ ؤ ئ (they become ا ا ا و ي and a combining mark); they are listed anyway, so the rule does not hang on that.
 * Alef wasla ٱ, alef maqsura ى and ta marbuta ة have no decomposition. Latin letters NFKD leaves whole: ß ø ł đ æ œ ı.
 */
const FOLDED_LETTERS: Readonly<Record<string, string>> = {
  '\u0623': '\u0627', // أ → ا
  '\u0625': '\u0627', // إ → ا
  '\u0622': '\u0627', // آ → ا
  '\u0671': '\u0627', // ٱ → ا
  '\u0649': '\u064a', // ى → ي
  '\u0629': '\u0647', // ة → ه
  '\u0624': '\u0648', // ؤ → و
  '\u0626': '\u064a', // ئ → ي
  '\u00df': 'ss',
  '\u00f8': 'o',
  '\u0142': 'l',
  '\u0111': 'd',
  '\u00e6': 'ae',
  '\u0153': 'oe',
  '\u0131': 'i',
};
const FOLDED = new RegExp(`[${Object.keys(FOLDED_LETTERS).join('')}]`, 'g');
/** Arabic-Indic (U+0660–0669) and Extended Arabic-Indic (U+06F0–06F9, Persian and Urdu) digits. */
const ARABIC_DIGITS = /[\u0660-\u0669\u06f0-\u06f9]/g;

/**
 * The text as the search sees it, before it is split into words: NFKD, combining marks removed (accents, the
 * Arabic short vowels U+064B–065F and superscript alef U+0670, Hebrew points), tatweel removed, lower-cased, the
 * variants above folded, Arabic digits as ASCII digits. Used for what is stored and what is asked alike.
 */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .replace(TATWEEL, '')
    .toLowerCase()
    .replace(FOLDED, (letter) => FOLDED_LETTERS[letter])
    .replace(ARABIC_DIGITS, (digit) => String(digit.charCodeAt(0) - (digit >= '\u06f0' ? 0x06f0 : 0x0660)));
}

export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return foldForSearch(text)
    .split(NOT_WORD)
    .filter((word) => word.length > 0)
    .map((word) => word.slice(0, MAX_WORD));
}

/** The stored column: every distinct word of the parts, marked, space-separated. */
export function searchTextOf(parts: ReadonlyArray<string | number | null | undefined>): string {
  const words = new Set<string>();
  for (const part of parts) for (const word of searchWords(part === null || part === undefined ? null : String(part))) words.add(word);
  return [...words].map((word) => WORD_MARK + word).join(' ');
}

export interface SearchQuery {
  /** Word prefixes that must all be found. Empty: the text has no letters or digits and matches nothing. */
  terms: string[];
  /**
   * The search as typed, when it holds characters the words leave out ("100%", "r.ok@", "axolotl-bread"):
   * rows are then also checked for it as a case-insensitive substring of the searched fields, so such
   * a search keeps the exact meaning it had before full-text search.
   */
  literal: string | null;
}

export function parseSearch(text: string): SearchQuery {
  const terms = [...new Set(searchWords(text))].slice(0, MAX_TERMS);
  const literal = /[^\p{L}\p{N}\p{M}\s]/u.test(text) ? text.trim() : null;
  return { terms, literal };
}
