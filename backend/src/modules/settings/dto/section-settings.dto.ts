import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { CONVERSATION_TEXTS, SECTION_STATES, SectionState } from '@community/vocabulary';
import { Rules, oneOf } from '../../../common/validation/rules.decorator';

export class SectionSettingsDto {
  @ApiProperty({ enum: SECTION_STATES, description: 'coming_soon: the spec\'s overlay; open: the directory and its form are usable' })
  legal_assistance: SectionState;
  @ApiProperty({ enum: SECTION_STATES })
  virtual_clinic: SectionState;
}

/** react-admin's record for the switches (resource `settings`, id `sections`). */
export class AdminSectionSettingsDto extends SectionSettingsDto {
  @ApiProperty({ type: String, enum: ['sections'] })
  id: 'sections';
}

export class SectionSettingsUpdateDto {
  @ApiPropertyOptional({ enum: SECTION_STATES })
  @IsOptional()
  @Rules(oneOf(SECTION_STATES, CONVERSATION_TEXTS.sectionStateInvalid))
  legal_assistance?: SectionState;

  @ApiPropertyOptional({ enum: SECTION_STATES })
  @IsOptional()
  @Rules(oneOf(SECTION_STATES, CONVERSATION_TEXTS.sectionStateInvalid))
  virtual_clinic?: SectionState;

  /** react-admin's update sends the whole record back, id included. */
  @ApiPropertyOptional({ type: String, enum: ['sections'], description: 'Ignored (react-admin sends the record back)' })
  @IsOptional()
  id?: string;
}
