import { ApiProperty } from '@nestjs/swagger';
import { CONTACT_SUBJECTS } from '@community/vocabulary';

export class ContactFormEntryDto {
  @ApiProperty({ example: 5 }) id: number;
  @ApiProperty({ example: 'Amina' }) first_name: string;
  @ApiProperty({ example: 'Yusuf' }) last_name: string;
  @ApiProperty({ example: 'amina@example.com' }) email: string;
  @ApiProperty({ example: '+1 555 010 2030' }) phone_number: string;
  @ApiProperty({ enum: CONTACT_SUBJECTS }) subject: string;
  @ApiProperty({ example: 'How do I list my bakery?' }) message: string;
  @ApiProperty({ example: '2024-05-01T10:00:00.000Z' }) created_at: string;
}

export class ContactFormListDto {
  @ApiProperty({ type: [ContactFormEntryDto], description: 'Newest first' }) data: ContactFormEntryDto[];
}
