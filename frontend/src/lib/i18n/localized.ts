import type { WebTexts } from '@community/vocabulary/catalogs/web-texts';
import { currentTexts, englishCatalog } from './language';

type Path = readonly (string | symbol)[];
const isTable = (value: unknown): value is object => typeof value === 'object' && value !== null;

function valueAt(root: unknown, path: Path): unknown {
  let value = root;
  for (const key of path) {
    if (!isTable(value)) return undefined;
    value = (value as Record<string | symbol, unknown>)[key];
  }
  return value;
}

const proxies = new Map<string, object>();

/**
 * A catalog table that answers in the reader's language: the English table's keys (its shape and its type), each
 * value read from the current catalog at the moment a screen reads it. A screen keeps writing
 * `SCREEN_TEXTS.nav.home`, and reads it in Arabic while the page is Arabic; a text read once at import time would
 * stay English, which the pseudo-language run of the component tests catches (test/pseudo-language.ts).
 */
function tableAt(path: Path, english: object): object {
  const id = path.map(String).join('\u0000');
  const known = proxies.get(id);
  if (known) return known;
  const proxy = new Proxy(english, {
    get(target, key) {
      const own = Reflect.get(target, key) as unknown;
      // English reads its own table (no catalog object is needed, so a page bundles only the tables it imports).
      const texts = currentTexts();
      const value = texts ? (valueAt(texts, [...path, key]) ?? own) : own;
      // A list's own methods (map, join...) run on the proxy, so each item read is the current language's too.
      if (isTable(value) && isTable(own) && typeof key !== 'symbol') return tableAt([...path, key], own);
      return value;
    },
  });
  proxies.set(id, proxy);
  return proxy;
}

/**
 * The English table is passed in (not looked up in the gathered catalog), and the call is marked pure, so the
 * bundler keeps only the tables a page reads: the gathered English catalog (WEB_TEXTS) is only loaded with another
 * language (language.ts).
 */
export function localized<K extends keyof WebTexts, T extends object>(name: K, english: T): T {
  return tableAt([name], english) as T;
}

let englishPaths: Map<string, readonly string[]> | null = null;
function collect(value: unknown, path: string[], into: Map<string, readonly string[]>) {
  if (typeof value === 'string') {
    if (!into.has(value)) into.set(value, path);
  } else if (isTable(value)) {
    for (const [key, item] of Object.entries(value)) collect(item, [...path, key], into);
  }
}

/**
 * A text the API sent (an `error_message`, a confirmation) in the reader's language: the API answers with the
 * vocabulary's English texts, so the same text's place in the English catalog names its translation. A text the
 * catalogs do not know (or one made with numbers in it) is shown as the API wrote it.
 */
export function localizeServerText(text: string): string;
export function localizeServerText(text: string | null | undefined): string | null | undefined;
export function localizeServerText(text: string | null | undefined): string | null | undefined {
  const texts = currentTexts();
  const english = englishCatalog();
  if (!text || !texts || !english) return text;
  englishPaths ??= (() => {
    const paths = new Map<string, readonly string[]>();
    collect(english, [], paths);
    return paths;
  })();
  const path = englishPaths.get(text);
  const translated = path ? valueAt(texts, path) : undefined;
  return typeof translated === 'string' ? translated : text;
}
