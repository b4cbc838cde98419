import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { SECTION_STATES, SWITCHABLE_SECTIONS, SectionSettings, SectionState } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { AuditService } from '../audit/audit.service';
import { SiteSetting } from './entities/site-setting.entity';
import { SECTIONS_RECORD_ID, SectionSettingsUpdateDto } from './dto/section-settings.dto';
import { refuseChangedReadOnlyFields } from '../../common/moderation/whole-record-update';

/** Legal Assistance and Virtual Clinic launch as Coming Soon (the spec's overlay) until an admin opens them. */
const DEFAULT_STATE: SectionState = 'coming_soon';
const keyOf = (section: string) => `section.${section}`;

@Injectable()
export class SettingsService {
  constructor(
    private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async sections(): Promise<SectionSettings> {
    const rows = await this.dataSource.getRepository(SiteSetting).find();
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const stateOf = (section: string): SectionState => {
      const value = stored.get(keyOf(section));
      return (SECTION_STATES as readonly string[]).includes(value ?? '') ? (value as SectionState) : DEFAULT_STATE;
    };
    return { legal_assistance: stateOf('legal_assistance'), virtual_clinic: stateOf('virtual_clinic') };
  }

  /** Each switch that changes is written and audited in one transaction; unchanged ones record nothing. */
  async updateSections(admin: AuthUser, dto: SectionSettingsUpdateDto): Promise<SectionSettings> {
    const current = await this.sections();
    refuseChangedReadOnlyFields(dto, { id: SECTIONS_RECORD_ID, ...current });
    await this.dataSource.transaction(async (manager) => {
      for (const section of SWITCHABLE_SECTIONS) {
        const wanted = dto[section];
        if (!wanted || wanted === current[section]) continue;
        await manager.save(Object.assign(new SiteSetting(), { key: keyOf(section), value: wanted }));
        await this.audit.record(admin, 'change-section-setting', 'site-setting', 0, `${section}: ${current[section]} -> ${wanted}`, manager);
      }
    });
    return this.sections();
  }
}
