import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { LIMITS, MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { formErrors } from '../../common/http/form-errors';
import { ImageStorageService } from '../uploads/image-storage.service';
import { Ad } from './entities/ad.entity';
import { AdsRepository } from './ads.repository';
import { ProcessedAdImage, processAdImage } from './ad-images';
import { removeAdImages, removeKeys, saveAdImages } from './ad-image-files';
import { ImageDecodeGate } from '../uploads/image-decode-gate.service';
import { Clock } from '../../common/clock/clock';
import { TooManyRequestsException } from '../../common/http/too-many-requests.exception';
import { validateAdFields } from './ad-form.validation';
import { AdSubmissionLimit } from './ad-submission-limit';
import { CreateAdDto } from './dto/create-ad.dto';

/** Replaced in the service specs by a decoder that counts how many run at once. */
export const AD_IMAGE_DECODER = Symbol('AD_IMAGE_DECODER');
export type AdImageDecoder = (input: Buffer) => Promise<ProcessedAdImage>;

/** POST /issues/business-network: a member's ad with its pictures, stored pending review. */
@Injectable()
export class AdSubmissionService {
  private readonly logger = new Logger('AdSubmission');
  /** processAdImage behind the instance's decode gate (at most two decodes at once, every door together). */
  private readonly decode: AdImageDecoder;

  constructor(
    private readonly ads: AdsRepository,
    private readonly storage: ImageStorageService,
    decodeGate: ImageDecodeGate,
    private readonly limit: AdSubmissionLimit,
    private readonly clock: Clock,
    @Optional() @Inject(AD_IMAGE_DECODER) decoder: AdImageDecoder = processAdImage,
  ) {
    this.decode = decodeGate.gated(decoder);
  }

  /**
   * The text fields and the picture count are checked first (and reported together); only then is each
   * picture decoded and re-encoded, so a form with a missing title never costs an image decode.
   */
  async submit(poster: AuthUser, fields: Record<string, unknown>, images: readonly Buffer[]): Promise<Ad> {
    const { dto, errors } = await validateAdFields(fields);
    if (images.length < LIMITS.adImagesMin) errors.images = [MESSAGES.ad.tooFewImages];
    else if (images.length > LIMITS.adImagesMax) errors.images = [MESSAGES.ad.tooManyImages];
    if (Object.keys(errors).length > 0) throw formErrors(errors);
    // Before any decode: an account over its daily limit costs a count, not image work.
    await this.limit.check(poster.id);
    const processed: ProcessedAdImage[] = [];
    for (const image of images) processed.push(await this.decode(image));
    const ad = await this.store(poster, dto, processed);
    if (await this.limit.overLimitAfterInsert(poster.id)) {
      await this.ads.deleteById(ad.id);
      await removeAdImages(this.storage, ad, this.logger);
      await this.limit.check(poster.id, ad.id);
      throw new TooManyRequestsException(1, MESSAGES.ad.dailyLimitReached);
    }
    return ad;
  }

  /** Files first, then the row; if either fails, whatever was written is removed again. */
  private async store(poster: AuthUser, dto: CreateAdDto, images: ProcessedAdImage[]): Promise<Ad> {
    const saved = await saveAdImages(this.storage, images, this.logger);
    try {
      return await this.ads.insert(
        Object.assign(new Ad(), {
          title: dto.title.trim(),
          description: dto.description.trim(),
          category: dto.category,
          adDescription: dto.ad_description.trim(),
          priceOffer: dto.price_offer?.trim() || null,
          contactEmail: dto.contact_email.trim().toLowerCase(),
          contactPhone: dto.contact_phone.trim(),
          location: dto.location.trim(),
          status: 'pending',
          submittedAt: this.clock.now(),
          imageUrl: saved.imageUrl,
          thumbnailUrl: saved.thumbnailUrl,
          userId: poster.id,
        }),
      );
    } catch (error) {
      await removeKeys(this.storage, saved.keys, this.logger);
      throw error;
    }
  }
}
