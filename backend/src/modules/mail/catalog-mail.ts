import { DEFAULT_LANGUAGE, Language, MAIL_CATALOGS, MailKey, MailParams, MailText } from '@community/vocabulary';
import type { EntityManager } from 'typeorm';
import type { MailMessage } from './mail-transport';

/**
 * A mail from the catalogs (vocabulary/src/i18n, docs/languages.md): rendered in English at once, so a builder's
 * answer reads as it always did, and carrying its key and facts, so the outbox renders it again in the recipient's
 * language. `language` fixes the language (a recipient without an account whose request said which); left out, the
 * outbox asks RecipientLanguages for the account of the address, else English.
 */
export function catalogMail<K extends MailKey>(
  to: string,
  key: K,
  params: MailParams<K>,
  options: { replyTo?: string | null; language?: Language } = {},
): MailMessage {
  const language = options.language ?? DEFAULT_LANGUAGE;
  return {
    to,
    ...renderMail(key, params, language),
    ...(options.replyTo !== undefined ? { replyTo: options.replyTo } : {}),
    catalog: { key, params },
    ...(options.language ? { language: options.language } : {}),
  };
}

export function renderMail<K extends MailKey>(key: K, params: MailParams<K>, language: Language): MailText {
  return (MAIL_CATALOGS[language][key] as (facts: MailParams<K>) => MailText)(params);
}

/** The message in `language`: rendered again from its catalog entry (a mail without one stays as it is, in English). */
export function inLanguage(message: MailMessage, language: Language): MailMessage {
  if (!message.catalog) return { ...message, language: DEFAULT_LANGUAGE };
  if (message.language === language) return message;
  return { ...message, ...renderMail(message.catalog.key, message.catalog.params as never, language), language };
}

/**
 * The saved language of the account an address belongs to, or null when none does. Provided by the users module
 * (which owns the column) to MailService at start, so the mail module reads no other module's table.
 */
export interface RecipientLanguages {
  languageOf(email: string, manager?: EntityManager): Promise<Language | null>;
}
