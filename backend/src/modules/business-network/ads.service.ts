import { Inject, Injectable, Logger, NotFoundException } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { DataSource, EntityManager, Repository } from 'typeorm';
import { AdStatus, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { AuditService } from '../audit/audit.service';
import { AuthUser } from '../auth/auth-user';
import { MailService } from '../mail/mail.service';
import { IMAGE_STORAGE, ImageStorage } from '../uploads/image-storage';
import { assertAdmin } from '../business-groups/moderation-access';
import { Ad } from './entities/ad.entity';
import { AdDto } from './dto/ad-response.dto';
import { AdListFilter } from './dto/list-ads-query.dto';
import { imageKeysOf, mapAd } from './ad.mapper';
import { adApprovedMail, adRejectedMail } from './ad-emails';

/** The Ads and Services board and its moderation. */
@Injectable()
export class AdsService {
  private readonly logger = new Logger('Ads');

  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** approved: the board every signed-in account sees (a suspended poster's ads leave it); pending: the admin's queue. Newest first. */
  async listByStatus(viewer: AuthUser | undefined, status: AdListFilter): Promise<AdDto[]> {
    if (status !== 'approved') assertAdmin(viewer);
    const query = this.ads.createQueryBuilder('ad').where('ad.status = :status', { status });
    if (status === 'approved') query.innerJoin('ad.poster', 'poster').andWhere('poster.suspended_at IS NULL');
    const rows = await query.orderBy('ad.createdAt', 'DESC').addOrderBy('ad.id', 'DESC').getMany();
    return rows.map(mapAd);
  }

  async listAll(): Promise<AdDto[]> {
    const rows = await this.ads.find({ order: { createdAt: 'DESC', id: 'DESC' } });
    return rows.map(mapAd);
  }

  async findById(id: number): Promise<AdDto> {
    const ad = await this.ads.findOneBy({ id });
    if (!ad) throw new NotFoundException(MESSAGES.moderation.adNotFound);
    return mapAd(ad);
  }

  /** Puts the ad on the board and tells the poster. */
  async approve(actor: AuthUser, id: number): Promise<AdDto> {
    const ad = await this.setStatus(actor, id, 'approved');
    if (ad.poster) await this.mail.send(adApprovedMail(ad.poster.email, ad, this.config.appUrl));
    return mapAd(ad);
  }

  async reject(actor: AuthUser, id: number): Promise<AdDto> {
    const ad = await this.setStatus(actor, id, 'rejected');
    if (ad.poster) await this.mail.send(adRejectedMail(ad.poster.email, ad, this.config.mail.contactEmail));
    return mapAd(ad);
  }

  /** Deletes the row (with its audit entry) and then its pictures; a file that cannot be removed is logged, not fatal. */
  async remove(actor: AuthUser, id: number): Promise<AdDto> {
    const ad = await this.dataSource.transaction(async (manager) => {
      const found = await this.existingAd(manager, id);
      const result = await manager.delete(Ad, { id });
      if (!result.affected) throw new NotFoundException(MESSAGES.moderation.adNotFound);
      await this.audit.record(actor, 'delete-ad', 'ad', id, found.title, manager);
      return found;
    });
    await this.deleteFiles(ad);
    return mapAd(ad);
  }

  private setStatus(actor: AuthUser, id: number, status: AdStatus): Promise<Ad> {
    return this.dataSource.transaction(async (manager) => {
      const ad = await this.existingAd(manager, id);
      await manager.update(Ad, { id }, { status });
      ad.status = status;
      await this.audit.record(actor, status === 'approved' ? 'approve-ad' : 'reject-ad', 'ad', id, ad.title, manager);
      return ad;
    });
  }

  private async existingAd(manager: EntityManager, id: number): Promise<Ad> {
    const ad = await manager.findOne(Ad, { where: { id }, relations: { poster: true } });
    if (!ad) throw new NotFoundException(MESSAGES.moderation.adNotFound);
    return ad;
  }

  private async deleteFiles(ad: Ad): Promise<void> {
    const keys = [...imageKeysOf(ad.imageUrl), ...imageKeysOf(ad.thumbnailUrl)];
    await Promise.all(
      keys.map((key) => this.storage.delete(key).catch((error: Error) => this.logger.error(`ad ${ad.id}: could not remove ${key}: ${error.message}`))),
    );
  }
}
