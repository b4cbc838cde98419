import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Between, EntityManager, IsNull, LessThanOrEqual, MoreThan, Repository } from 'typeorm';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { searchDialect } from '../../common/search/full-text';
import { searchPlanFor } from '../../common/search/word-counts';
import { ModeratedRecords } from '../../common/moderation/status-transitions';
import { Ad } from './entities/ad.entity';
import { AdRow, AdsPageRequest, adsPageQuery } from './ads.query';
import { AdminAdFilter } from './admin-ads-list';
import { AD_SEARCH } from './ad-search';

/** One page of the board or of the admin's lists, as the keyset reads it. */
export type AdsPage = Omit<AdsPageRequest, 'dialect' | 'searchPlan'>;

/** Every query of the ads table: the board, the poster's own ads, moderation, the daily limit and expiry. */
@Injectable()
export class AdsRepository implements ModeratedRecords<Ad> {
  constructor(@InjectRepository(Ad) private readonly ads: Repository<Ad>) {}

  /**
   * The board and the admin's status lists, newest first: plain selected columns (raw SQL, ads.query.ts), since the
   * board is the hottest list. A search first asks the word counts how to read the page (index or scan). Through
   * `manager` on a read replica (ReadReplicas), like the admin's list and count below.
   */
  async page(request: AdsPage, manager: EntityManager = this.ads.manager): Promise<AdRow[]> {
    const dialect = searchDialect(this.ads.manager.connection);
    const searchPlan = request.search ? await searchPlanFor(manager, dialect, AD_SEARCH.columns[1], request.search, request.take) : undefined;
    const { sql, params } = adsPageQuery({ ...request, dialect, searchPlan });
    return manager.query(sql, params);
  }

  /** The admin panel's ads resource: filters, search and sort as react-admin sends them. */
  adminPage(query: ListQuery<AdminAdFilter>, manager?: EntityManager): Promise<ListPage<Ad>> {
    const { q, status, category, contact_email, location, id } = query.filter;
    const qb = (manager?.getRepository(Ad) ?? this.ads).createQueryBuilder('ad');
    applyEquals(qb, { 'ad.status': status, 'ad.category': category, 'ad.contactEmail': contact_email, 'ad.location': location });
    applyIds(qb, 'ad.id', id);
    const unfiltered = !status && !category && !contact_email && !location && !id;
    return listPage(qb, query, 'ad.id', (ad) => ad, {
      q,
      column: AD_SEARCH.columns[0],
      literalFields: ['ad.title', 'ad.category', 'ad.status', 'ad.contactEmail', 'ad.location'],
      orderedBy: ['ad.id'],
      countFromWordCounts: unfiltered,
      countFromWordBlocks: unfiltered,
    });
  }

  countPending(manager?: EntityManager): Promise<number> {
    return (manager?.getRepository(Ad) ?? this.ads).countBy({ status: 'pending' });
  }

  findById(id: number): Promise<Ad | null> {
    return this.ads.findOneBy({ id });
  }

  // --- moderation (common/moderation/status-transitions.ts) ---

  forDecision(id: number, manager: EntityManager): Promise<Ad | null> {
    return manager.findOne(Ad, { where: { id }, relations: { poster: true } });
  }

  async writeDecision(ad: Ad, changes: Partial<Ad>, manager: EntityManager): Promise<void> {
    await manager.update(Ad, { id: ad.id }, { ...changes, ...AD_SEARCH.derive(ad) });
  }

  async deleteDecided(id: number, manager: EntityManager): Promise<boolean> {
    return !!(await manager.delete(Ad, { id })).affected;
  }

  // --- a poster's own ads ---

  /** A new ad, pending review. */
  insert(ad: Ad): Promise<Ad> {
    return this.ads.save(ad);
  }

  async deleteById(id: number): Promise<void> {
    await this.ads.delete({ id });
  }

  /** The poster's ads in every status, newest first. */
  allOf(posterId: number): Promise<Ad[]> {
    return this.ads.find({ where: { userId: posterId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The ad if this poster owns it: another member's ad is as absent as one that does not exist. */
  ownAd(posterId: number, id: number): Promise<Ad | null> {
    return this.ads.findOneBy({ id, userId: posterId });
  }

  /**
   * A poster's edit, written only over the pictures it started from (`imageUrlBefore`): an edit stored meanwhile may
   * have removed some this one keeps. False when another edit won; the columns carry the derived search text.
   */
  async storeEditOverPictures(posterId: number, id: number, imageUrlBefore: string, columns: Partial<Ad>): Promise<boolean> {
    return !!(await this.ads.update({ id, userId: posterId, imageUrl: imageUrlBefore }, columns)).affected;
  }

  /** A status change of the poster's own (closing, renewal), with the search columns that carry the status. */
  async writeStatus(ad: Ad, changes: Partial<Ad>): Promise<void> {
    await this.ads.update({ id: ad.id }, { ...changes, ...AD_SEARCH.derive(ad) });
  }

  async deleteOwn(posterId: number, id: number): Promise<void> {
    await this.ads.delete({ id, userId: posterId });
  }

  async deleteAllOf(posterId: number): Promise<void> {
    await this.ads.delete({ userId: posterId });
  }

  // --- the daily submission limit ---

  /** The poster's ads that entered review after `since`, oldest first. */
  submittedSince(posterId: number, since: Date): Promise<Pick<Ad, 'id' | 'submittedAt'>[]> {
    return this.ads.find({
      select: { id: true, submittedAt: true },
      where: { userId: posterId, submittedAt: MoreThan(since) },
      order: { submittedAt: 'ASC', id: 'ASC' },
    });
  }

  // --- expiry (AdExpiryJob) ---

  /** Approved ads expiring between `now` and `before` whose poster was not reminded yet, with the poster. */
  remindersDue(now: Date, before: Date, take: number): Promise<Ad[]> {
    return this.ads.find({
      where: { status: 'approved', expiryRemindedAt: IsNull(), expiresAt: Between(now, before) },
      relations: { poster: true },
      take,
    });
  }

  /** Marks the reminder sent, only if no other instance did and the ad is still approved: true for the one that claimed it. */
  async claimReminder(id: number, now: Date, manager: EntityManager): Promise<boolean> {
    return !!(await manager.update(Ad, { id, status: 'approved', expiryRemindedAt: IsNull() }, { expiryRemindedAt: now })).affected;
  }

  expiryDue(now: Date): Promise<Ad[]> {
    return this.ads.find({ where: { status: 'approved', expiresAt: LessThanOrEqual(now) } });
  }

  /** approved → expired, once across instances (a conditional update); the search columns carry the new status. */
  async expire(ad: Ad): Promise<boolean> {
    ad.status = 'expired';
    return !!(await this.ads.update({ id: ad.id, status: 'approved' }, { status: 'expired', ...AD_SEARCH.derive(ad) })).affected;
  }
}
