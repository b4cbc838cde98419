import { Column, CreateDateColumn, Entity, Index, PrimaryGeneratedColumn } from 'typeorm';
import { SearchTextColumn } from '../../../common/search/search-text-column';

/** Who did which moderation action to what, and when. Rows are never updated or deleted. */
@Entity('audit_log')
export class AuditLogEntry {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'actor_id', type: 'int' })
  actorId: number;

  @Column({ name: 'actor_email', type: 'varchar', length: 254 })
  actorEmail: string;

  @Index('IDX_audit_log_action')
  @Column({ type: 'varchar', length: 40 })
  action: string;

  @Column({ name: 'target_type', type: 'varchar', length: 40 })
  targetType: string;

  @Column({ name: 'target_id', type: 'int' })
  targetId: number;

  @Column({ type: 'varchar', length: 255, nullable: true })
  summary: string | null;

  /** The admin's search: admin email, action, item type and summary. */
  @SearchTextColumn('FT_audit_log_search_text', 'search_text')
  searchText?: string | null;

  @Index('IDX_audit_log_created_at')
  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
