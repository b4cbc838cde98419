import { Module } from '@nestjs/common';
import { InfoController } from './info.controller';
import { DirectoryService } from './directory.service';

@Module({ controllers: [InfoController], providers: [DirectoryService] })
export class InfoModule {}
