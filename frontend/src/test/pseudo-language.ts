import { WEB_TEXTS, type WebTexts } from '@community/vocabulary/catalogs/web-texts';

/**
 * The pseudo-language (`PSEUDO_LANGUAGE=1 npx vitest run ...`): every catalog text wrapped in ⟦…⟧, so a text a
 * screen shows that is not marked did not come from the catalogs (a literal in a component, a text read once at
 * import time, a library's own words). The API's data is not the catalogs' business, and dates and numbers come from
 * Intl: those are allowed (test/setup.ts collects the words the stubbed API answered).
 */
export const PSEUDO_LANGUAGE = typeof process !== 'undefined' && process.env.PSEUDO_LANGUAGE === '1';

const mark = (text: string) => `⟦${text}⟧`;

export function pseudoCatalog(value: unknown = WEB_TEXTS): WebTexts {
  const convert = (item: unknown): unknown => {
    if (typeof item === 'string') return mark(item);
    if (typeof item === 'function') return (...args: unknown[]) => convert((item as (...a: unknown[]) => unknown)(...args));
    if (Array.isArray(item)) return item.map(convert);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, convert(inner)]));
    return item;
  };
  return convert(value) as WebTexts;
}

const apiWords = new Set<string>();
const WORD = /\p{L}[\p{L}\p{M}'’.@-]*/gu;

/** Every word of a stubbed API answer (test/mock-api.ts): members' names, ads' titles... are data, not catalog text. */
export function allowApiData(value: unknown): void {
  if (!PSEUDO_LANGUAGE) return;
  if (typeof value === 'string') for (const word of value.match(WORD) ?? []) apiWords.add(word.toLowerCase());
  else if (Array.isArray(value)) value.forEach(allowApiData);
  else if (value && typeof value === 'object') Object.values(value).forEach(allowApiData);
}

// Month and weekday names, and the day periods, as Intl writes them in the (pseudo-language's) English locale.
for (let month = 0; month < 12; month++) {
  for (const style of ['long', 'short'] as const) {
    const date = new Date(Date.UTC(2025, month, 3 + month, 15));
    allowApiData(new Intl.DateTimeFormat('en', { month: style, weekday: style, hour: 'numeric' }).format(date));
  }
}

/** The visible text nodes under root whose words are neither inside ⟦…⟧ nor the API's data. */
export function unmarkedTexts(root: Node): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const parent = node.parentElement;
    // A text marked as another language (the switch's "العربية") is that language's own word, not the page's.
    if (!parent || parent.closest('script, style, [hidden], template, [lang]')) continue;
    const text = node.textContent ?? '';
    const outside = text.replace(/⟦[^⟧]*⟧/g, ' ');
    // A marked text split over several nodes by the markup around it: its start or its end is marked elsewhere.
    const inside = /^[^⟦]*⟧/.test(outside) || /⟦[^⟧]*$/.test(outside);
    // An address (the footer's configured e-mail) is data too.
    const words = (outside.match(WORD) ?? []).filter((word) => !word.includes('@') && !apiWords.has(word.toLowerCase()));
    if (!inside && words.length > 0) found.push(text.trim());
  }
  return [...new Set(found)];
}
