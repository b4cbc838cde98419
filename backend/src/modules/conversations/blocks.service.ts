import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, In, Repository } from 'typeorm';
import { CONVERSATION_TEXTS, OPEN_STATUSES } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { User } from '../users/entities/user.entity';
import { Block } from './entities/block.entity';
import { Conversation } from './entities/conversation.entity';
import { ConversationState } from './conversation-state';
import { ConversationNotifier } from './conversation-notifier';
import { lockMembers } from './conversation-locks';
import { writeTransaction } from '../../common/database/write-transaction';
import { BlockedMemberDto } from './dto/block.dto';

/** A member blocks another: no new conversations from them, no replies either way, open ones closed. */
@Injectable()
export class BlocksService {
  constructor(
    @InjectRepository(Block) private readonly blocks: Repository<Block>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly state: ConversationState,
    private readonly notifier: ConversationNotifier,
    private readonly clock: Clock,
  ) {}

  async list(blockerId: number): Promise<BlockedMemberDto[]> {
    const rows = await this.blocks.find({ where: { blockerId }, relations: { blocked: true }, order: { id: 'DESC' } });
    return rows.map((row) => ({ user_id: row.blockedId, name: row.blocked?.name ?? '', created_at: new Date(row.createdAt).toISOString() }));
  }

  /**
   * Blocking twice is the same as once. The open conversations between the two close, by the blocker, in the same
   * transaction, under the two members' row locks that every new request takes first: a request still in flight
   * either committed before (and is closed here) or waits and then finds the block. None is stored after the answer.
   */
  async block(blockerId: number, blockedId: number): Promise<void> {
    if (blockerId === blockedId) throw new BadRequestException(CONVERSATION_TEXTS.notYourself);
    if (!(await this.users.exists({ where: { id: blockedId } }))) throw new NotFoundException(CONVERSATION_TEXTS.memberNotFound);
    const now = this.clock.now();
    await writeTransaction(this.dataSource, async (manager) => {
      await lockMembers(manager, [blockerId, blockedId]);
      // The pair's rows are locked, so no other block of this pair is between this read and the insert.
      if (!(await manager.exists(Block, { where: { blockerId, blockedId } }))) await manager.insert(Block, { blockerId, blockedId, createdAt: now });
      const open = await manager.find(Conversation, {
        where: [
          { senderId: blockerId, receiverId: blockedId, status: In([...OPEN_STATUSES]) },
          { senderId: blockedId, receiverId: blockerId, status: In([...OPEN_STATUSES]) },
        ],
        order: { id: 'ASC' },
      });
      for (const conversation of open) {
        const role = conversation.receiverId === blockerId ? 'receiver' : 'sender';
        if (await this.state.move(manager, conversation, role, 'closed', OPEN_STATUSES, null, now)) {
          await this.notifier.statusChanged(manager, conversation, role, 'closed', null);
        }
      }
    });
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await this.blocks.delete({ blockerId, blockedId });
  }

  /** Either side blocked the other (through `manager` inside a transaction, to read after its locks). */
  async between(a: number, b: number, manager?: EntityManager): Promise<boolean> {
    const where = [{ blockerId: a, blockedId: b }, { blockerId: b, blockedId: a }];
    return manager ? manager.exists(Block, { where }) : this.blocks.exists({ where });
  }

  hasBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    return this.blocks.exists({ where: { blockerId, blockedId } });
  }
}
