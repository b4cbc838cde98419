import { Injectable, NotFoundException } from '@nestjs/common';
import { HEALTH_INDUSTRY, ISSUE_TEXTS, Industry, LEGAL_INDUSTRY, PROFESSIONAL_NETWORK_INDUSTRIES, directoryRolesOf } from '@community/vocabulary';
import { BusinessGroupsService } from '../../business-groups/business-groups.service';
import { RequestsRepository } from './requests.repository';

export interface MessageReceiver {
  id: number;
  name: string;
  email: string;
}

export interface BusinessGroupReceiver extends MessageReceiver {
  groupId: number;
  groupTitle: string;
}

/**
 * Who may receive a section's messages: an existing, unsuspended account that fits the section.
 * Anything else answers 404 with a sentence naming what was not found.
 */
@Injectable()
export class MessageReceiversService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly businessGroups: BusinessGroupsService,
  ) {}

  /** A helper or seeker in one of the six professional-network industries (whom its directory lists). */
  professionalNetworkMember(id: number): Promise<MessageReceiver> {
    return this.memberIn(id, PROFESSIONAL_NETWORK_INDUSTRIES, ISSUE_TEXTS.memberNotFound);
  }

  /** A lawyer: a helper of the legal industry, as Legal Assistance lists them (vocabulary's DIRECTORY_ROLES). */
  lawyer(id: number): Promise<MessageReceiver> {
    return this.memberIn(id, [LEGAL_INDUSTRY], ISSUE_TEXTS.lawyerNotFound);
  }

  /** A doctor: a helper of Health & Sciences, as the Virtual Clinic lists them. */
  doctor(id: number): Promise<MessageReceiver> {
    return this.memberIn(id, [HEALTH_INDUSTRY], ISSUE_TEXTS.doctorNotFound);
  }

  /** The owner of an approved business group. */
  async businessGroupOwner(userId: number): Promise<BusinessGroupReceiver> {
    const owner = await this.businessGroups.approvedGroupOwner(userId);
    if (!owner) throw new NotFoundException(ISSUE_TEXTS.businessGroupNotFound);
    return owner;
  }

  private async memberIn(id: number, industries: readonly Industry[], notFound: string): Promise<MessageReceiver> {
    const row = await this.requests.confirmedMember(id);
    // Only whom the section's directory lists: a seeker of the legal or health industry is a client, not a lawyer.
    const fits =
      row && (industries as readonly string[]).includes(row.industry ?? '') && (directoryRolesOf(row.industry) as readonly string[]).includes(row.role);
    if (!fits) throw new NotFoundException(notFound);
    return { id: Number(row.id), name: row.name, email: row.email };
  }
}
