import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { AuthUser } from '../../common/auth/auth-user';
import { Ad } from './entities/ad.entity';
import { AdDto, mapAd } from './dto/ad-response.dto';
import { AdsService } from './ads.service';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { applyEquals, applyIds, listPage } from '../../common/pagination/list-query-builder';
import { AdDecisionDto } from './dto/ad-decision.dto';
import { AdminAdFilter } from './admin-ads-list';
import { decide } from '../../common/moderation/moderation-decision';
import { AD_SEARCH } from './ad-search';

/**
 * The ads resource of the admin panel. Lists are queried here; approving, rejecting and deleting belong to
 * AdsService (audit entry, the poster's mail, the image files), which answers the ad as react-admin reads it.
 */
@Injectable()
export class AdminAdsService {
  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    private readonly adsService: AdsService,
  ) {}

  list(query: ListQuery<AdminAdFilter>): Promise<ListPage<AdDto>> {
    const { q, status, category, contact_email, location, id } = query.filter;
    const qb = this.ads.createQueryBuilder('ad');
    applyEquals(qb, { 'ad.status': status, 'ad.category': category, 'ad.contactEmail': contact_email, 'ad.location': location });
    applyIds(qb, 'ad.id', id);
    return listPage(qb, query, 'ad.id', mapAd, {
      q: q,
      column: AD_SEARCH.columns[0],
      literalFields: ['ad.title', 'ad.category', 'ad.status', 'ad.contactEmail', 'ad.location'],
      orderedBy: ['ad.id'],
      countFromWordCounts: !status && !category && !contact_email && !location && !id,
      countFromWordBlocks: !status && !category && !contact_email && !location && !id,
    });
  }

  findOne(id: number): Promise<AdDto> {
    return this.adsService.findById(id);
  }

  async decide(actor: AuthUser, id: number, dto: AdDecisionDto): Promise<AdDto> {
    return decide(dto, 'approved', {
      current: () => this.adsService.findById(id),
      approve: () => this.adsService.approve(actor, id),
      reject: (reason) => this.adsService.reject(actor, id, reason),
    });
  }

  /** Answers the deleted ad: react-admin's delete reads it back. */
  remove(actor: AuthUser, id: number): Promise<AdDto> {
    return this.adsService.remove(actor, id);
  }
}
