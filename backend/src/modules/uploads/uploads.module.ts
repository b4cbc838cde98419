import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { IMAGE_STORAGE } from './image-storage';
import { LocalImageStorage } from './local-image-storage';
import { S3ImageStorage } from './s3-image-storage';
import { ImageDecodeGate } from './image-decode-gate';

@Module({
  providers: [
    {
      provide: IMAGE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => {
        const { storage } = config.uploads;
        return storage.driver === 's3' ? new S3ImageStorage(storage) : new LocalImageStorage(config.uploads.dir);
      },
    },
    ImageDecodeGate,
  ],
  exports: [IMAGE_STORAGE, ImageDecodeGate],
})
export class UploadsModule {}
