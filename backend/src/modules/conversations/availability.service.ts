import { Inject, Injectable, NotFoundException } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { CONVERSATION_TEXTS } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { User } from '../users/entities/user.entity';
import { UsersService } from '../users/users.service';
import { ConversationsRepository } from './conversations.repository';
import { AvailabilityDto, AvailabilityUpdateDto } from './dto/availability.dto';

/** A member's "Open to new requests" switch and capacity, and how many open requests they hold. */
@Injectable()
export class AvailabilityService {
  constructor(
    private readonly conversations: ConversationsRepository,
    private readonly users: UsersService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async get(userId: number): Promise<AvailabilityDto> {
    const user = await this.conversations.availabilityOf(userId);
    if (!user) throw new NotFoundException(CONVERSATION_TEXTS.memberNotFound);
    return { accepting_requests: user.acceptingRequests, capacity: this.capacityOf(user), open_requests: await this.openRequests(userId) };
  }

  async update(userId: number, dto: AvailabilityUpdateDto): Promise<AvailabilityDto> {
    await this.users.setAvailability(userId, dto.accepting_requests, Number(dto.capacity));
    return this.get(userId);
  }

  /**
   * The auto-pause: "Open to new requests" goes off inside the caller's transaction (the expiry's), stored by
   * UsersService like the member's own switch; true only when it was on.
   */
  pause(manager: EntityManager, userId: number): Promise<boolean> {
    return this.users.pauseRequests(manager, userId);
  }

  capacityOf(user: Pick<User, 'requestCapacity'>): number {
    return user.requestCapacity ?? this.config.conversations.capacityDefault;
  }

  /** Through `manager` inside a transaction that locked the receiver's row (conversation-opening.service.ts). */
  openRequests(receiverId: number, manager?: EntityManager): Promise<number> {
    return this.conversations.openRequestsOf(receiverId, manager);
  }
}
