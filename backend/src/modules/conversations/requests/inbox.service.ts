import { Injectable, NotFoundException } from '@nestjs/common';
import { ISSUE_TEXTS, LIMITS } from '@community/vocabulary';
import { AuthUser } from '../../../common/auth/auth-user';
import { RequestsRepository } from './requests.repository';
import { InboxPageDto } from './dto/inbox-responses.dto';
import { InboxQueryDto } from './dto/inbox-query.dto';
import { decodeInboxCursor, encodeInboxCursor } from './inbox-cursor';
import { toInboxMessage } from './inbox-message.mapper';
import { ConversationsService } from '../conversations.service';

/** A member's own messages. Every read is scoped by receiver_id: nobody reads another member's inbox. */
@Injectable()
export class InboxService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly conversations: ConversationsService,
  ) {}

  async list(receiver: AuthUser, query: InboxQueryDto): Promise<InboxPageDto> {
    const limit = query.limit ?? LIMITS.directoryPageDefault;
    const before = query.cursor ? decodeInboxCursor(query.cursor) : null;
    const rows = await this.requests.inboxPage(receiver.id, before, limit + 1);
    const page = rows.slice(0, limit);
    return {
      data: page.map(toInboxMessage),
      next_cursor: rows.length > limit ? encodeInboxCursor(page[page.length - 1].id) : null,
    };
  }

  /** Someone else's message answers 404 like a missing one, so ids reveal nothing. */
  async markRead(receiver: AuthUser, id: number): Promise<void> {
    const message = await this.requests.ownRequest(receiver.id, id);
    if (!message) throw new NotFoundException(ISSUE_TEXTS.messageNotFound);
    if (message.readAt === null) await this.requests.markRead(receiver.id, id, new Date());
    // Reading the request here is the receiver opening its conversation: a new request becomes read.
    await this.conversations.receiverOpenedRequest(id);
  }
}
