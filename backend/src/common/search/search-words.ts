/**
 * The one tokenizer behind every search, shared by what is stored and what is asked, so MariaDB's
 * FULLTEXT and SQLite's FTS5 see the same words and answer the same rows (docs/search.md).
 *
 * A word is a run of letters and digits after NFKD and removing combining marks, lower-cased: "Amína"
 * and "AMINA" are both `amina`; Arabic and Hebrew letters are letters (their vowel points are marks).
 * Each stored word carries WORD_MARK in front: InnoDB ignores words shorter than innodb_ft_min_token_size
 * (3) and its stopwords ("the", "a", "about"), and a marked word is never either, so "al" or "the"
 * are found on MariaDB exactly as on SQLite.
 */
export const WORD_MARK = 'zz';
/** InnoDB ignores tokens longer than innodb_ft_max_token_size (84); a longer word is stored and asked cut. */
const MAX_WORD = 40;
/** At most this many words of a search count: each is one more index range to intersect. */
const MAX_TERMS = 8;

const MARKS = /\p{M}+/gu;
const NOT_WORD = /[^\p{L}\p{N}]+/u;

export function searchWords(text: string | null | undefined): string[] {
  if (!text) return [];
  return text
    .normalize('NFKD')
    .replace(MARKS, '')
    .toLowerCase()
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
