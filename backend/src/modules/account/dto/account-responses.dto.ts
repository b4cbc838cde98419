import { ApiProperty } from '@nestjs/swagger';
import { LANGUAGES, Language, MENTORSHIP_ANSWERS, ROLES } from '@community/vocabulary';
import { NotificationSettingsDto } from '../../notifications/dto/notification-settings.dto';

export class AccountDto {
  @ApiProperty({ type: 'integer', example: 7 }) id: number;
  @ApiProperty({ type: String, example: 'Amina Yusuf' }) name: string;
  @ApiProperty({ type: String, example: 'amina@example.com' }) email: string;
  @ApiProperty({ enum: ROLES, example: 'helper' }) role: string;
  @ApiProperty({ type: String, nullable: true, example: 'Technology, Engineering & Data' }) industry: string | null;
  @ApiProperty({ type: String, nullable: true, example: '+1 555 010 2030' }) PhoneNumber: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Software Engineer' }) JobTitle: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'Ten years in backend systems.' }) Description: string | null;
  @ApiProperty({ enum: MENTORSHIP_ANSWERS, nullable: true, example: 'Yes' }) mentorship: string | null;
  @ApiProperty({ type: String, nullable: true, example: 'photos/5f0c.webp', description: '256 px square WebP under /uploads; null: show initials' })
  photo_url: string | null;
  @ApiProperty({ type: Boolean, example: true, description: 'False for accounts that only sign in with Google' }) has_password: boolean;
  @ApiProperty({ type: NotificationSettingsDto }) notifications: NotificationSettingsDto;
  @ApiProperty({
    enum: LANGUAGES,
    example: 'en',
    description: "The member's language: their mails and push texts, and the web app once signed in (set at sign-up from Accept-Language)",
  })
  language: Language;
}

export class AccountSavedDto {
  @ApiProperty({ type: String, example: 'Your profile has been saved' }) message: string;
  @ApiProperty({ type: AccountDto }) account: AccountDto;
}

export class PhotoSavedDto {
  @ApiProperty({ type: String, example: 'Your photo has been saved' }) message: string;
  @ApiProperty({ type: String, example: 'photos/5f0c.webp' }) photo_url: string;
}

export class PhotoUploadDto {
  @ApiProperty({ type: 'string', format: 'binary', description: 'JPEG, PNG, WebP or GIF, at most UPLOAD_MAX_IMAGE_MB', example: '(the picture file)' })
  photo: unknown;
}

export class SessionRenewedDto {
  @ApiProperty({ type: String, example: 'Your password has been changed' }) message: string;
  @ApiProperty({
    type: String,
    description: 'A fresh bearer token for this session; tokens issued before are refused',
    example: 'eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOjd9.c2ln',
  })
  AuthToken: string;
}
