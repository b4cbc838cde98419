import { WEB_TEXTS, type WebTexts } from '@community/vocabulary/catalogs/web-texts';
import { initials } from '../components/MemberAvatar';

/**
 * The pseudo-language every component test renders in (issue #28; the default run, `npm test`'s too): each catalog text
 * is wrapped in two invisible marks (private-use characters, so no regex's `\s`, trim or normalizer removes them), and
 * test/setup.ts fails a test whose page shows a text that is not marked: it did not come from the catalogs (a literal
 * in a component, a text read once at import time, a library's own words). The tests themselves see through the marks
 * (`seeThroughMarks`): the DOM reads they and Testing Library make (textContent, attributes, values) and the vocabulary
 * tables a test file imports (vite.config.ts, `vocabularySeenByTests`) answer without them, so every assertion reads
 * the English it always did and every screen test checks catalog coverage in the same run. The API's data is not the
 * catalogs' business, and dates and numbers come from Intl: those are allowed (the words the stubbed API answered,
 * Intl's month and weekday names). `PSEUDO_LANGUAGE=0` turns the marks off (plain English), e.g. to compare timings.
 */
export const PSEUDO_LANGUAGE = typeof process !== 'undefined' && process.env.PSEUDO_LANGUAGE !== '0';

export const OPEN_MARK = '\uE000';
export const CLOSE_MARK = '\uE001';
const MARKS = /[\uE000\uE001]/g;
const HAS_MARK = /[\uE000\uE001]/;

/** A text as the page's reader sees it: without the marks. */
export function unmark(text: string): string {
  return HAS_MARK.test(text) ? text.replace(MARKS, '') : text;
}

/**
 * Marks a text; react-admin's plural forms ("1 item |||| %{smart_count} items", polyglot) are marked one by one,
 * since polyglot shows only one of them.
 */
const mark = (text: string) =>
  text
    .split('||||')
    .map((form) => `${OPEN_MARK}${form}${CLOSE_MARK}`)
    .join('||||');

/** A catalog (or react-admin's messages) with every text marked; a text made by a function is marked whole. */
export function pseudoCatalog<T = WebTexts>(value: T = WEB_TEXTS as T): T {
  const convert = (item: unknown): unknown => {
    if (typeof item === 'string') return mark(item);
    if (typeof item === 'function') return (...args: unknown[]) => convert((item as (...a: unknown[]) => unknown)(...args));
    if (Array.isArray(item)) return item.map(convert);
    if (item && typeof item === 'object') return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, convert(inner)]));
    return item;
  };
  return convert(value) as T;
}

const plain = (value: object) => Array.isArray(value) || Object.getPrototypeOf(value) === Object.prototype || Object.getPrototypeOf(value) === null;
const seen = new WeakMap<object, unknown>();

/**
 * A vocabulary table as a test file reads it: its texts (and what its functions return) without the marks, in the
 * current language, so `getByText(SCREEN_TEXTS.nav.home)` matches the page's text read through the marks.
 */
export function seenThroughMarks<T>(value: T): T {
  if (typeof value === 'string') return unmark(value) as T;
  if (typeof value === 'function') {
    const inner = value as (...args: unknown[]) => unknown;
    return function (this: unknown, ...args: unknown[]) {
      return seenThroughMarks(Reflect.apply(inner, this, args));
    } as T;
  }
  if (!value || typeof value !== 'object' || !plain(value)) return value;
  const known = seen.get(value);
  if (known) return known as T;
  const proxy = new Proxy(value, {
    get(target, key, receiver) {
      const item = Reflect.get(target, key, receiver) as unknown;
      // A list's own methods (map, join...) run on the proxy, so the items they read are seen through the marks.
      if (typeof item === 'function' && Array.isArray(target) && typeof key !== 'symbol' && !Object.hasOwn(target, key)) return item;
      return typeof key === 'symbol' ? item : seenThroughMarks(item);
    },
  });
  seen.set(value, proxy);
  return proxy;
}

type Getter = (this: unknown) => unknown;

/** Replaces a property's getter on a prototype so that a string it answers is read without the marks. */
function unmarkGetter(prototype: object | undefined, property: string): void {
  if (!prototype) return;
  const descriptor = Object.getOwnPropertyDescriptor(prototype, property);
  if (!descriptor?.get) return;
  const get = descriptor.get as Getter;
  Object.defineProperty(prototype, property, {
    ...descriptor,
    get(this: unknown) {
      const value = get.call(this);
      return typeof value === 'string' ? unmark(value) : value;
    },
  });
}

/**
 * The DOM as the tests read it: textContent (Testing Library's text queries, jest-dom's toHaveTextContent, the
 * accessible names dom-accessibility-api computes from text nodes), attributes (getAttribute, and Attr.value, which
 * dom-accessibility-api reads for title, alt and placeholder), inputs' values, the document's title and innerHTML all
 * answer without the marks. A Text node's `data` (and `nodeValue`) keep them: `unmarkedTexts` reads the page there.
 */
export function seeThroughMarks(window: Window & typeof globalThis): void {
  // Once per page: the test files share a worker's jsdom (isolate: false) and evaluate this module again per file.
  const page = window as unknown as Record<symbol, unknown>;
  if (page[RAW_GET_ATTRIBUTE]) return;
  unmarkGetter(window.Node.prototype, 'textContent');
  unmarkGetter(window.Attr.prototype, 'value');
  unmarkGetter(window.Element.prototype, 'innerHTML');
  unmarkGetter(window.Element.prototype, 'outerHTML');
  unmarkGetter(window.Document.prototype, 'title');
  unmarkGetter(window.HTMLElement.prototype, 'title');
  unmarkGetter(window.HTMLImageElement.prototype, 'alt');
  for (const control of [window.HTMLInputElement, window.HTMLTextAreaElement]) {
    unmarkGetter(control.prototype, 'value');
    unmarkGetter(control.prototype, 'placeholder');
  }
  for (const property of ['value', 'text', 'label']) unmarkGetter(window.HTMLOptionElement.prototype, property);
  unmarkGetter(window.HTMLSelectElement.prototype, 'value');
  const getAttribute = window.Element.prototype.getAttribute;
  page[RAW_GET_ATTRIBUTE] = getAttribute;
  window.Element.prototype.getAttribute = function (this: Element, name: string) {
    const value = getAttribute.call(this, name);
    return value === null ? null : unmark(value);
  };
}

/** The page's own getAttribute, kept on the window by seeThroughMarks: it reads an attribute with its marks. */
const RAW_GET_ATTRIBUTE = Symbol.for('pseudo-language: getAttribute with the marks');
function readAttribute(element: Element, name: string): string | null {
  const raw = (element.ownerDocument.defaultView as unknown as Record<symbol, Element['getAttribute'] | undefined> | null)?.[RAW_GET_ATTRIBUTE];
  return raw ? raw.call(element, name) : element.getAttribute(name);
}

const apiWords = new Set<string>();
const WORD = /\p{L}[\p{L}\p{M}'’.@-]*/gu;

/**
 * Every word of a stubbed API answer (test/mock-api.ts): members' names, ads' titles... are data, not catalog text.
 * A test calls it too for data that reaches the page another way: props it renders a component with, what its member
 * types. A name's initials (MemberAvatar) are its data as well.
 */
export function allowApiData(value: unknown): void {
  if (!PSEUDO_LANGUAGE) return;
  if (typeof value === 'string') {
    for (const word of value.match(WORD) ?? []) apiWords.add(word.toLowerCase());
    if (value.trim()) apiWords.add(initials(value).toLowerCase());
  } else if (Array.isArray(value)) value.forEach(allowApiData);
  else if (value && typeof value === 'object') Object.values(value).forEach(allowApiData);
}

// Month and weekday names, and the day periods (AM, PM), as Intl writes them in the pseudo-language's English: a
// date is the page's data, written by Intl (lib/i18n/format.ts), not a catalog's text.
for (const style of ['long', 'short'] as const) {
  for (let month = 0; month < 12; month++) allowApiData(new Intl.DateTimeFormat('en', { month: style }).format(new Date(2025, month, 15)));
  for (let day = 0; day < 7; day++) allowApiData(new Intl.DateTimeFormat('en', { weekday: style }).format(new Date(2025, 0, 5 + day)));
}
for (const hour of [3, 15]) allowApiData(new Intl.DateTimeFormat('en', { hour: 'numeric' }).format(new Date(2025, 0, 5, hour)));

const MARKED = /\uE000[^\uE001]*\uE001/g;
const OPENED = /\uE000[^\uE001]*$/;
const CLOSED = /^[^\uE000]*\uE001/;

/** A text with a word that is neither inside the marks nor the API's data (nor an address). */
function unmarked(text: string): boolean {
  // An address in the app ("/messages/7") is data too.
  const outside = text.replace(MARKED, ' ').replace(/(^|\s)\/\S*/g, ' ');
  // A marked text split over several nodes by the markup around it: its start or its end is marked elsewhere.
  if (CLOSED.test(outside) || OPENED.test(outside)) return false;
  // An address (the footer's configured e-mail) is data too.
  return (outside.match(WORD) ?? []).some((word) => !word.includes('@') && !apiWords.has(word.toLowerCase()));
}

/** Skipped: what the page does not show, and an element of another language (the switch's "العربية" is that language's own word); the page's own `<html lang>` (set by a language switch) is not such a mark. */
function skipped(element: Element, root: Node): boolean {
  if (element.closest('script, style, [hidden], template')) return true;
  const language = element.closest('[lang]');
  return language !== null && language !== root.ownerDocument!.documentElement;
}

/** The attributes a screen reader reads out, or a browser shows, as the element's words. */
const READ_ATTRIBUTES = ['aria-label', 'placeholder', 'title', 'alt'];

/**
 * The texts under root that no catalog gave: visible text nodes, and the words of the attributes above (as
 * `aria-label="..."`), whose words are neither inside the marks nor the API's data.
 */
export function unmarkedTexts(root: Node): string[] {
  const found: string[] = [];
  const walker = root.ownerDocument!.createTreeWalker(root, NodeFilter.SHOW_TEXT | NodeFilter.SHOW_ELEMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      const element = node as Element;
      for (const name of READ_ATTRIBUTES) {
        const value = readAttribute(element, name);
        if (value && unmarked(value) && !skipped(element, root)) found.push(`${name}="${unmark(value)}"`);
      }
      continue;
    }
    const parent = node.parentElement;
    // `data` keeps the marks (textContent is read through them).
    const text = (node as Text).data;
    if (parent && !skipped(parent, root) && unmarked(text)) found.push(unmark(text).trim());
  }
  return [...new Set(found)];
}
