import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { JOBS_PATH, SAVED_SEARCH_TEXTS } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { repeatEvery } from '../../common/clock/repeat-every';
import { Transactions } from '../../common/database/transactions';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { MailMessage, MailService } from '../mail/mail.service';
import { JobsService } from '../jobs/jobs.service';
import { SavedSearch } from './entities/saved-search.entity';
import { SavedSearchesRepository } from './saved-searches.repository';

/** How often each instance looks for due saved searches; a search is due a day (or a week) after its last run. */
const EVERY_HOUR_MS = 60 * 60 * 1000;
/** The most postings one alert lists; the rest are counted ("… and N more"). */
export const ALERT_LISTED_MAX = 20;
/** Long enough for a mail read weeks later; the link also dies with the account's credentials version. */
const UNSUBSCRIBE_LINK_SECONDS = 90 * 24 * 60 * 60;

/** A moment cut to the whole second, so MariaDB's DATETIME stores the stamp exactly as the run compared it. */
const wholeSecond = (moment: Date) => new Date(Math.floor(moment.getTime() / 1000) * 1000);

/**
 * The saved searches' alerts (issue #27, docs/jobs.md): for each saved search due, one mail listing the postings
 * approved since its last run that match its q and filters (the board's own query), nothing when there are none.
 * The run is claimed by a conditional UPDATE of last_run_at in the transaction that queues the mail (the outbox), so
 * two instances never mail one run twice and a run that stops in the middle mails nothing and stamps nothing.
 */
@Injectable()
export class SavedSearchAlertsJob implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger('SavedSearchAlerts');
  private stop: (() => void) | null = null;

  constructor(
    private readonly searches: SavedSearchesRepository,
    private readonly jobs: JobsService,
    private readonly mail: MailService,
    private readonly transactions: Transactions,
    private readonly links: SignedTokens,
    private readonly clock: Clock,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  onApplicationBootstrap(): void {
    this.stop = repeatEvery(EVERY_HOUR_MS, () => this.runOnce(), this.logger);
  }

  onApplicationShutdown(): void {
    this.stop?.();
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
      const since = search.lastRunAt ?? search.createdAt;
      const filters = JSON.parse(search.filters || '{}') as Record<string, string>;
      // Ads have no approval stamp yet: only the Job Board's saved searches are alerted (docs/jobs.md).
      if (search.kind !== 'jobs') return false;
      const rows = await this.jobs.approvedBetween({ q: search.q, ...filters }, new Date(since), now, ALERT_LISTED_MAX + 1, manager);
      if (rows.length === 0) return false;
      const listed = rows.slice(0, ALERT_LISTED_MAX);
      const lines = listed.map((row) => `* ${row.title} (${row.employer_name}, ${row.location})\n  ${this.config.appUrl}${JOBS_PATH}/${row.id}`);
      if (rows.length > ALERT_LISTED_MAX) lines.push(SAVED_SEARCH_TEXTS.alertMore(rows.length - ALERT_LISTED_MAX));
      const searched = search.q ? `"${search.q}"` : JOBS_PATH;
      await this.mail.enqueue(
        manager,
        this.withUnsubscribe(user, search, {
          to: user.email,
          subject: SAVED_SEARCH_TEXTS.alertSubject(listed.length),
          text: `Hello ${user.name},\n\n${SAVED_SEARCH_TEXTS.alertIntro} ${searched}:\n\n${lines.join('\n')}\n`,
        }),
      );
      return true;
    });
  }

  /** RFC 8058 one-click unsubscribe of this saved search alone, signed with the account's credentials version. */
  private withUnsubscribe(user: { id: number; tokenVersion: number }, search: SavedSearch, message: MailMessage): MailMessage {
    const token = this.links.sign('saved-search-unsubscribe', { sub: user.id, ss: search.id, tv: user.tokenVersion }, UNSUBSCRIBE_LINK_SECONDS);
    const oneClick = `${this.config.appUrl}/api/v1/account/saved-searches/unsubscribe?token=${token}`;
    return {
      ...message,
      text: `${message.text}\n--\n${SAVED_SEARCH_TEXTS.alertFooter}: ${this.config.appUrl}/account?tab=saved-searches\n`,
      headers: { ...message.headers, 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
}
