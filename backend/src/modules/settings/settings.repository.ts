import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, Repository } from 'typeorm';
import { SiteSetting } from './entities/site-setting.entity';

/** The site_settings table: one row per switch, keyed by name. */
@Injectable()
export class SettingsRepository {
  constructor(@InjectRepository(SiteSetting) private readonly settings: Repository<SiteSetting>) {}

  all(): Promise<SiteSetting[]> {
    return this.settings.find();
  }

  /** Inserts or replaces the switch, in the transaction that audits the change. */
  async write(key: string, value: string, manager: EntityManager): Promise<void> {
    await manager.save(Object.assign(new SiteSetting(), { key, value }));
  }
}
