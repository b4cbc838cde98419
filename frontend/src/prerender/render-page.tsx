import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoutes, AppTheme } from '../app/App';
import { LANGUAGE_DIRECTIONS, type Language } from '@community/vocabulary/catalogs/web-texts';
import { createRtlCache } from '../lib/i18n/rtl-cache';
import { loadLanguage, setLanguage } from '../lib/i18n/language';
import { createStaticHistory, Router } from '../lib/router';

export { LANGUAGES, LANGUAGE_DIRECTIONS } from '@community/vocabulary/catalogs/web-texts';

export { PRERENDERED_ROUTES } from './prerendered-routes';
// The page's first API request, started by an inline script before the app's code arrives (lib/early-request.ts).
export { earlyPageRequest } from './early-requests';
export { earlyRequestScript } from '../lib/early-request';
// The pre-rendered HTML carries its page's <title> too (scripts/prerender.mjs).
export { pageTitle } from '../app/page-titles';

export interface RenderedPage {
  /** The markup that goes inside <div id="root">. */
  html: string;
  /** MUI's emotion styles for that markup, as <style data-emotion="css ..."> tags for the <head>. */
  styleTags: string;
}

async function streamToString(stream: NodeJS.ReadableStream): Promise<string> {
  let text = '';
  for await (const chunk of stream) text += chunk.toString();
  return text;
}

function page(url: string, cache: EmotionCache) {
  return (
    <StrictMode>
      <CacheProvider value={cache}>
        <AppTheme>
          <Router history={createStaticHistory(url)}>
            <AppRoutes />
          </Router>
        </AppTheme>
      </CacheProvider>
    </StrictMode>
  );
}

/** Emotion's cache for a page: 'css' (emotion's default) left to right, the mirroring 'rtl' cache right to left. */
function cacheFor(language: Language, key?: string): EmotionCache {
  if (LANGUAGE_DIRECTIONS[language] === 'rtl') return createRtlCache(key);
  return createCache({ key: key ?? 'css' });
}

/**
 * Renders one route as a signed-out visitor sees it in a language, with the browser app's own components.
 * A first pass (prerenderToNodeStream waits for them) loads the route's lazy chunks; the second renders with all of them
 * at hand, so the page's content is inline in the HTML, with no streaming <script> that the CSP would block.
 */
export async function renderPage(url: string, language: Language = 'en'): Promise<RenderedPage> {
  // Pages are rendered one at a time, so the one language store of the app is this page's language.
  await loadLanguage(language);
  setLanguage(language);
  await streamToString((await prerenderToNodeStream(page(url, cacheFor(language, 'warmup')))).prelude);
  // The key 'css' is emotion's default and 'rtl' the browser's right-to-left cache's (lib/i18n/rtl-cache.ts), so the
  // browser's cache adopts these <style> tags on hydration.
  const cache = cacheFor(language);
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(page(url, cache));
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
