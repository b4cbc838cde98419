import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CONVERSATION_TEXTS, OPEN_STATUSES } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { Transactions } from '../../common/database/transactions';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { BlocksRepository } from './blocks.repository';
import { ConversationsRepository } from './conversations.repository';
import { BlockedMemberDto } from './dto/block.dto';

/** A member blocks another: no new conversations from them, no replies either way, open ones closed. */
@Injectable()
export class BlocksService {
  constructor(
    private readonly blocks: BlocksRepository,
    private readonly conversations: ConversationsRepository,
    private readonly transactions: Transactions,
    private readonly state: ConversationState,
    private readonly notifier: ConversationNotifier,
    private readonly clock: Clock,
  ) {}

  async list(blockerId: number): Promise<BlockedMemberDto[]> {
    const rows = await this.blocks.listBy(blockerId);
    return rows.map((row) => ({ user_id: row.blockedId, name: row.blocked?.name ?? '', created_at: new Date(row.createdAt).toISOString() }));
  }

  /**
   * Blocking twice is the same as once. The open conversations between the two close, by the blocker, in the same
   * transaction, under the two members' row locks that every new request takes first: a request still in flight
   * either committed before (and is closed here) or waits and then finds the block. None is stored after the answer.
   */
  async block(blockerId: number, blockedId: number): Promise<void> {
    if (blockerId === blockedId) throw new BadRequestException(CONVERSATION_TEXTS.notYourself);
    if (!(await this.conversations.memberExists(blockedId))) throw new NotFoundException(CONVERSATION_TEXTS.memberNotFound);
    const now = this.clock.now();
    await this.transactions.runWrite(async (manager) => {
      await this.conversations.lockMembers(manager, [blockerId, blockedId]);
      // The pair's rows are locked, so no other block of this pair is between this read and the insert.
      if (!(await this.blocks.hasBlocked(blockerId, blockedId, manager))) await this.blocks.add(manager, { blockerId, blockedId, createdAt: now });
      const open = await this.conversations.openBetween(manager, blockerId, blockedId);
      for (const conversation of open) {
        const role = conversation.receiverId === blockerId ? 'receiver' : 'sender';
        if (await this.state.move(manager, conversation, role, 'closed', OPEN_STATUSES, null, now)) {
          await this.notifier.statusChanged(manager, conversation, role, 'closed', null);
        }
      }
    });
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await this.blocks.remove(blockerId, blockedId);
  }

  /** Either side blocked the other (through `manager` inside a transaction, to read after its locks). */
  between(a: number, b: number, manager?: EntityManager): Promise<boolean> {
    return this.blocks.between(a, b, manager);
  }

  hasBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    return this.blocks.hasBlocked(blockerId, blockedId);
  }
}
