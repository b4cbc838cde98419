import { Injectable, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, Repository } from 'typeorm';
import { BUSINESS_GROUP_STATUS, HEALTH_INDUSTRY, ISSUE_TEXTS, Industry, LEGAL_INDUSTRY, MEMBER_ROLES, PROFESSIONAL_NETWORK_INDUSTRIES } from '@community/vocabulary';
import { BusinessGroup } from '../business-groups/entities/business-group.entity';

export interface MessageReceiver {
  id: number;
  name: string;
  email: string;
}

export interface BusinessGroupReceiver extends MessageReceiver {
  groupId: number;
  groupTitle: string;
}

interface MemberRow {
  id: number | string;
  name: string;
  email: string;
  role: string;
  industry: string | null;
}

/**
 * Who may receive a section's messages: an existing, unsuspended account that fits the section.
 * Anything else answers 404 with a sentence naming what was not found.
 */
@Injectable()
export class MessageReceiversService {
  constructor(
    private readonly dataSource: DataSource,
    @InjectRepository(BusinessGroup) private readonly groups: Repository<BusinessGroup>,
  ) {}

  /** A helper or seeker in one of the six professional-network industries. */
  professionalNetworkMember(id: number): Promise<MessageReceiver> {
    return this.memberIn(id, PROFESSIONAL_NETWORK_INDUSTRIES, ISSUE_TEXTS.memberNotFound);
  }

  /** A member of the legal industry. */
  lawyer(id: number): Promise<MessageReceiver> {
    return this.memberIn(id, [LEGAL_INDUSTRY], ISSUE_TEXTS.lawyerNotFound);
  }

  /** A member of Health & Sciences. */
  doctor(id: number): Promise<MessageReceiver> {
    return this.memberIn(id, [HEALTH_INDUSTRY], ISSUE_TEXTS.doctorNotFound);
  }

  /** The owner of an approved business group. */
  async businessGroupOwner(userId: number): Promise<BusinessGroupReceiver> {
    const row: { group_id: number | string; group_title: string; owner_id: number | string; owner_name: string; owner_email: string } | undefined =
      await this.groups
        .createQueryBuilder('business_group')
        .innerJoin('business_group.owner', 'owner')
        .select(['business_group.id AS group_id', 'business_group.title AS group_title'])
        .addSelect(['owner.id AS owner_id', 'owner.name AS owner_name', 'owner.email AS owner_email'])
        .where('business_group.userId = :userId', { userId })
        .andWhere('business_group.status = :approved', { approved: BUSINESS_GROUP_STATUS.approved })
        .andWhere('owner.suspendedAt IS NULL')
        .orderBy('business_group.id', 'ASC')
        .limit(1)
        .getRawOne();
    if (!row) throw new NotFoundException(ISSUE_TEXTS.businessGroupNotFound);
    return { id: Number(row.owner_id), name: row.owner_name, email: row.owner_email, groupId: Number(row.group_id), groupTitle: row.group_title };
  }

  private async memberIn(id: number, industries: readonly Industry[], notFound: string): Promise<MessageReceiver> {
    const [row]: MemberRow[] = await this.dataSource.query(
      'SELECT id, name, email, role, industry FROM users WHERE id = ? AND suspended_at IS NULL',
      [id],
    );
    const fits = row && (MEMBER_ROLES as readonly string[]).includes(row.role) && (industries as readonly string[]).includes(row.industry ?? '');
    if (!fits) throw new NotFoundException(notFound);
    return { id: Number(row.id), name: row.name, email: row.email };
  }
}
