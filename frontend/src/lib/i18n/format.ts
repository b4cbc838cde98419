import { INTL_LOCALES } from '@community/vocabulary';
import { currentLanguage } from './language';

/**
 * Dates, times and numbers in the reader's language (issue #28): the language the catalogs answer in (language.ts),
 * not the browser's own locale, for the member screens and the admin panel alike. Only the browser's built-in Intl
 * is used (no locale data is downloaded), and a format is made on its first use, never at import: an English page
 * that shows no date or number makes none (the first Intl format costs the ICU data's 50-75 ms of main thread; see
 * features/home/components/news-articles.ts, whose fixed English dates need no Intl at all).
 *
 * Each language's Intl locale is the vocabulary's INTL_LOCALES: Arabic month names with Latin digits, pinned
 * (`ar-u-nu-latn`, languages.ts says why), the locale the Arabic catalog writes its own numbers in too (`n` in
 * web-texts.ar.ts), so a sentence and the date in it agree.
 */
const DATE_STYLES = {
  /** "Nov 26, 2026": a day in a list or a card. */
  day: { year: 'numeric', month: 'short', day: 'numeric' },
  /** "November 26, 2026": a day on its own (a member's sign-up date). */
  longDay: { year: 'numeric', month: 'long', day: 'numeric' },
  /** "November 26, 2026" for a date without a time ("2025-01-15"): read in UTC, so no time zone moves its day. */
  calendarDay: { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' },
  /** "11/26/2026, 9:40:12 PM": a message's or a change's moment (what `toLocaleString()` writes, in the language). */
  moment: { year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' },
  /** "Nov 26, 09:40 PM": a notification's time. */
  shortMoment: { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

export type DateStyle = keyof typeof DATE_STYLES;

const dateFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A date (the API's ISO text, or a Date) in the reader's language; '' when absent or not a date. */
export function formatDate(value: string | Date | null | undefined, style: DateStyle = 'day'): string {
  if (!value) return '';
  const date = typeof value === 'string' ? new Date(value) : value;
  if (Number.isNaN(date.getTime())) return '';
  const language = currentLanguage();
  const key = `${language} ${style}`;
  let format = dateFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(INTL_LOCALES[language], DATE_STYLES[style]);
    dateFormats.set(key, format);
  }
  return format.format(date);
}

/** A number (an amount with its currency, a count) in the reader's language and digits. */
export function formatNumber(value: number, options: Intl.NumberFormatOptions = {}): string {
  const language = currentLanguage();
  // A small whole number in English is written as Intl would write it, without making a format: the unread badge
  // in the bar shows one on an English page's first paint.
  if (language === 'en' && Object.keys(options).length === 0 && Number.isInteger(value) && Math.abs(value) < 1000) return String(value);
  const key = `${language} ${JSON.stringify(options)}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(INTL_LOCALES[language], options);
    numberFormats.set(key, format);
  }
  return format.format(value);
}
