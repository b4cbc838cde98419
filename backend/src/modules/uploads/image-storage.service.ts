import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { ImageStore, StoredImage } from './image-store';
import { LocalImageStorage } from './local-image-storage';
import { S3ImageStorage } from './s3-image-storage';

/**
 * Where uploaded pictures live (ad pictures, profile photos): the uploads folder by default, an S3-compatible bucket
 * when STORAGE_DRIVER=s3, so several instances can share them. One per instance (a singleton of UploadsModule).
 */
@Injectable()
export class ImageStorageService {
  private readonly store: ImageStore;

  constructor(@Inject(APP_CONFIG) config: AppConfig) {
    const { storage } = config.uploads;
    this.store = storage.driver === 's3' ? new S3ImageStorage(storage) : new LocalImageStorage(config.uploads.dir);
  }

  /** Keys are fresh UUIDs: a stored picture is never overwritten, so its URL may be cached for a year. */
  save(key: string, content: Buffer, contentType: string): Promise<void> {
    return this.store.save(key, content, contentType);
  }

  /** Removing a key that is already gone is not an error. */
  delete(key: string): Promise<void> {
    return this.store.delete(key);
  }

  /** The picture's bytes and type, or null when there is no such key (an unsafe key throws). */
  read(key: string): Promise<StoredImage | null> {
    return this.store.read(key);
  }
}
