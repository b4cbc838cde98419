import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { APP_CONFIG } from '../../../config/config.module';
import { AppConfig } from '../../../config/app-config';
import { AuthUser } from '../../../common/auth/auth-user';
import { Transactions } from '../../../common/database/transactions';
import { ConversationsRepository } from '../conversations.repository';
import { ConversationAttachment } from '../entities/conversation-attachment.entity';
import { AttachmentScope, AttachmentsRepository } from './attachments.repository';
import { PrivateFiles } from './private-files';
import { cleanFileName } from './attachment-names';

/** A file written to the private folder before the transaction that records it: discard() it if that fails. */
export interface StagedAttachment {
  storedPath: string;
  fileName: string;
  contentType: string;
  size: number;
}

export interface AttachmentDownload {
  fileName: string;
  contentType: string;
  content: Buffer;
}

const BATCH = 500;

/**
 * Files sent in conversations (docs/jobs.md "The CV"): written to the private folder under a random name, recorded
 * in conversation_attachments, downloaded only by the conversation's two participants, and removed from disk with
 * their row. The order keeps the folder and the table together: the file is written first (stage), the row in the
 * caller's transaction (record), and a transaction that fails discards the file; a deletion removes the rows in its
 * transaction and the files once it committed. A file left without a row (a crash between the two) is swept by the
 * retention job (sweepOrphans).
 */
@Injectable()
export class ConversationAttachmentsService {
  private readonly logger = new Logger('ConversationAttachments');
  private readonly files: PrivateFiles;

  constructor(
    @Inject(APP_CONFIG) config: AppConfig,
    private readonly attachments: AttachmentsRepository,
    private readonly conversations: ConversationsRepository,
    private readonly transactions: Transactions,
  ) {
    this.files = new PrivateFiles(config.uploads.privateDir);
  }

  /** The sender's file name is cleaned here (cleanFileName); `fallback` names a file that had none usable. */
  async stage(content: Buffer, rawName: string | undefined, contentType: string, fallback: string): Promise<StagedAttachment> {
    const storedPath = await this.files.write(content);
    return { storedPath, fileName: cleanFileName(rawName, fallback), contentType, size: content.length };
  }

  /** The row of a staged file, in the caller's transaction. messageId null: it came with the opening request. */
  record(
    manager: EntityManager,
    staged: StagedAttachment,
    to: { conversationId: number; messageId: number | null; uploaderId: number; createdAt: Date },
  ): Promise<ConversationAttachment> {
    return this.attachments.insert(manager, { ...staged, ...to });
  }

  /** A staged file whose transaction failed (or whose request was refused): removed, never left behind. */
  async discard(staged: StagedAttachment | null): Promise<void> {
    if (staged) await this.removeFiles([staged.storedPath]);
  }

  /** The thread's attachments, for its participants. */
  ofConversation(conversationId: number): Promise<ConversationAttachment[]> {
    return this.attachments.ofConversation(conversationId);
  }

  /** The two participants only: anyone else (an admin too, even of a reported thread) is told it does not exist. */
  async download(user: AuthUser, conversationId: number, attachmentId: number): Promise<AttachmentDownload> {
    const conversation = await this.conversations.findById(conversationId);
    if (!conversation || (conversation.senderId !== user.id && conversation.receiverId !== user.id)) {
      throw new NotFoundException(CONVERSATION_TEXTS.notFound);
    }
    const row = await this.attachments.findOne(conversationId, attachmentId);
    const content = row ? await this.files.read(row.storedPath) : null;
    if (!row || !content) throw new NotFoundException(CONVERSATION_TEXTS.attachmentNotFound);
    return { fileName: row.fileName, contentType: row.contentType, content };
  }

  /** Inside a deletion's transaction: the rows go, and their stored names come back for removeFiles() after the commit. */
  detach(manager: EntityManager, scope: AttachmentScope): Promise<string[]> {
    return this.attachments.deleteIn(manager, scope);
  }

  /** On its own (a posting's deletion): the rows in one transaction, then the files. */
  async removeOf(scope: AttachmentScope): Promise<void> {
    await this.removeFiles(await this.transactions.run((manager) => this.attachments.deleteIn(manager, scope)));
  }

  /** After the commit. A failure is logged, not thrown: the sweep removes what is left without a row. */
  async removeFiles(names: string[]): Promise<void> {
    for (const name of names) {
      await this.files.delete(name).catch((error: Error) => this.logger.error(`could not remove a private file: ${error.message}`));
    }
  }

  /**
   * Retention: every attachment written at or before `cutoff`, row and file. Each row is claimed by its DELETE (the
   * instance whose DELETE affected it removes the file), so instances running together remove each once.
   */
  async removeCreatedBy(cutoff: Date): Promise<number> {
    let removed = 0;
    for (;;) {
      const due = await this.attachments.createdBy(cutoff, BATCH);
      let claimed = 0;
      for (const row of due) {
        if (!(await this.attachments.deleteById(row.id))) continue;
        claimed += 1;
        await this.removeFiles([row.storedPath]);
      }
      removed += claimed;
      if (due.length < BATCH || claimed === 0) return removed;
    }
  }

  /** Files without a row last written before `before` (younger ones may belong to a transaction still running). */
  async sweepOrphans(before: Date): Promise<number> {
    const old = (await this.files.list()).filter((file) => file.modifiedAt <= before).map((file) => file.name);
    const kept = await this.attachments.storedNames(old);
    const orphans = old.filter((name) => !kept.has(name));
    await this.removeFiles(orphans);
    return orphans.length;
  }

  /** The data export: the files a member sent (name, size, date; never the bytes). */
  async exportFor(userId: number): Promise<Array<{ id: number; conversation_id: number; name: string; size: number; created_at: string }>> {
    return (await this.attachments.ofUploader(userId)).map((row) => ({
      id: row.id,
      conversation_id: row.conversationId,
      name: row.fileName,
      size: row.size,
      created_at: new Date(row.createdAt).toISOString(),
    }));
  }
}
