import { DEFAULT_LANGUAGE } from '@community/vocabulary';
import { User } from '../users/entities/user.entity';
import { toUserDetails } from '../users/dto/user-details.dto';
import { effectiveSettings } from '../notifications/dto/notification-settings.dto';
import { AccountDto } from './dto/account-responses.dto';

/** My account: the user_details every client knows (less profileComplete, which /account never carried) and the rest of my profile. */
export function toAccount(user: User): AccountDto {
  const { id, name, email, role, industry, JobTitle } = toUserDetails(user);
  return {
    id,
    name,
    email,
    role,
    industry,
    PhoneNumber: user.phoneNumber,
    JobTitle,
    Description: user.description,
    mentorship: user.mentorship === 'Yes' || user.mentorship === 'No' ? user.mentorship : null,
    photo_url: user.photoUrl,
    has_password: user.passwordHash !== null,
    notifications: effectiveSettings(user.notificationSettings),
    language: user.language ?? DEFAULT_LANGUAGE,
  };
}
