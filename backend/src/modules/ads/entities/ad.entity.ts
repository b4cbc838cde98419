import { Column, CreateDateColumn, Entity, Index, JoinColumn, ManyToOne, PrimaryGeneratedColumn } from 'typeorm';
import { AD_STATUSES, AdStatus, FIELD_LIMITS } from '@community/vocabulary';
import { User } from '../../users/entities/user.entity';
import { SearchTextColumn } from '../../../common/search/search-text-column';

@Entity('ads')
@Index('IDX_ads_status_created_at', ['status', 'createdAt'])
@Index('IDX_ads_status_category_created_at', ['status', 'category', 'createdAt'])
@Index('IDX_ads_status_expires_at', ['status', 'expiresAt'])
@Index('IDX_ads_status_approved_at', ['status', 'approvedAt'])
@Index('IDX_ads_user_submitted_at', ['userId', 'submittedAt'])
export class Ad {
  @PrimaryGeneratedColumn()
  id: number;

  @Column({ type: 'varchar', length: FIELD_LIMITS.adTitle })
  title: string;

  @Column({ type: 'text' })
  description: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.adCategory })
  category: string;

  @Column({ name: 'ad_description', type: 'text' })
  adDescription: string;

  @Column({ name: 'price_offer', type: 'varchar', length: FIELD_LIMITS.adPriceOffer, nullable: true })
  priceOffer: string | null;

  @Column({ name: 'contact_email', type: 'varchar', length: FIELD_LIMITS.email })
  contactEmail: string;

  @Column({ name: 'contact_phone', type: 'varchar', length: FIELD_LIMITS.phone })
  contactPhone: string;

  @Column({ type: 'varchar', length: FIELD_LIMITS.adLocation })
  location: string;

  @Column({ type: 'simple-enum', enum: AD_STATUSES, default: 'pending' })
  status: AdStatus;

  /** The spec's JSON array string of paths relative to the uploads location. */
  @Column({ name: 'image_url', type: 'text' })
  imageUrl: string;

  /** Same shape as image_url, for the small versions the board's cards show. */
  @Column({ name: 'thumbnail_url', type: 'text' })
  thumbnailUrl: string;

  @Index('IDX_ads_user_id')
  @Column({ name: 'user_id', type: 'int' })
  userId: number;

  @ManyToOne(() => User, { onDelete: 'CASCADE' })
  @JoinColumn({ name: 'user_id' })
  poster?: User;

  /** The admin's search: title, category, status, contact email and location (spec section 5). */
  @SearchTextColumn('FT_ads_search_text', 'search_text')
  searchText?: string | null;

  /** The board's search: title, description, category and location. */
  @SearchTextColumn('FT_ads_board_search_text', 'board_search_text')
  boardSearchText?: string | null;

  /** What the admin gave when rejecting (choice label and/or free text); cleared when the ad is approved. */
  @Column({ name: 'rejection_reason', type: 'varchar', length: 600, nullable: true })
  rejectionReason: string | null;

  /**
   * When an admin last approved the ad: the saved searches' alerts list the ads approved since their last run. Null for
   * ads approved before the column existed (they were on the board before any alert) and for ads never approved.
   */
  @Column({ name: 'approved_at', type: 'datetime', nullable: true })
  approvedAt: Date | null;

  /** Set at approval (AD_LIFETIME_DAYS later) and at renewal; the expiry job moves the ad to expired then. */
  @Column({ name: 'expires_at', type: 'datetime', nullable: true })
  expiresAt: Date | null;

  /** When the 7-day reminder went out for the current expires_at; the job's claim makes it once per period. */
  @Column({ name: 'expiry_reminded_at', type: 'datetime', nullable: true })
  expiryRemindedAt: Date | null;

  /**
   * When the ad last entered review: its submission, or a poster's edit that sent it back. The per-account
   * limit counts an account's ads with this in the last 24 hours (ad-submission-limit.ts).
   */
  @Column({ name: 'submitted_at', type: 'datetime', nullable: true })
  submittedAt: Date | null;

  @CreateDateColumn({ name: 'created_at' })
  createdAt: Date;
}
