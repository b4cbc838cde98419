import { Injectable } from '@nestjs/common';
import { AuthUser } from '../../common/auth/auth-user';
import { AdDto, mapAd } from './dto/ad-response.dto';
import { AdsService } from './ads.service';
import { ListPage } from '../../common/pagination/content-range.interceptor';
import { ListQuery } from '../../common/pagination/list-query';
import { AdDecisionDto } from './dto/ad-decision.dto';
import { AdminAdFilter } from './admin-ads-list';
import { decide } from '../../common/moderation/moderation-decision';
import { AdsRepository } from './ads.repository';
import { ReadReplicas } from '../../common/database/read-replicas';

/**
 * The ads resource of the admin panel. Lists are queried here; approving, rejecting and deleting belong to
 * AdsService (audit entry, the poster's mail, the image files), which answers the ad as react-admin reads it.
 */
@Injectable()
export class AdminAdsService {
  constructor(
    private readonly ads: AdsRepository,
    private readonly adsService: AdsService,
    private readonly replicas: ReadReplicas,
  ) {}

  /** From a read replica caught up with this admin's own decisions (issue #29). */
  async list(query: ListQuery<AdminAdFilter>, adminId: number | null = null): Promise<ListPage<AdDto>> {
    const page = await this.replicas.read(adminId, (manager) => this.ads.adminPage(query, manager));
    return { ...page, data: page.data.map(mapAd) };
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
