/**
 * The languages of the product (issue #28, docs/languages.md): English, the default and the spec's texts, and Arabic,
 * written right to left. A member's `language` is one of these; the catalogs under `i18n/` are keyed by them.
 */
export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

/** The reading direction of each language: `<html dir>`, the MUI theme, the mail's `dir`. */
export const LANGUAGE_DIRECTIONS: Readonly<Record<Language, 'ltr' | 'rtl'>> = { en: 'ltr', ar: 'rtl' };

/**
 * The locale Intl writes each language's dates and numbers in (the web app's lib/i18n/format.ts, the catalogs'
 * numbers). Arabic is pinned to Latin digits (`nu-latn`), with Arabic month names ("27 نوفمبر 2026"): that is what
 * CLDR 48 (Node 20's ICU) gives for plain `ar`, but an engine with older locale data gives Arabic-Indic digits
 * (٢٠٢٦) for it, so a page pre-rendered in Node and hydrated in such a browser would disagree with itself, and a
 * sentence's numbers with its dates. Pinned, every engine writes the same digits.
 */
export const INTL_LOCALES: Readonly<Record<Language, string>> = { en: 'en', ar: 'ar-u-nu-latn' };

/** Each language named in itself, for the switch in the header. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ar: 'العربية' };

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/**
 * The product language an `Accept-Language` header asks for first (RFC 9110 §12.5.4: by q, then by order; `ar-EG`
 * is `ar`; `q=0` refuses), or DEFAULT_LANGUAGE when it names none of ours or there is no header.
 */
export function languageFromAcceptLanguage(header: string | string[] | null | undefined): Language {
  const text = Array.isArray(header) ? header.join(',') : header;
  if (!text) return DEFAULT_LANGUAGE;
  const ranges = text
    .slice(0, 1000)
    .split(',')
    .map((part, order) => {
      const [tag, ...params] = part.trim().split(';');
      const q = params.map((param) => param.trim()).find((param) => /^q=/i.test(param));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { primary: tag.trim().toLowerCase().split('-')[0], weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter((range) => range.weight > 0 && isLanguage(range.primary))
    .sort((a, b) => b.weight - a.weight || a.order - b.order);
  return ranges.length ? (ranges[0].primary as Language) : DEFAULT_LANGUAGE;
}
