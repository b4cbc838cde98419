import { Inject, Injectable, Logger, Optional } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { LIMITS, MESSAGES } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { formErrors } from '../../common/http/form-errors';
import { IMAGE_STORAGE, ImageStorage } from '../uploads/image-storage';
import { Ad } from './entities/ad.entity';
import { ProcessedAdImage, processAdImage } from './ad-images';
import { removeKeys, saveAdImages } from './ad-image-files';
import { ConcurrencyGate } from './concurrency-gate';
import { validateAdFields } from './ad-form.validation';
import { CreateAdDto } from './dto/create-ad.dto';

/** Decoding a picture takes a libvips thread and tens of MB; more than two at once would starve the API on a small host. */
export const MAX_CONCURRENT_IMAGE_DECODES = 2;
/** Replaced in the service spec by a decoder that counts how many run at once. */
export const AD_IMAGE_DECODER = Symbol('AD_IMAGE_DECODER');
export type AdImageDecoder = (input: Buffer) => Promise<ProcessedAdImage>;

/** POST /issues/business-network: a member's ad with its pictures, stored pending review. */
@Injectable()
export class AdSubmissionService {
  private readonly logger = new Logger('AdSubmission');
  /** One per instance (the service is a singleton), shared by every submission in progress. */
  private readonly decoding = new ConcurrencyGate(MAX_CONCURRENT_IMAGE_DECODES);

  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    @Optional() @Inject(AD_IMAGE_DECODER) private readonly decode: AdImageDecoder = processAdImage,
  ) {}

  /**
   * The text fields and the picture count are checked first (and reported together); only then is each
   * picture decoded and re-encoded, so a form with a missing title never costs an image decode.
   */
  async submit(poster: AuthUser, fields: Record<string, string>, images: readonly Buffer[]): Promise<Ad> {
    const { dto, errors } = await validateAdFields(fields);
    if (images.length < LIMITS.adImagesMin) errors.images = [MESSAGES.ad.tooFewImages];
    else if (images.length > LIMITS.adImagesMax) errors.images = [MESSAGES.ad.tooManyImages];
    if (Object.keys(errors).length > 0) throw formErrors(errors);
    const processed: ProcessedAdImage[] = [];
    for (const image of images) processed.push(await this.decoding.run(() => this.decode(image)));
    return this.store(poster, dto, processed);
  }

  /** Files first, then the row; if either fails, whatever was written is removed again. */
  private async store(poster: AuthUser, dto: CreateAdDto, images: ProcessedAdImage[]): Promise<Ad> {
    const saved = await saveAdImages(this.storage, images, this.logger);
    try {
      return await this.ads.save(
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
