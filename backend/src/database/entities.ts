import { User } from '../modules/users/entities/user.entity';
import { PasswordResetToken } from '../modules/auth/entities/password-reset-token.entity';
import { BusinessGroup } from '../modules/business-groups/entities/business-group.entity';
import { Ad } from '../modules/ads/entities/ad.entity';
import { ContactForm } from '../modules/contact/entities/contact-form.entity';
import { InboxMessage } from '../modules/messages/entities/inbox-message.entity';
import { AuditLogEntry } from '../modules/audit/entities/audit-log-entry.entity';
import { DigestItem } from '../modules/notifications/entities/digest-item.entity';

export const ENTITIES = [User, PasswordResetToken, BusinessGroup, Ad, ContactForm, InboxMessage, AuditLogEntry, DigestItem];
