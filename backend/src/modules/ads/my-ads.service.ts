import { BadRequestException, ConflictException, Inject, Injectable, Logger, NotFoundException, Optional } from '@nestjs/common';
import { ACCOUNT_TEXTS, LIMITS, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { Clock } from '../../common/clock/clock';
import { formErrors } from '../../common/http/form-errors';
import { ImageStorageService } from '../uploads/image-storage.service';
import { Ad } from './entities/ad.entity';
import { AdsRepository } from './ads.repository';
import { ProcessedAdImage, processAdImage } from './ad-images';
import { ImageDecodeGate } from '../uploads/image-decode-gate.service';
import { AD_IMAGE_DECODER, AdImageDecoder } from './ad-submission.service';
import { AdSubmissionLimit } from './ad-submission-limit';
import { removeAdImages, removeKeys, saveAdImages } from './ad-image-files';
import { droppedFiles, keptPictures, picturesAfterEdit } from './ad-picture-edit';
import { validateAdEdit } from './ad-form.validation';
import { applyAdEdit, editedColumns, renewAd } from './ad-lifecycle';

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
    private readonly ads: AdsRepository,
    private readonly storage: ImageStorageService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly clock: Clock,
    decodeGate: ImageDecodeGate,
    private readonly limit: AdSubmissionLimit,
    @Optional() @Inject(AD_IMAGE_DECODER) decoder: AdImageDecoder = processAdImage,
  ) {
    this.decode = decodeGate.gated(decoder);
  }

  list(posterId: number): Promise<Ad[]> {
    return this.ads.allOf(posterId);
  }

  /**
   * Text fields and the pictures: `keep_images` (the ad's own, in order) followed by new `images`, 3-7 together;
   * new images without keep_images replace all the old ones, neither leaves the pictures as they are. New files are
   * written before the row changes and the dropped ones removed after, so a failure never leaves the ad without
   * pictures. `changed` is false for an edit that changes nothing (the ad keeps its status).
   */
  async edit(posterId: number, id: number, fields: Record<string, unknown>, images?: readonly Buffer[]): Promise<{ ad: Ad; changed: boolean }> {
    const ad = await this.own(posterId, id);
    const { dto, errors } = await validateAdEdit(fields);
    const { keep_images: keep, ...text } = dto;
    const kept = keep && !errors.keep_images ? keptPictures(ad, keep) : [];
    if (!kept) errors.keep_images = [ACCOUNT_TEXTS.adKeepImagesInvalid];
    if (keep || images) {
      const count = (kept?.length ?? 0) + (images?.length ?? 0);
      if (count < LIMITS.adImagesMin) errors.images = [MESSAGES.ad.tooFewImages];
      else if (count > LIMITS.adImagesMax) errors.images = [MESSAGES.ad.tooManyImages];
    }
    if (Object.keys(errors).length > 0) throw formErrors(errors);
    if (!keep && !images && Object.keys(text).length === 0) throw new BadRequestException(ACCOUNT_TEXTS.nothingToChange);
    // Any change sends the ad back to review, so an edit counts toward the daily limit like a new ad (this ad
    // itself excepted: it is in the review queue once however often it is edited).
    await this.limit.check(posterId, id);

    const processed: ProcessedAdImage[] = [];
    for (const image of images ?? []) processed.push(await this.decode(image));
    const saved = images ? await saveAdImages(this.storage, processed, this.logger) : null;
    const before = { imageUrl: ad.imageUrl, thumbnailUrl: ad.thumbnailUrl };
    let changed: boolean;
    try {
      changed = applyAdEdit(ad, text, keep || saved ? picturesAfterEdit(kept!, saved) : undefined);
      if (changed) {
        ad.submittedAt = this.clock.now();
        // Only over the pictures this edit started from: an edit stored meanwhile may have removed some it keeps.
        const stored = await this.ads.storeEditOverPictures(posterId, id, before.imageUrl, editedColumns(ad));
        if (!stored) throw new ConflictException(ACCOUNT_TEXTS.adChangedMeanwhile);
      }
    } catch (error) {
      if (saved) await removeKeys(this.storage, saved.keys, this.logger);
      throw error;
    }
    if (changed) await removeKeys(this.storage, droppedFiles(before, ad), this.logger);
    return { ad, changed };
  }

  /** Off the board (sold, filled); the poster may renew it later. */
  async close(posterId: number, id: number): Promise<Ad> {
    const ad = await this.own(posterId, id);
    if (ad.status !== 'closed') {
      ad.status = 'closed';
      await this.ads.writeStatus(ad, { status: 'closed' });
    }
    return ad;
  }

  async renew(posterId: number, id: number): Promise<Ad> {
    const ad = await this.own(posterId, id);
    renewAd(ad, this.clock.now(), this.config.ads.lifetimeDays);
    await this.ads.writeStatus(ad, { status: ad.status, expiresAt: ad.expiresAt, expiryRemindedAt: ad.expiryRemindedAt });
    return ad;
  }

  async remove(posterId: number, id: number): Promise<void> {
    const ad = await this.own(posterId, id);
    await this.ads.deleteOwn(posterId, id);
    await removeAdImages(this.storage, ad, this.logger);
  }

  /** Account deletion: every ad of the poster and its files. */
  async removeAllOf(posterId: number): Promise<void> {
    const ads = await this.ads.allOf(posterId);
    await this.ads.deleteAllOf(posterId);
    for (const ad of ads) await removeAdImages(this.storage, ad, this.logger);
  }

  private async own(posterId: number, id: number): Promise<Ad> {
    const ad = await this.ads.ownAd(posterId, id);
    if (!ad) throw new NotFoundException(ACCOUNT_TEXTS.adNotFound);
    return ad;
  }
}
