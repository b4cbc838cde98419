import { BadRequestException, Inject, Injectable, Logger, NotFoundException, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { ACCOUNT_TEXTS, LIMITS, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { formErrors } from '../../common/http/form-errors';
import { IMAGE_STORAGE, ImageStorage } from '../uploads/image-storage';
import { Ad } from './entities/ad.entity';
import { ProcessedAdImage, processAdImage } from './ad-images';
import { ImageDecodeGate } from '../uploads/image-decode-gate';
import { AD_IMAGE_DECODER, AdImageDecoder } from './ad-submission.service';
import { AdSubmissionLimit } from './ad-submission-limit';
import { removeAdImages, removeKeys, saveAdImages } from './ad-image-files';
import { validateAdEdit } from './ad-form.validation';
import { applyAdEdit, renewAd } from './ad-lifecycle';
import { AD_SEARCH } from './ad-search';

/**
 * My ads (/account/ads): the poster's own ads in every status. Another member's ad answers 404, exactly like
 * one that does not exist, so ids reveal nothing.
 */
@Injectable()
export class MyAdsService {
  private readonly logger = new Logger('MyAds');
  /** processAdImage behind the instance's decode gate, shared with new submissions and the profile photo. */
  private readonly decode: AdImageDecoder;

  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    decodeGate: ImageDecodeGate,
    private readonly limit: AdSubmissionLimit,
    @Optional() @Inject(AD_IMAGE_DECODER) decoder: AdImageDecoder = processAdImage,
  ) {
    this.decode = decodeGate.gated(decoder);
  }

  list(posterId: number): Promise<Ad[]> {
    return this.ads.find({ where: { userId: posterId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /**
   * Text fields and, when pictures are sent, 3-7 pictures replacing all the old ones. The new files are written
   * before the row changes and the old ones removed after, so a failure never leaves the ad without pictures.
   */
  async edit(posterId: number, id: number, fields: Record<string, unknown>, images?: readonly Buffer[]): Promise<Ad> {
    const ad = await this.own(posterId, id);
    const { dto, errors } = await validateAdEdit(fields);
    if (images && images.length < LIMITS.adImagesMin) errors.images = [MESSAGES.ad.tooFewImages];
    else if (images && images.length > LIMITS.adImagesMax) errors.images = [MESSAGES.ad.tooManyImages];
    if (Object.keys(errors).length > 0) throw formErrors(errors);
    if (!images && Object.keys(dto).length === 0) throw new BadRequestException(ACCOUNT_TEXTS.nothingToChange);
    // Any change sends the ad back to review, so an edit counts toward the daily limit like a new ad (this ad
    // itself excepted: it is in the review queue once however often it is edited).
    await this.limit.check(posterId, id);

    const processed: ProcessedAdImage[] = [];
    for (const image of images ?? []) processed.push(await this.decode(image));
    const saved = images ? await saveAdImages(this.storage, processed, this.logger) : null;
    const before = { imageUrl: ad.imageUrl, thumbnailUrl: ad.thumbnailUrl };
    try {
      // save() lets SearchTextSubscriber recompute the ad's search columns from the edited text.
      if (applyAdEdit(ad, dto, saved ?? undefined)) {
        ad.submittedAt = this.clock.now();
        await this.ads.save(ad);
      }
    } catch (error) {
      if (saved) await removeKeys(this.storage, saved.keys, this.logger);
      throw error;
    }
    if (saved) await removeAdImages(this.storage, before, this.logger);
    return ad;
  }

  /** Off the board (sold, filled); the poster may renew it later. */
  async close(posterId: number, id: number): Promise<Ad> {
    const ad = await this.own(posterId, id);
    if (ad.status !== 'closed') {
      ad.status = 'closed';
      await this.ads.update({ id }, { status: 'closed', ...AD_SEARCH.derive(ad) });
    }
    return ad;
  }

  async renew(posterId: number, id: number): Promise<Ad> {
    const ad = await this.own(posterId, id);
    renewAd(ad, this.clock.now(), this.config.ads.lifetimeDays);
    await this.ads.update({ id }, { status: ad.status, expiresAt: ad.expiresAt, expiryRemindedAt: ad.expiryRemindedAt, ...AD_SEARCH.derive(ad) });
    return ad;
  }

  async remove(posterId: number, id: number): Promise<void> {
    const ad = await this.own(posterId, id);
    await this.ads.delete({ id, userId: posterId });
    await removeAdImages(this.storage, ad, this.logger);
  }

  /** Account deletion: every ad of the poster and its files. */
  async removeAllOf(posterId: number): Promise<void> {
    const ads = await this.ads.findBy({ userId: posterId });
    await this.ads.delete({ userId: posterId });
    for (const ad of ads) await removeAdImages(this.storage, ad, this.logger);
  }

  private async own(posterId: number, id: number): Promise<Ad> {
    const ad = await this.ads.findOneBy({ id, userId: posterId });
    if (!ad) throw new NotFoundException(ACCOUNT_TEXTS.adNotFound);
    return ad;
  }
}
