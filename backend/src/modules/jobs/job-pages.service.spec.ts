import { after, before, describe, it } from 'node:test';
import assert from 'node:assert/strict';
import * as fs from 'node:fs';
import * as os from 'node:os';
import * as path from 'node:path';
import { AppConfig } from '../../config/app-config';
import { Job } from './entities/job.entity';
import { JobPagesService } from './job-pages.service';
import { JobsService } from './jobs.service';

const job = Object.assign(new Job(), {
  id: 7,
  title: 'مصمم جرافيك',
  employerName: 'استوديو الهلال',
  industry: 'Arts, Communication, Media & Design',
  location: 'Amman',
  workplace: 'hybrid',
  employmentType: 'full_time',
  description: 'ن'.repeat(60),
  approvedAt: new Date('2026-11-01T00:00:00Z'),
  expiresAt: new Date('2026-12-01T00:00:00Z'),
  createdAt: new Date('2026-10-30T00:00:00Z'),
});

// Only what the page reads of its collaborators: the posting (7 is on the board, 8 is closed) and where the build is.
const postings = { forPage: async (id: number) => (id === 7 ? { job, gone: false } : id === 8 ? { job, gone: true } : null) } as unknown as JobsService;

describe("JobPagesService: a posting's page in the reader's language (issue #28)", () => {
  let webDir: string;
  before(() => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-job-pages-'));
    fs.writeFileSync(
      path.join(webDir, 'app-shell.html'),
      '<!doctype html><html lang="en" dir="ltr"><head><title>Community Network</title></head><body></body></html>',
    );
    fs.mkdirSync(path.join(webDir, 'i18n', 'ar'), { recursive: true });
    fs.writeFileSync(
      path.join(webDir, 'i18n', 'ar', 'app-shell.html'),
      '<!doctype html><html lang="ar" dir="rtl"><head><title>شبكة المجتمع</title></head><body></body></html>',
    );
  });
  after(() => fs.rmSync(webDir, { recursive: true, force: true }));
  const pages = (dir: string) => new JobPagesService(postings, { webDistDir: dir, appUrl: 'https://community.example' } as AppConfig);

  it('answers an Arabic reader the Arabic shell, right to left from the first byte, with the posting in its head', async () => {
    const page = await pages(webDir).page(7, 'ar');
    assert.equal(page.status, 200);
    assert.match(page.html, /^<!doctype html><html lang="ar" dir="rtl"><head>/);
    assert.match(page.html, /<title>مصمم جرافيك · استوديو الهلال · Community Network<\/title>/);
    assert.match(page.html, /<script type="application\/ld\+json">\{"@context":"https:\/\/schema.org\/","@type":"JobPosting"/);
    assert.doesNotMatch(page.html, /<title>شبكة المجتمع<\/title>/, "the shell's own title gives way to the posting's");
  });

  it("answers English by default, and a gone posting (410) and a missing one (404) in the reader's shell too", async () => {
    assert.match((await pages(webDir).page(7)).html, /^<!doctype html><html lang="en" dir="ltr">/);
    const gone = await pages(webDir).page(8, 'ar');
    assert.equal(gone.status, 410);
    assert.match(gone.html, /^<!doctype html><html lang="ar" dir="rtl">/);
    const missing = await pages(webDir).page(9, 'ar');
    assert.equal(missing.status, 404);
    assert.match(missing.html, /^<!doctype html><html lang="ar" dir="rtl">/);
  });

  it('falls back to the English shell when the build has no page in that language, and to a plain shell without a build', async () => {
    const englishOnly = fs.mkdtempSync(path.join(os.tmpdir(), 'cn-job-pages-en-'));
    try {
      fs.writeFileSync(path.join(englishOnly, 'app-shell.html'), '<!doctype html><html lang="en" dir="ltr"><head></head></html>');
      assert.match((await pages(englishOnly).page(7, 'ar')).html, /^<!doctype html><html lang="en" dir="ltr">/);
    } finally {
      fs.rmSync(englishOnly, { recursive: true, force: true });
    }
    assert.match((await pages(path.join(webDir, 'no-build')).page(7, 'ar')).html, /^<!doctype html><html lang="en"><head><meta charset="utf-8">/);
  });
});
