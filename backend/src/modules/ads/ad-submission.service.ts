import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { LIMITS, MESSAGES } from '@community/vocabulary';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { AuthUser } from '../../common/auth/auth-user';
import { IMAGE_STORAGE, ImageStorage } from '../uploads/image-storage';
import { Ad } from './entities/ad.entity';
import { AD_IMAGE_CONTENT_TYPE, ProcessedAdImage, adImageKeys, processAdImage } from './ad-images';
import { readAdUpload } from './ad-upload.reader';
import { validateAdFields } from './ad-form.validation';
import { formErrors } from './ad-upload-errors';

const MB = 1024 * 1024;

/** POST /issues/business-network: a member's ad with its pictures, stored pending review. */
@Injectable()
export class AdSubmissionService {
  private readonly logger = new Logger('AdSubmission');

  constructor(
    @InjectRepository(Ad) private readonly ads: Repository<Ad>,
    @Inject(IMAGE_STORAGE) private readonly storage: ImageStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async submit(poster: AuthUser, request: FastifyRequest, reply: FastifyReply): Promise<Ad> {
    const upload = await this.readUpload(request, reply);
    const { dto, errors } = await validateAdFields(upload.fields);
    if (upload.images.length < LIMITS.adImagesMin) errors.images = [MESSAGES.ad.tooFewImages];
    if (Object.keys(errors).length > 0) throw formErrors(errors);
    return this.store(poster, dto, upload.images);
  }

  /**
   * A refusal while the client is still sending (too large, too many, not an image) answers at once
   * and closes the connection, so the rest of the body is never read.
   */
  private async readUpload(request: FastifyRequest, reply: FastifyReply) {
    const limits = {
      maxImages: LIMITS.adImagesMax,
      maxImageBytes: this.config.uploads.maxImageMb * MB,
      maxTotalBytes: this.config.uploads.maxTotalMb * MB,
    };
    try {
      return await readAdUpload(request, limits, processAdImage);
    } catch (error) {
      if (!request.raw.complete) reply.header('connection', 'close');
      throw error;
    }
  }

  /** Files first, then the row; if either fails, whatever was written is removed again. */
  private async store(poster: AuthUser, dto: Awaited<ReturnType<typeof validateAdFields>>['dto'], images: ProcessedAdImage[]): Promise<Ad> {
    const keys = images.map(() => adImageKeys());
    const written: string[] = [];
    try {
      for (const [index, image] of images.entries()) {
        await this.storage.save(keys[index].full, image.full, AD_IMAGE_CONTENT_TYPE);
        written.push(keys[index].full);
        await this.storage.save(keys[index].thumbnail, image.thumbnail, AD_IMAGE_CONTENT_TYPE);
        written.push(keys[index].thumbnail);
      }
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
          imageUrl: JSON.stringify(keys.map((key) => key.full)),
          thumbnailUrl: JSON.stringify(keys.map((key) => key.thumbnail)),
          userId: poster.id,
        }),
      );
    } catch (error) {
      await Promise.all(
        written.map((key) => this.storage.delete(key).catch((cleanupError: Error) => this.logger.error(`could not remove ${key}: ${cleanupError.message}`))),
      );
      throw error;
    }
  }
}
