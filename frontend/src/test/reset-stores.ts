import { vi } from 'vitest';

/**
 * The first setup file: it runs again before every test file. The component tests share one worker and one jsdom
 * page (`isolate: false` in vite.config.ts: jsdom and the libraries in node_modules load once, not once per file),
 * so what an earlier file left is put back to how a fresh page starts:
 * - every module of the app is evaluated again for this file (vi.resetModules: the module-level stores, such as the
 *   announcer, the session, the unread counts, the section settings and the language, start empty; libraries from
 *   node_modules are loaded natively and stay loaded);
 * - globals stubbed by the earlier file (fetch, EventSource...) come back;
 * - the page: its address, its <html> attributes and title, its storage and cookies.
 * A module mocked with vi.mock stays mocked for later files of the worker: the file that mocks it unmocks it in afterAll.
 */
vi.resetModules();
vi.unstubAllGlobals();
vi.unstubAllEnvs();
vi.useRealTimers();

if (typeof window !== 'undefined') {
  window.history.replaceState(null, '', new URL('/', window.location.href).href);
  const root = document.documentElement;
  for (const name of root.getAttributeNames()) root.removeAttribute(name);
  document.title = '';
  document.body.replaceChildren();
  for (const attribute of document.body.getAttributeNames()) document.body.removeAttribute(attribute);
  window.localStorage.clear();
  window.sessionStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0].trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}
