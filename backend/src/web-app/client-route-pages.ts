import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FastifyReply } from 'fastify';
import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, languageFromAcceptLanguage, type Language } from '@community/vocabulary';

/** The empty page for client routes; builds without pre-rendering have only index.html. */
const SHELL_FILES = ['app-shell.html', 'index.html'];

/** Where a build keeps the pages of every language but English (frontend/scripts/prerender.mjs): i18n/<language>/. */
const LANGUAGE_DIR = 'i18n';

/**
 * The pre-rendered pages of a web app build in one language: '/' is index.html, '/business' is business/index.html,
 * and so on, under i18n/<language>/ for a language other than English. Read once at start-up, so a request never
 * reaches the file system with a path it chose.
 */
function findPrerenderedPages(distDir: string, language: Language = DEFAULT_LANGUAGE): Map<string, string> {
  const pages = new Map<string, string>();
  const base = language === DEFAULT_LANGUAGE ? '' : path.posix.join(LANGUAGE_DIR, language);
  if (!fs.existsSync(path.join(distDir, base))) return pages;
  if (fs.existsSync(path.join(distDir, base, 'app-shell.html')) && fs.existsSync(path.join(distDir, base, 'index.html')))
    pages.set('/', path.posix.join(base, 'index.html'));
  const walk = (relativeDir: string) => {
    for (const entry of fs.readdirSync(path.join(distDir, base, relativeDir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets' || (relativeDir === '' && entry.name === LANGUAGE_DIR)) continue;
      const dir = path.posix.join(relativeDir, entry.name);
      if (fs.existsSync(path.join(distDir, base, dir, 'index.html'))) pages.set(`/${dir}`, path.posix.join(base, dir, 'index.html'));
      walk(dir);
    }
  };
  walk('');
  return pages;
}

/** A language's app shell, if the build made one (i18n/<language>/app-shell.html). */
function languageShell(distDir: string, language: Language): string | null {
  const file = path.posix.join(LANGUAGE_DIR, language, 'app-shell.html');
  return language !== DEFAULT_LANGUAGE && fs.existsSync(path.join(distDir, file)) ? file : null;
}

/**
 * The app shell a client route answers in a language, relative to the build's folder: the language's own
 * (i18n/<language>/app-shell.html) when the build pre-rendered one, else English's app-shell.html, else index.html
 * (a build without pre-rendering); null without a build (the API alone, the tests).
 */
export function appShellFile(distDir: string, language: Language): string | null {
  const english = SHELL_FILES.find((file) => fs.existsSync(path.join(distDir, file))) ?? null;
  return languageShell(distDir, language) ?? english;
}

/** The `lang` cookie the web app's language switch writes, when it names a language of the site. */
function cookieLanguage(cookieHeader: string | undefined): Language | null {
  for (const part of (cookieHeader ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === 'lang' && isLanguage(value)) return value;
  }
  return null;
}

/** The page's language: the visitor's own choice (the cookie), else the browser's (Accept-Language), else English. */
export function pageLanguage(headers: { cookie?: string; 'accept-language'?: string }): Language {
  return cookieLanguage(headers.cookie) ?? languageFromAcceptLanguage(headers['accept-language']);
}

/** Every HTML page of a build (pre-rendered pages and the shell), relative to its folder. */
export function webAppPageFiles(distDir: string): string[] {
  if (!fs.existsSync(distDir)) return [];
  const shells = SHELL_FILES.filter((file) => fs.existsSync(path.join(distDir, file)));
  const languagePages = LANGUAGES.flatMap((language) => [languageShell(distDir, language), ...findPrerenderedPages(distDir, language).values()]);
  return [...new Set([...shells, ...languagePages.filter((file): file is string => !!file)])];
}

/** '/business/?page=2' and '/business' are the same route. */
function routeOf(url: string): string {
  const pathname = url.split(/[?#]/)[0];
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Unknown non-API GETs are the web app's own routes: a pre-rendered public page answers its own HTML,
 * every other route the plain shell, each in the page's language (the cookie, then Accept-Language; English when the
 * build has no such page), so `<html lang dir>` is right from the first byte. Never cached, so a new build shows at
 * once, and `Vary` tells any cache between that the answer depends on both headers.
 */
export function clientRoutePages(distDir: string) {
  const byLanguage = new Map(
    LANGUAGES.map((language) => [language, { pages: findPrerenderedPages(distDir, language), shell: appShellFile(distDir, language) ?? 'index.html' }]),
  );
  const english = byLanguage.get(DEFAULT_LANGUAGE)!;
  return function serveClientRoute(
    request: { method: string; url: string; headers: { cookie?: string; 'accept-language'?: string } },
    reply: FastifyReply,
  ): boolean {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const route = routeOf(request.url);
    const chosen = byLanguage.get(pageLanguage(request.headers)) ?? english;
    const file = chosen.pages.get(route) ?? (english.pages.has(route) ? english.pages.get(route)! : chosen.shell);
    reply.header('Cache-Control', 'no-cache').header('Vary', 'Cookie, Accept-Language').sendFile(file, { cacheControl: false });
    return true;
  };
}
