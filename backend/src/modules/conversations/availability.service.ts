import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, In, Repository } from 'typeorm';
import { CONVERSATION_TEXTS, OPEN_STATUSES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { User } from '../users/entities/user.entity';
import { Conversation } from './entities/conversation.entity';
import { AvailabilityDto, AvailabilityUpdateDto } from './dto/availability.dto';

/** A member's "Open to new requests" switch and capacity, and how many open requests they hold. */
@Injectable()
export class AvailabilityService {
  constructor(
    @InjectRepository(User) private readonly users: Repository<User>,
    @InjectRepository(Conversation) private readonly conversations: Repository<Conversation>,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(userId: number): Promise<AvailabilityDto> {
    const user = await this.users.findOne({ where: { id: userId }, select: { id: true, acceptingRequests: true, requestCapacity: true } });
    if (!user) throw new NotFoundException(CONVERSATION_TEXTS.memberNotFound);
    return { accepting_requests: user.acceptingRequests, capacity: this.capacityOf(user), open_requests: await this.openRequests(userId) };
  }

  async update(userId: number, dto: AvailabilityUpdateDto): Promise<AvailabilityDto> {
    await this.users.update({ id: userId }, { acceptingRequests: dto.accepting_requests, requestCapacity: Number(dto.capacity) });
    return this.get(userId);
  }

  capacityOf(user: Pick<User, 'requestCapacity'>): number {
    return user.requestCapacity ?? this.config.conversations.capacityDefault;
  }

  /** Through `manager` inside a transaction that locked the receiver's row (conversation-opening.service.ts). */
  openRequests(receiverId: number, manager?: EntityManager): Promise<number> {
    const where = { receiverId, status: In([...OPEN_STATUSES]) };
    return manager ? manager.count(Conversation, { where }) : this.conversations.count({ where });
  }
}
