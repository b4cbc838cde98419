import { Inject, Injectable } from '@nestjs/common';
import { JOBS_PATH, savedSearchListAddress } from '@community/vocabulary';
import type { EntityManager } from 'typeorm';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { EVERY_HOUR_MS, TimedJob } from '../../common/clock/timed-job';
import { Transactions } from '../../common/database/transactions';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { MailMessage, MailService, catalogMail } from '../mail/mail.service';
import { AdsService } from '../ads/ads.service';
import { JobsService } from '../jobs/jobs.service';
import { SavedSearch } from './entities/saved-search.entity';
import { SavedSearchesRepository } from './saved-searches.repository';

/** The most postings one alert lists; the rest are counted ("… and N more"). */
export const ALERT_LISTED_MAX = 20;
/** Long enough for a mail read weeks later; the link also dies with the account's credentials version. */
const UNSUBSCRIBE_LINK_SECONDS = 90 * 24 * 60 * 60;
/** Where a member manages saved searches (the mail's footer). */
const SAVED_SEARCHES_PATH = '/account?tab=saved-searches';

type AlertItem = { title: string; detail: string; link: string };

/** A moment cut to the whole second, so MariaDB's DATETIME stores the stamp exactly as the run compared it. */
const wholeSecond = (moment: Date) => new Date(Math.floor(moment.getTime() / 1000) * 1000);

/**
 * The saved searches' alerts (issue #27, docs/jobs.md): for each saved search due, one mail listing the job postings
 * or ads approved since its last run that match its q and filters (the list's own query), nothing when there are none;
 * in the member's language (the mail catalogs).
 * The run is claimed by a conditional UPDATE of last_run_at in the transaction that queues the mail (the outbox), so
 * two instances never mail one run twice and a run that stops in the middle mails nothing and stamps nothing.
 */
@Injectable()
export class SavedSearchAlertsJob extends TimedJob {
  constructor(
    private readonly searches: SavedSearchesRepository,
    private readonly jobs: JobsService,
    private readonly ads: AdsService,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
    private readonly links: SignedTokens,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {
    // Hourly is enough: a search is due a day (or a week) after its last run.
    super('SavedSearchAlerts', EVERY_HOUR_MS);
  }

  /** Answers how many alert mails this run queued. */
  async runOnce(): Promise<number> {
    const now = wholeSecond(this.clock.now());
    let sent = 0;
    for (const search of await this.searches.due(now)) if (await this.runFor(search, now)) sent += 1;
    return sent;
  }

  private runFor(search: SavedSearch, now: Date): Promise<boolean> {
    return this.transactions.runWrite(async (manager) => {
      if (!(await this.searches.claim(manager, search, now))) return false;
      const user = await this.searches.recipient(manager, search.userId);
      if (!user) return false;
      const since = new Date(search.lastRunAt ?? search.createdAt);
      const filters = JSON.parse(search.filters || '{}') as Record<string, string>;
      const found = await this.approvedSince(search, filters, since, now, manager);
      if (found.length === 0) return false;
      const items = found.slice(0, ALERT_LISTED_MAX);
      const message = catalogMail(user.email, 'savedSearchAlert', {
        name: user.name,
        searched: search.q || null,
        listPath: savedSearchListAddress(search.kind, search.q, filters),
        items,
        more: found.length - items.length,
        manageLink: `${this.config.appUrl}${SAVED_SEARCHES_PATH}`,
      });
      await this.mail.enqueue(manager, this.withUnsubscribe(user, search, message));
      return true;
    });
  }

  /** What the search's list approved in (since, now], one more than listed (to say "… and N more"), as mail lines. */
  private async approvedSince(search: SavedSearch, filters: Record<string, string>, since: Date, now: Date, manager: EntityManager): Promise<AlertItem[]> {
    const take = ALERT_LISTED_MAX + 1;
    const link = (path: string) => `${this.config.appUrl}${path}`;
    if (search.kind === 'ads') {
      const ads = await this.ads.approvedBetween({ q: search.q, category: filters.category }, since, now, take, manager);
      // Ads have no page of their own: the link opens the board searched by the ad's title.
      return ads.map((ad) => ({ title: ad.title, detail: `${ad.category}, ${ad.location}`, link: link(savedSearchListAddress('ads', ad.title)) }));
    }
    const jobs = await this.jobs.approvedBetween({ q: search.q, ...filters }, since, now, take, manager);
    return jobs.map((job) => ({ title: job.title, detail: `${job.employer_name}, ${job.location}`, link: link(`${JOBS_PATH}/${job.id}`) }));
  }

  /** RFC 8058 one-click unsubscribe of this saved search alone, signed with the account's credentials version. */
  private withUnsubscribe(user: { id: number; tokenVersion: number }, search: SavedSearch, message: MailMessage): MailMessage {
    const token = this.links.sign('saved-search-unsubscribe', { sub: user.id, ss: search.id, tv: user.tokenVersion }, UNSUBSCRIBE_LINK_SECONDS);
    const oneClick = `${this.config.appUrl}/api/v1/account/saved-searches/unsubscribe?token=${token}`;
    return { ...message, headers: { ...message.headers, 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } };
  }
}
