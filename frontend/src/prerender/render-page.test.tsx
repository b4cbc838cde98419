// @vitest-environment node
// The build-time pre-render runs in Node, with no window or localStorage: test it there.
import { describe, expect, it } from 'vitest';
import { MESSAGES, SCREEN_TEXTS } from '@community/vocabulary';
import { MEMBER_PAGE_FRAMES } from './prerendered-routes';
import { PRERENDERED_ROUTES, renderPage } from './render-page';

const MAIN_HEADINGS: Record<(typeof PRERENDERED_ROUTES)[number], string> = {
  '/': 'Community Network',
  '/business': 'Business Directory',
  '/signin': 'Sign In',
  '/signup': 'Join our network',
  '/business-signup': 'Register your Business',
  '/contact': 'Contact Us',
  '/forgot-password': 'Forgot Password',
  '/accessibility': 'Accessibility statement',
  '/professionalnetwork': 'Professional Network',
  '/businessnetwork': 'Ads and Services',
};

describe('pre-rendered public pages', () => {
  for (const route of PRERENDERED_ROUTES) {
    it(`${route} has its heading, the signed-out bar and its styles, and no inline script`, async () => {
      const { html, styleTags } = await renderPage(route);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${MAIN_HEADINGS[route]}</h1>`));
      expect(html).toContain('>Sign In</a>');
      expect(html).not.toMatch(/<script/i);
      // The page's content, not the Suspense fallback of a lazy route.
      expect(html).toContain('<main');
      // The heading's own emotion class is styled in the page's <head>, so it paints styled before any script runs.
      expect(styleTags).toMatch(/<style data-emotion="css /);
      const headingClass = html.match(/<h1 class="[^"]*\b(css-[a-z0-9]+)/)![1];
      expect(styleTags).toContain(`.${headingClass}`);
    });
  }

  it('renders the home page with its news cards, clinic teaser and the typed note empty (it types in the browser)', async () => {
    const { html } = await renderPage('/');
    expect(html.match(/<article/g)).toHaveLength(3);
    expect(html).toContain('Coming Soon');
    expect(html).toMatch(/data-testid="typed-note"><\/span>/);
  });

  it('renders the member pages as their frame: heading, filters and the list still loading, no member data', async () => {
    const loading = { '/professionalnetwork': MESSAGES.directory.loading, '/businessnetwork': SCREEN_TEXTS.fetchingAds };
    for (const route of MEMBER_PAGE_FRAMES) {
      const { html } = await renderPage(route);
      const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
      expect(main, route).toContain(loading[route]);
      expect(main, route).toMatch(/<input[^>]*type="search"/);
      expect(main, route).not.toMatch(/<article|<ul|<table/);
    }
  });

  it('leaves the Job Board to the shell: its state (Coming Soon or open) is a run-time setting, and it decides nothing before', async () => {
    expect(PRERENDERED_ROUTES).not.toContain('/jobs');
    // Rendered without the settings, the board shows neither Coming Soon nor a posting: only that it is loading.
    const { html } = await renderPage('/jobs');
    const main = html.slice(html.indexOf('<main'), html.indexOf('</main>'));
    expect(main).toContain('Job Board');
    expect(main).not.toContain(SCREEN_TEXTS.comingSoon);
    expect(main).not.toMatch(/<article/);
  });

  it('renders the page disabled until hydration: early typing would be wiped, an early submit sent natively', async () => {
    for (const route of ['/signin', '/contact'] as const) {
      const { html } = await renderPage(route);
      expect(html, route).toMatch(/^<fieldset[^>]* disabled=""/);
    }
  });
});
