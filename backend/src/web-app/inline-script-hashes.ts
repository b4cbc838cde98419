import { createHash } from 'node:crypto';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { webAppPageFiles } from './client-route-pages';

const INLINE_SCRIPT = /<script\b(?![^>]*\bsrc\s*=)[^>]*>([\s\S]*?)<\/script>/gi;

/**
 * The CSP sources ('sha256-…') of the inline scripts in the built web app's pages, read from the files themselves at
 * start-up, so the policy allows exactly the scripts the build wrote and nothing else ('unsafe-inline' stays out). The
 * one such script is a pre-rendered page's early API request (frontend/src/lib/early-request.ts): the same text on
 * every page, so one hash.
 */
export function inlineScriptHashes(distDir: string): string[] {
  const hashes = new Set<string>();
  for (const file of webAppPageFiles(distDir)) {
    const html = fs.readFileSync(path.join(distDir, file), 'utf8');
    for (const [, body] of html.matchAll(INLINE_SCRIPT)) {
      if (body.trim()) hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
    }
  }
  return [...hashes].sort();
}
