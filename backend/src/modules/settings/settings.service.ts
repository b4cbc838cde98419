import { Injectable } from '@nestjs/common';
import { SECTION_STATES, SWITCHABLE_SECTIONS, SectionSettings, SectionState, SwitchableSection } from '@community/vocabulary';
import { AuthUser } from '../../common/auth/auth-user';
import { Transactions } from '../../common/database/transactions';
import { AuditService } from '../audit/audit.service';
import { SECTIONS_RECORD_ID, SectionSettingsUpdateDto } from './dto/section-settings.dto';
import { refuseChangedReadOnlyFields } from '../../common/moderation/whole-record-update';
import { SettingsRepository } from './settings.repository';

/** Legal Assistance, Virtual Clinic and the Job Board launch as Coming Soon (the spec's overlay) until an admin opens them. */
const DEFAULT_STATE: SectionState = 'coming_soon';
const keyOf = (section: string) => `section.${section}`;

/** The switches admins turn in the dashboard (each section open or Coming Soon) and the web app reads. */
@Injectable()
export class SettingsService {
  constructor(
    private readonly settings: SettingsRepository,
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
  ) {}

  /** A switch never written, or holding a value no longer known, reads as Coming Soon. */
  async sections(): Promise<SectionSettings> {
    const rows = await this.settings.all();
    const stored = new Map(rows.map((row) => [row.key, row.value]));
    const stateOf = (section: string): SectionState => {
      const value = stored.get(keyOf(section));
      return (SECTION_STATES as readonly string[]).includes(value ?? '') ? (value as SectionState) : DEFAULT_STATE;
    };
    return Object.fromEntries(SWITCHABLE_SECTIONS.map((section) => [section, stateOf(section)])) as SectionSettings;
  }

  /** Each switch that changes is written and audited in one transaction; unchanged ones record nothing. */
  async updateSections(admin: AuthUser, dto: SectionSettingsUpdateDto): Promise<SectionSettings> {
    const current = await this.sections();
    refuseChangedReadOnlyFields(dto, { id: SECTIONS_RECORD_ID, ...current });
    await this.transactions.run(async (manager) => {
      for (const section of SWITCHABLE_SECTIONS) {
        const wanted = dto[section];
        if (!wanted || wanted === current[section]) continue;
        await this.settings.write(keyOf(section), wanted, manager);
        await this.audit.record(admin, 'change-section-setting', 'site-setting', 0, `${section}: ${current[section]} -> ${wanted}`, manager);
      }
    });
    return this.sections();
  }

  /** Whether an admin opened the section (the Job Board's doors answer 404 for members until then). */
  async isOpen(section: SwitchableSection): Promise<boolean> {
    return (await this.sections())[section] === 'open';
  }
}
