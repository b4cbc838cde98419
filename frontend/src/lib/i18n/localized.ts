import { WEB_TEXTS, type WebTexts } from '@community/vocabulary/catalogs/web-texts';
import { currentLanguage, currentTexts } from './language';

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
function tableAt(path: Path): object {
  const id = path.map(String).join('\u0000');
  const known = proxies.get(id);
  if (known) return known;
  const english = valueAt(WEB_TEXTS, path) as object;
  const proxy = new Proxy(english, {
    get(target, key) {
      const value = valueAt(currentTexts(), [...path, key]);
      if (value === undefined) return Reflect.get(target, key);
      // A list's own methods (map, join...) run on the proxy, so each item read is the current language's too.
      if (isTable(value) && !(typeof key === 'symbol')) return tableAt([...path, key]);
      return value;
    },
  });
  proxies.set(id, proxy);
  return proxy;
}

export function localized<K extends keyof typeof WEB_TEXTS>(name: K): (typeof WEB_TEXTS)[K] {
  return tableAt([name]) as (typeof WEB_TEXTS)[K];
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
  if (!text || (currentLanguage() === 'en' && currentTexts() === (WEB_TEXTS as WebTexts))) return text;
  englishPaths ??= (() => {
    const paths = new Map<string, readonly string[]>();
    collect(WEB_TEXTS, [], paths);
    return paths;
  })();
  const path = englishPaths.get(text);
  const translated = path ? valueAt(currentTexts(), path) : undefined;
  return typeof translated === 'string' ? translated : text;
}
