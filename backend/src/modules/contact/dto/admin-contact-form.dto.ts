import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_SUBJECTS } from '@community/vocabulary';
import { ContactForm } from '../entities/contact-form.entity';

export class AdminContactFormDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ example: 'Ruth' }) first_name: string;
  @ApiProperty({ example: 'Mensah' }) last_name: string;
  @ApiProperty({ example: 'Ruth Mensah', description: 'first_name and last_name together' }) name: string;
  @ApiProperty({ example: 'ruth@example.com' }) email: string;
  @ApiProperty({ example: '+1 555 010 2030' }) phone_number: string;
  @ApiProperty({ enum: CONTACT_SUBJECTS }) subject: string;
  @ApiProperty({ example: 'How do I join as a mentor?' }) message: string;
  @ApiProperty() created_at: Date;
}

export function mapAdminContactForm(form: ContactForm): AdminContactFormDto {
  return {
    id: form.id,
    first_name: form.firstName,
    last_name: form.lastName,
    name: `${form.firstName} ${form.lastName}`.trim(),
    email: form.email,
    phone_number: form.phoneNumber,
    subject: form.subject,
    message: form.message,
    created_at: form.createdAt,
  };
}
