import { Injectable } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';
import { Block } from './entities/block.entity';

/** Who blocked whom. Read through `manager` inside a transaction that locked the pair's rows, to read after the lock. */
@Injectable()
export class BlocksRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** A member's blocks with the blocked member's name, newest first. */
  listBy(blockerId: number): Promise<Block[]> {
    return this.dataSource.getRepository(Block).find({ where: { blockerId }, relations: { blocked: true }, order: { id: 'DESC' } });
  }

  /** Either side blocked the other. */
  between(a: number, b: number, manager?: EntityManager): Promise<boolean> {
    return (manager ?? this.dataSource.manager).exists(Block, {
      where: [
        { blockerId: a, blockedId: b },
        { blockerId: b, blockedId: a },
      ],
    });
  }

  hasBlocked(blockerId: number, blockedId: number, manager?: EntityManager): Promise<boolean> {
    return (manager ?? this.dataSource.manager).exists(Block, { where: { blockerId, blockedId } });
  }

  async add(manager: EntityManager, block: Pick<Block, 'blockerId' | 'blockedId' | 'createdAt'>): Promise<void> {
    await manager.insert(Block, block);
  }

  async remove(blockerId: number, blockedId: number): Promise<void> {
    await this.dataSource.getRepository(Block).delete({ blockerId, blockedId });
  }
}
