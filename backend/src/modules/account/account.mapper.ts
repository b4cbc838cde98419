import { User } from '../users/entities/user.entity';
import { effectiveSettings } from '../notifications/notification-settings';
import { AccountDto } from './dto/account-responses.dto';

export function toAccount(user: User): AccountDto {
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    role: user.role,
    industry: user.industry,
    PhoneNumber: user.phoneNumber,
    JobTitle: user.jobTitle,
    Description: user.description,
    mentorship: user.mentorship === 'Yes' || user.mentorship === 'No' ? user.mentorship : null,
    photo_url: user.photoUrl,
    has_password: user.passwordHash !== null,
    notifications: effectiveSettings(user.notificationSettings),
  };
}
