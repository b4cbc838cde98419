import { Inject, Injectable } from '@nestjs/common';
import * as fs from 'node:fs';
import * as path from 'node:path';
import { DEFAULT_LANGUAGE, JOBS_PATH, SCREEN_TEXTS, jobPath, type Language } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { appShellFile } from '../../web-app/client-route-pages';
import { JobsService } from './jobs.service';
import { jobPostingLd, scriptSafeJson } from './job-posting-ld';

/** What a page request answers: the status and the HTML. */
export interface JobPage {
  status: 200 | 404 | 410;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char]!);

/** Without a built web app (the API alone, the tests) the page is this shell. */
const PLAIN_SHELL = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${SCREEN_TEXTS.brand}</title></head><body><div id="root"></div></body></html>`;

/**
 * GET /jobs/:id as HTML: the web app's shell (the client renders the page) with the posting's title, description
 * and its schema.org JobPosting JSON-LD in the head, so search engines read the posting without running the app.
 * A closed or expired posting answers 410 (gone for good: crawlers drop it), a missing one, or any while the
 * section is Coming Soon, 404; both with the plain shell. And /sitemap.xml: the board and every posting on it.
 */
@Injectable()
export class JobPagesService {
  private readonly shells = new Map<Language, string>();

  constructor(
    private readonly jobs: JobsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `language`: the page's (the reader's cookie, else Accept-Language), so `<html lang dir>` is right from the first byte. */
  async page(id: number, language: Language = DEFAULT_LANGUAGE): Promise<JobPage> {
    const shell = this.shell(language);
    const found = Number.isSafeInteger(id) && id > 0 ? await this.jobs.forPage(id) : null;
    if (!found) return { status: 404, html: shell };
    if (found.gone) return { status: 410, html: shell };
    const { job } = found;
    const url = `${this.config.appUrl}${jobPath(job.id)}`;
    const head =
      `<title>${escapeHtml(`${job.title} · ${job.employerName} · ${SCREEN_TEXTS.brand}`)}</title>` +
      `<meta name="description" content="${escapeHtml(job.description.slice(0, 160))}">` +
      `<link rel="canonical" href="${escapeHtml(url)}">` +
      `<script type="application/ld+json">${scriptSafeJson(jobPostingLd(job, this.config.appUrl))}</script>`;
    const withoutTitle = shell.replace(/<title>[\s\S]*?<\/title>/i, '');
    return { status: 200, html: withoutTitle.replace(/<\/head>/i, `${head}</head>`) };
  }

  /** The sitemap: the board, then every posting on it (closed and expired ones drop out), newest first. */
  async sitemap(): Promise<string> {
    const base = this.config.appUrl;
    const entries = [`<url><loc>${escapeHtml(`${base}/`)}</loc></url>`];
    if (await this.jobs.boardIsOpen()) {
      entries.push(`<url><loc>${escapeHtml(`${base}${JOBS_PATH}`)}</loc></url>`);
      for (const job of await this.jobs.sitemapEntries()) {
        entries.push(`<url><loc>${escapeHtml(`${base}${jobPath(job.id)}`)}</loc><lastmod>${job.lastModified.toISOString()}</lastmod></url>`);
      }
    }
    return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">${entries.join('')}</urlset>\n`;
  }

  /** The web app's shell in a language (the one client routes answer: appShellFile), read once. */
  private shell(language: Language): string {
    const known = this.shells.get(language);
    if (known !== undefined) return known;
    const file = appShellFile(this.config.webDistDir, language);
    const html = file ? fs.readFileSync(path.join(this.config.webDistDir, file), 'utf8') : PLAIN_SHELL;
    this.shells.set(language, html);
    return html;
  }
}
