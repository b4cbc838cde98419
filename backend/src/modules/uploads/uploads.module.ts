import { Module } from '@nestjs/common';
import { APP_CONFIG } from '../../config/config.module';
import { AppConfig } from '../../config/app-config';
import { IMAGE_STORAGE } from './image-storage';
import { LocalImageStorage } from './local-image-storage';

@Module({
  providers: [
    {
      provide: IMAGE_STORAGE,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new LocalImageStorage(config.uploads.dir),
    },
  ],
  exports: [IMAGE_STORAGE],
})
export class UploadsModule {}
