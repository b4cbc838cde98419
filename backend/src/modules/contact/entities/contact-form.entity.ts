import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { FIELD_LIMITS, MEMBER_MESSAGE_LIMITS } from '@community/vocabulary';
import { SearchTextColumn } from '../../../common/search/search-text-column';

@Entity('contact_forms')
export class ContactForm {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'first_name', type: 'varchar', length: MEMBER_MESSAGE_LIMITS.contactNameMax })
  firstName: string;

  @Column({ name: 'last_name', type: 'varchar', length: MEMBER_MESSAGE_LIMITS.contactNameMax })
  lastName: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  email: string;

  @Column({ name: 'phone_number', type: 'varchar', length: FIELD_LIMITS.phone })
  phoneNumber: string;

  @Column({ type: 'varchar', length: 40 })
  subject: string;

  @Column({ type: 'text' })
  message: string;

  /** The admin's search: first and last name, email, phone and message. */
  @SearchTextColumn('FT_contact_forms_search_text', 'search_text')
  searchText?: string | null;

  @Index('IDX_contact_forms_created_at')
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
