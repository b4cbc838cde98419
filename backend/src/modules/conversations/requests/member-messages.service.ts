import { BadRequestException, Inject, Injectable } from '@nestjs/common';
import { ISSUE_TEXTS, MESSAGES, MessageSection, conversationPath, isBlank } from '@community/vocabulary';
import { APP_CONFIG } from '../../../config/config.module';
import { AppConfig } from '../../../config/app-config';
import { MailMessage } from '../../mail/mail.service';
import { NotificationsService } from '../../notifications/notifications.service';
import { NotificationFeedService } from '../../notifications/notification-feed.service';
import { AuthUser } from '../../../common/auth/auth-user';
import { RequestsRepository } from './requests.repository';
import { MessageReceiversService } from './message-receivers.service';
import { ConversationOpeningService } from '../conversation-opening.service';
import { RequestCreatedDto } from './dto/request-created.dto';
import { MemberMessageDto } from './dto/member-message.dto';
import { LegalIssueDto } from './dto/legal-issue.dto';
import { ClinicIssueDto } from './dto/clinic-issue.dto';
import { BusinessGroupMessageDto } from './dto/business-group-message.dto';
import { Transactions } from '../../../common/database/transactions';
import { accountSender, businessGroupMail, clinicRequestMail, legalIssueMail, professionalNetworkMail } from './member-message.mails';

const text = (value: string) => value.trim();
const optionalText = (value: string | undefined) => (isBlank(value) ? null : String(value).trim());

/**
 * Messages from the sections to a member: check the receiver fits the section, then in one transaction check the
 * receiver takes the request (not blocked, accepting, below capacity, the sender's new-account cap: under the
 * members' row locks) and store the message in the receiver's inbox with the conversation it opens and the mail
 * that tells the receiver. The outbox worker sends the mail once that commits; a mail outage neither fails the
 * request nor loses the mail. The mail names the sender's account, never what they typed (member-message.mails.ts).
 */
@Injectable()
export class MemberMessagesService {
  constructor(
    private readonly requests: RequestsRepository,
    private readonly transactions: Transactions,
    private readonly receivers: MessageReceiversService,
    private readonly conversations: ConversationOpeningService,
    private readonly notifications: NotificationsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly feed: NotificationFeedService,
  ) {}

  async sendToMember(sender: AuthUser, dto: MemberMessageDto): Promise<RequestCreatedDto> {
    const receiverId = this.otherThan(sender, dto.receiver_id);
    const receiver = await this.receivers.professionalNetworkMember(receiverId);
    const message = { full_name: text(dto.full_name), email: text(dto.email), description: text(dto.description) };
    const from = accountSender(sender, message.email);
    const ids = await this.store(
      'professional-network',
      receiver.id,
      sender.id,
      message.full_name,
      message.email,
      { description: message.description },
      (conversationId) => professionalNetworkMail(this.config.appUrl, receiver, from, message.description, conversationId),
    );
    return { message: MESSAGES.memberContact.success, ...ids };
  }

  async sendLegalIssue(sender: AuthUser, dto: LegalIssueDto): Promise<RequestCreatedDto> {
    const receiverId = this.otherThan(sender, dto.receiver_id);
    const receiver = await this.receivers.lawyer(receiverId);
    const issue = {
      full_name: text(dto.full_name),
      email: text(dto.email),
      PhoneNumber: text(dto.PhoneNumber),
      address: optionalText(dto.address),
      legal_issue: dto.legal_issue,
      specific_issue: dto.specific_issue,
      description: text(dto.description),
      relevent_data: optionalText(dto.relevent_data),
    };
    const { full_name, email, ...details } = issue;
    const ids = await this.store('legal-assistance', receiver.id, sender.id, full_name, email, details, (conversationId) =>
      legalIssueMail(this.config.appUrl, receiver, conversationId),
    );
    return { message: MESSAGES.legal.success, ...ids };
  }

  /** The form names no sender, so the inbox shows the patient's account name; the answers stay out of the email. */
  async sendClinicIssue(sender: AuthUser, dto: ClinicIssueDto): Promise<RequestCreatedDto> {
    const receiverId = this.otherThan(sender, dto.receiver_id);
    const receiver = await this.receivers.doctor(receiverId);
    const details = {
      gender: dto.gender,
      age: Number(dto.age),
      contact_info: text(dto.contact_info),
      location: text(dto.location),
      Symptoms: text(dto.Symptoms),
      duration_of_symptoms: text(dto.duration_of_symptoms),
      pain_rating: Number(dto.pain_rating),
      existing_medical_conditions: text(dto.existing_medical_conditions),
      active_medications_prescriptions: text(dto.active_medications_prescriptions),
    };
    const ids = await this.store('virtual-clinic', receiver.id, sender.id, sender.name, null, details, (conversationId) =>
      clinicRequestMail(this.config.appUrl, receiver, conversationId),
    );
    return { message: MESSAGES.clinic.success, ...ids };
  }

  /** Public: a filled honeypot is answered like a success and dropped (no row, no mail). */
  async sendToBusinessGroup(dto: BusinessGroupMessageDto): Promise<RequestCreatedDto> {
    if (!isBlank(dto.contact_me_by_fax)) return { message: MESSAGES.memberContact.success, id: 0, conversation_id: 0 };
    const receiver = await this.receivers.businessGroupOwner(Number(dto.receiver_id));
    const message = { full_name: text(dto.full_name), email: text(dto.email), description: text(dto.description) };
    const ids = await this.store(
      'business-groups',
      receiver.id,
      null,
      message.full_name,
      message.email,
      { description: message.description, business_group_id: receiver.groupId, business_group_title: receiver.groupTitle },
      (conversationId) => businessGroupMail(this.config.appUrl, receiver, message, conversationId),
    );
    return { message: MESSAGES.memberContact.success, ...ids };
  }

  private otherThan(sender: AuthUser, receiverId: number | string): number {
    const id = Number(receiverId);
    if (id === sender.id) throw new BadRequestException(ISSUE_TEXTS.notToYourself);
    return id;
  }

  private async store(
    section: MessageSection,
    receiverId: number,
    senderId: number | null,
    fullName: string | null,
    email: string | null,
    details: Record<string, unknown>,
    /** The receiver's mail; legal and clinic mails link to the conversation, known only once it is opened. */
    mail: (conversationId: number) => MailMessage,
  ): Promise<{ id: number; conversation_id: number }> {
    const outcome = await this.transactions.runWrite(async (manager) => {
      // Blocks, availability, capacity and the new-account cap, read under the members' row locks: exact however many arrive at once.
      const refusal = senderId === null ? null : await this.conversations.admit(manager, senderId, receiverId, section);
      if (refusal) return { refusal };
      const saved = await this.requests.store(manager, { section, receiverId, senderId, fullName, email, details });
      const conversationId = await this.conversations.open(manager, { requestId: saved.id, kind: section, senderId, receiverId });
      // A new request is a notification: the receiver's setting decides now, digest or nothing; queued with the request.
      await this.notifications.notify(receiverId, 'new_request', mail(conversationId), manager);
      await this.feed.record(manager, { userId: receiverId, kind: 'request_received', link: conversationPath(conversationId) });
      return { ids: { id: saved.id, conversation_id: conversationId } };
    });
    if ('refusal' in outcome) throw outcome.refusal;
    return outcome.ids;
  }
}
