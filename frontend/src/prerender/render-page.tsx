import { CacheProvider } from '@emotion/react';
import createCache, { type EmotionCache } from '@emotion/cache';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { AppRoutes, AppTheme } from '../app/App';
import { createStaticHistory, Router } from '../lib/router';

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

/**
 * Renders one route as a signed-out visitor sees it, with the browser app's own components.
 * A first pass (prerenderToNodeStream waits for them) loads the route's lazy chunks; the second renders with all of them
 * at hand, so the page's content is inline in the HTML, with no streaming <script> that the CSP would block.
 */
export async function renderPage(url: string): Promise<RenderedPage> {
  await streamToString((await prerenderToNodeStream(page(url, createCache({ key: 'warm-up' })))).prelude);
  // The key 'css' is emotion's default, so the browser's cache adopts these <style> tags on hydration.
  const cache = createCache({ key: 'css' });
  const { extractCriticalToChunks, constructStyleTagsFromChunks } = createEmotionServer(cache);
  const html = renderToString(page(url, cache));
  return { html, styleTags: constructStyleTagsFromChunks(extractCriticalToChunks(html)) };
}
