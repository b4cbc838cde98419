import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { ACCOUNT_TEXTS, DEFAULT_LANGUAGE, MAIL_CATALOGS, NOTIFICATION_KINDS, NotificationKind, NotificationSettings, isLanguage } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { SignedTokens } from '../../common/signed-tokens/signed-tokens';
import { MailMessage, MailService, inLanguage } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { User } from '../users/entities/user.entity';
import { NotificationsRepository } from './notifications.repository';
import { effectiveSettings } from './dto/notification-settings.dto';

/** Long enough for a mail read weeks later; short enough that an old forwarded mail stops working. */
const UNSUBSCRIBE_LINK_SECONDS = 90 * 24 * 60 * 60;

export type Delivery = 'sent' | 'queued' | 'dropped';

/**
 * Every notification mail goes through here: the member's setting for its kind decides between now, the daily
 * digest and nothing; what is sent carries a one-click unsubscribe for its kind (RFC 8058). Mails about the
 * account itself (password reset, email change) never come here and are never suppressed.
 */
@Injectable()
export class NotificationsService {
  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly notifications: NotificationsRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly links: SignedTokens,
  ) {}

  async settings(userId: number): Promise<NotificationSettings> {
    return effectiveSettings((await this.users.findById(userId))?.notificationSettings);
  }

  async update(userId: number, settings: NotificationSettings): Promise<NotificationSettings> {
    const user = await this.users.findById(userId);
    if (!user) throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
    user.notificationSettings = effectiveSettings(settings);
    await this.users.save(user);
    return user.notificationSettings as NotificationSettings;
  }

  /**
   * Pass the transaction's manager of the change this tells of: the mail (or digest item) then commits or rolls
   * back with it. Without one it is queued on its own.
   */
  async notify(userId: number, kind: NotificationKind, message: MailMessage, manager?: EntityManager): Promise<Delivery> {
    const account = manager ? await this.notifications.recipientSettings(manager, userId) : await this.users.findById(userId);
    // A member deleted meanwhile has nobody to tell.
    if (!account) return 'dropped';
    const delivery = effectiveSettings(account.notificationSettings)[kind];
    if (delivery === 'off') return 'dropped';
    // In the member's language, now and in the digest (docs/languages.md).
    message = inLanguage(message, isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE);
    if (delivery === 'digest') {
      await this.notifications.queueDigestItem({ userId, kind, subject: message.subject.slice(0, 255), text: message.text }, manager);
      return 'queued';
    }
    const mail = this.withUnsubscribe(account, [kind], message);
    if (manager) await this.mail.enqueue(manager, mail);
    else await this.mail.send(mail);
    return 'sent';
  }

  /**
   * The link's kind goes off; the token alone is enough (no sign-in), as RFC 8058 asks, and it is the only
   * authorization: there is no per-address limit (a mail provider unsubscribes many of its users from one address).
   * A bad token is refused by its signature alone, before any database work.
   */
  async unsubscribe(token: unknown): Promise<NotificationKind[]> {
    const claims = this.links.verify<{ sub: number; kinds: NotificationKind[]; tv?: number }>('unsubscribe', token);
    const kinds = (claims?.kinds ?? []).filter((kind) => (NOTIFICATION_KINDS as readonly string[]).includes(kind));
    if (!claims || kinds.length === 0) throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
    // Like every emailed link, it dies when the account's credentials or owner change (docs/security.md, "Emailed links").
    const changed = await this.users.changeNotificationSettings(claims.sub, claims.tv, (current) => {
      const settings = effectiveSettings(current);
      for (const kind of kinds) settings[kind] = 'off';
      return settings;
    });
    if (!changed) throw new BadRequestException(ACCOUNT_TEXTS.invalidLink);
    return kinds;
  }

  /** Adds the footer link for people and the List-Unsubscribe headers for mail clients. */
  withUnsubscribe(account: Pick<User, 'id' | 'tokenVersion' | 'language'>, kinds: NotificationKind[], message: MailMessage): MailMessage {
    const token = this.links.sign('unsubscribe', { sub: account.id, kinds, tv: account.tokenVersion }, UNSUBSCRIBE_LINK_SECONDS);
    const oneClick = `${this.config.appUrl}/api/v1/notifications/unsubscribe?token=${token}`;
    const page = `${this.config.appUrl}/unsubscribe#token=${token}`;
    // The footer joins the text: the message is put in the member's language first, so the outbox leaves it as it is.
    const language = isLanguage(account.language) ? account.language : DEFAULT_LANGUAGE;
    const localized = inLanguage(message, language);
    const footer = MAIL_CATALOGS[language].unsubscribeFooter({ kinds, unsubscribeLink: page, settingsLink: `${this.config.appUrl}/account/notifications` });
    return {
      ...localized,
      language,
      text: `${localized.text}${footer}`,
      headers: { ...message.headers, 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    };
  }
}
