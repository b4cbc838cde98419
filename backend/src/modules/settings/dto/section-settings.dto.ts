import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { CONVERSATION_TEXTS, SECTION_STATES, SectionState } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';
import { WholeRecordUpdate } from '../../../common/moderation/whole-record-update';

/** The one record of the react-admin resource `settings`. */
export const SECTIONS_RECORD_ID = 'sections';

export class SectionSettingsDto {
  @ApiProperty({ enum: SECTION_STATES, description: "coming_soon: the spec's overlay; open: the directory and its form are usable" })
  legal_assistance: SectionState;
  @ApiProperty({ enum: SECTION_STATES })
  virtual_clinic: SectionState;
  @ApiProperty({
    enum: SECTION_STATES,
    description: 'coming_soon: the nav reads "Job Board - Coming Soon" and every /jobs door answers 404 to members; open: the Job Board',
  })
  job_board: SectionState;
}

/** react-admin's record for the switches (resource `settings`, id `sections`). */
export class AdminSectionSettingsDto extends SectionSettingsDto {
  @ApiProperty({ type: String, enum: [SECTIONS_RECORD_ID] })
  id: typeof SECTIONS_RECORD_ID;
}

/** The switches an admin may change; either may be left out. */
export class SectionSwitchesDto {
  @ApiPropertyOptional({ enum: SECTION_STATES })
  @IsOptional()
  @Rules(oneOf(SECTION_STATES, CONVERSATION_TEXTS.sectionStateInvalid))
  legal_assistance?: SectionState;

  @ApiPropertyOptional({ enum: SECTION_STATES })
  @IsOptional()
  @Rules(oneOf(SECTION_STATES, CONVERSATION_TEXTS.sectionStateInvalid))
  virtual_clinic?: SectionState;

  @ApiPropertyOptional({ enum: SECTION_STATES })
  @IsOptional()
  @Rules(oneOf(SECTION_STATES, CONVERSATION_TEXTS.sectionStateInvalid))
  job_board?: SectionState;
}

/** PUT /admin/settings/sections: the switches, with the record's id sent back as react-admin's update does. */
export const SectionSettingsUpdateDto = WholeRecordUpdate('SectionSettingsUpdateDto', SectionSwitchesDto, AdminSectionSettingsDto, { readOnly: ['id'] });
export type SectionSettingsUpdateDto = InstanceType<typeof SectionSettingsUpdateDto>;
