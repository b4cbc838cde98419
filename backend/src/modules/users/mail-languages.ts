import { Injectable, OnModuleInit } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { Language, isLanguage } from '@community/vocabulary';
import { MailService, RecipientLanguages } from '../mail/mail.service';
import { UsersRepository } from './users.repository';

/**
 * Tells the mail outbox which language a mail's address reads: the saved `language` of the account it belongs to
 * (docs/languages.md). Read on the change's own transaction when there is one, so a mail about an account made or
 * changed in it (registration's confirmation) already sees it.
 */
@Injectable()
export class MailLanguages implements RecipientLanguages, OnModuleInit {
  constructor(
    private readonly mail: MailService,
    private readonly users: UsersRepository,
  ) {}

  onModuleInit(): void {
    this.mail.useRecipientLanguages(this);
  }

  async languageOf(email: string, manager?: EntityManager): Promise<Language | null> {
    const language = await this.users.languageOfEmail(email, manager);
    return isLanguage(language) ? language : null;
  }
}
