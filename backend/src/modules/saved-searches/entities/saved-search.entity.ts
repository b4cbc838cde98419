import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { SAVED_SEARCH_KINDS, SAVED_SEARCH_NOTIFY, SavedSearchKind, SavedSearchNotify } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';

/** A member's saved search of the Job Board or the ads board: the list's q and filters, and how often to be told. */
@Entity('saved_searches')
@Index('IDX_saved_searches_user_id', ['userId'])
export class SavedSearch {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  owner?: User;

  @Column({ type: 'simple-enum', enum: SAVED_SEARCH_KINDS })
  kind: SavedSearchKind;

  @Column({ type: 'varchar', length: 100, nullable: true })
  q: string | null;

  /** The list's filters as a JSON object of strings (SAVED_SEARCH_FILTERS names which). */
  @Column({ type: 'text' })
  filters: string;

  @Column({ type: 'simple-enum', enum: SAVED_SEARCH_NOTIFY })
  notify: SavedSearchNotify;

  /** Until when the alerts have covered the list (the digest's claim moves it; docs/jobs.md). */
  @Column({ name: 'last_run_at', type: 'datetime', nullable: true })
  lastRunAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
