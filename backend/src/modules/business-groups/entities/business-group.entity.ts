import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { FIELD_LIMITS } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';
import { SearchTextColumn } from '../../../common/search/search-text-column';

export interface BusinessGroupEdit {
  title: string;
  description: string;
  website: string | null;
}

@Entity('business_groups')
@Index('IDX_business_groups_status_title', ['status', 'title'])
export class BusinessGroup {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: FIELD_LIMITS.businessName })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: 255, nullable: true })
  website: string | null;

  @Column({ type: 'varchar', length: FIELD_LIMITS.email })
  email: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.industry, nullable: true })
  industry: string | null;

  /** 0 pending, 1 approved, 2 rejected (spec section 4). */
  @Column({ type: 'int', default: 0 })
  status: number;

  /** The account that receives the group's contact messages. */
  @Index('IDX_business_groups_user_id')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  owner?: User;

  @Column({ name: 'confirm_connections', type: 'boolean', default: false })
  confirmConnections: boolean;

  /** The admin's search: title, description, website, industry, status by name and contact email. */
  @SearchTextColumn('FT_business_groups_search_text', 'search_text')
  searchText?: string | null;

  /** The public Business Directory's search: title and description. */
  @SearchTextColumn('FT_business_groups_directory_search_text', 'directory_search_text')
  directorySearchText?: string | null;

  /** What the admin gave when rejecting the listing or its edit; cleared on approval. */
  @Column({ name: 'rejection_reason', type: 'varchar', length: 600, nullable: true })
  rejectionReason: string | null;

  /**
   * The owner's edit of an approved listing, waiting for review: the approved text stays public until an
   * admin approves, which copies these fields over.
   */
  @Column({ name: 'pending_edit', type: 'simple-json', nullable: true })
  pendingEdit: BusinessGroupEdit | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
