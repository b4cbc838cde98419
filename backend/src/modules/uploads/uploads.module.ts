import { Module } from '@nestjs/common';
import { ImageStorageService } from './image-storage.service';
import { ImageDecodeGate } from './image-decode-gate.service';

/** Pictures: where they are stored, and the gate every decode passes (both one per instance). */
@Module({
  providers: [ImageStorageService, ImageDecodeGate],
  exports: [ImageStorageService, ImageDecodeGate],
})
export class UploadsModule {}
