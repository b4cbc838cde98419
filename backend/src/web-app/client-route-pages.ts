import * as fs from 'node:fs';
import * as path from 'node:path';
import type { FastifyReply } from 'fastify';

/** The empty page for client routes; builds without pre-rendering have only index.html. */
const SHELL_FILES = ['app-shell.html', 'index.html'];

/**
 * The pre-rendered pages of a web app build: '/' is index.html, '/business' is business/index.html, and so on.
 * Read once at start-up, so a request never reaches the file system with a path it chose.
 */
function findPrerenderedPages(distDir: string): Map<string, string> {
  const pages = new Map<string, string>();
  if (fs.existsSync(path.join(distDir, 'app-shell.html'))) pages.set('/', 'index.html');
  const walk = (relativeDir: string) => {
    for (const entry of fs.readdirSync(path.join(distDir, relativeDir), { withFileTypes: true })) {
      if (!entry.isDirectory() || entry.name === 'assets') continue;
      const dir = path.posix.join(relativeDir, entry.name);
      if (fs.existsSync(path.join(distDir, dir, 'index.html'))) pages.set(`/${dir}`, `${dir}/index.html`);
      walk(dir);
    }
  };
  walk('');
  return pages;
}

/** Every HTML page of a build (pre-rendered pages and the shell), relative to its folder. */
export function webAppPageFiles(distDir: string): string[] {
  if (!fs.existsSync(distDir)) return [];
  const shells = SHELL_FILES.filter((file) => fs.existsSync(path.join(distDir, file)));
  return [...new Set([...shells, ...findPrerenderedPages(distDir).values()])];
}

/** '/business/?page=2' and '/business' are the same route. */
function routeOf(url: string): string {
  const pathname = url.split(/[?#]/)[0];
  return pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
}

/**
 * Unknown non-API GETs are the web app's own routes: a pre-rendered public page answers its own HTML,
 * every other route the plain shell. Never cached, so a new build shows at once.
 */
export function clientRoutePages(distDir: string) {
  const pages = findPrerenderedPages(distDir);
  const shell = SHELL_FILES.find((file) => fs.existsSync(path.join(distDir, file))) ?? 'index.html';
  return function serveClientRoute(request: { method: string; url: string }, reply: FastifyReply): boolean {
    const isApi = request.url.startsWith('/api/') || request.url.startsWith('/uploads/');
    if (isApi || (request.method !== 'GET' && request.method !== 'HEAD')) return false;
    const file = pages.get(routeOf(request.url)) ?? shell;
    reply.header('Cache-Control', 'no-cache').sendFile(file, { cacheControl: false });
    return true;
  };
}
