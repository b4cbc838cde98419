import { User } from '../modules/users/entities/user.entity';
import { PasswordResetToken } from '../modules/auth/entities/password-reset-token.entity';
import { BusinessGroup } from '../modules/business-groups/entities/business-group.entity';
import { Ad } from '../modules/ads/entities/ad.entity';
import { ContactForm } from '../modules/contact/entities/contact-form.entity';
import { InboxMessage } from '../modules/conversations/entities/inbox-message.entity';
import { Conversation } from '../modules/conversations/entities/conversation.entity';
import { ConversationReply } from '../modules/conversations/entities/conversation-reply.entity';
import { StatusChange } from '../modules/conversations/entities/status-change.entity';
import { Block } from '../modules/conversations/entities/block.entity';
import { Report } from '../modules/conversations/entities/report.entity';
import { SiteSetting } from '../modules/settings/entities/site-setting.entity';
import { AuditLogEntry } from '../modules/audit/entities/audit-log-entry.entity';
import { DigestItem } from '../modules/notifications/entities/digest-item.entity';
import { TwoFactorSecret } from '../modules/two-factor/entities/two-factor-secret.entity';
import { RecoveryCode } from '../modules/two-factor/entities/recovery-code.entity';
import { OutboxMail } from '../modules/mail/entities/outbox-mail.entity';
import { Job } from '../modules/jobs/entities/job.entity';
import { Notification } from '../modules/notifications/entities/notification.entity';
import { SavedSearch } from '../modules/saved-searches/entities/saved-search.entity';
import { JobApplication } from '../modules/jobs/entities/job-application.entity';
import { ConversationAttachment } from '../modules/conversations/entities/conversation-attachment.entity';
import { PushSubscription } from '../modules/push/entities/push-subscription.entity';
import { PushDelivery } from '../modules/push/entities/push-delivery.entity';
import { PushPresence } from '../modules/push/entities/push-presence.entity';
import { PushSetting } from '../modules/push/entities/push-setting.entity';
import { PushKey } from '../modules/push/entities/push-key.entity';

export const ENTITIES = [
  User,
  PasswordResetToken,
  BusinessGroup,
  Ad,
  ContactForm,
  InboxMessage,
  AuditLogEntry,
  Conversation,
  ConversationReply,
  StatusChange,
  Block,
  Report,
  SiteSetting,
  DigestItem,
  TwoFactorSecret,
  RecoveryCode,
  OutboxMail,
  Job,
  Notification,
  SavedSearch,
  JobApplication,
  ConversationAttachment,
  PushSubscription,
  PushDelivery,
  PushPresence,
  PushSetting,
  PushKey,
];
