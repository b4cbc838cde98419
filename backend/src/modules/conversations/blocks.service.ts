import { BadRequestException, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import { CONVERSATION_TEXTS, OPEN_STATUSES } from '@community/vocabulary';
import { Clock } from '../../common/clock/clock';
import { User } from '../users/entities/user.entity';
import { Block } from './entities/block.entity';
import { Conversation } from './entities/conversation.entity';
import { ConversationState } from './conversation-state';
import { BlockedMemberDto } from './dto/block.dto';

/** A member blocks another: no new conversations from them, no replies either way, open ones closed. */
@Injectable()
export class BlocksService {
  constructor(
    @InjectRepository(Block) private readonly blocks: Repository<Block>,
    @InjectRepository(User) private readonly users: Repository<User>,
    private readonly dataSource: DataSource,
    private readonly state: ConversationState,
    private readonly clock: Clock,
  ) {}

  async list(blockerId: number): Promise<BlockedMemberDto[]> {
    const rows = await this.blocks.find({ where: { blockerId }, relations: { blocked: true }, order: { id: 'DESC' } });
    return rows.map((row) => ({ user_id: row.blockedId, name: row.blocked?.name ?? '', created_at: new Date(row.createdAt).toISOString() }));
  }

  /** Blocking twice is the same as once. The open conversations between the two close, by the blocker. */
  async block(blockerId: number, blockedId: number): Promise<void> {
    if (blockerId === blockedId) throw new BadRequestException(CONVERSATION_TEXTS.notYourself);
    if (!(await this.users.exists({ where: { id: blockedId } }))) throw new NotFoundException(CONVERSATION_TEXTS.memberNotFound);
    const now = this.clock.now();
    if (!(await this.blocks.exists({ where: { blockerId, blockedId } }))) {
      try {
        await this.blocks.insert({ blockerId, blockedId, createdAt: now });
      } catch (error) {
        // Two blocks at once: the unique pair lets one in, and the other has nothing left to do.
        if (!(await this.blocks.exists({ where: { blockerId, blockedId } }))) throw error;
      }
    }
    const open = await this.dataSource.getRepository(Conversation).find({
      where: [
        { senderId: blockerId, receiverId: blockedId, status: In([...OPEN_STATUSES]) },
        { senderId: blockedId, receiverId: blockerId, status: In([...OPEN_STATUSES]) },
      ],
    });
    for (const conversation of open) {
      const role = conversation.receiverId === blockerId ? 'receiver' : 'sender';
      await this.state.moveAndNotify(conversation, role, 'closed', OPEN_STATUSES, null, now);
    }
  }

  async unblock(blockerId: number, blockedId: number): Promise<void> {
    await this.blocks.delete({ blockerId, blockedId });
  }

  /** Either side blocked the other. */
  async between(a: number, b: number): Promise<boolean> {
    return this.blocks.exists({ where: [{ blockerId: a, blockedId: b }, { blockerId: b, blockedId: a }] });
  }

  hasBlocked(blockerId: number, blockedId: number): Promise<boolean> {
    return this.blocks.exists({ where: { blockerId, blockedId } });
  }
}
