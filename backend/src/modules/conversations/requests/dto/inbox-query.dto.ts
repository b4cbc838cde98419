import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { DIRECTORY_TEXTS, LIMITS } from '@community/vocabulary';
import { Rules, integerBetween, satisfies } from '../../../../common/validation/rules.decorator';
import { decodeInboxCursor } from '../inbox-cursor';

export class InboxQueryDto {
  @ApiPropertyOptional({ minimum: 1, maximum: LIMITS.directoryPageMax, default: LIMITS.directoryPageDefault })
  @IsOptional()
  @Transform(({ value }) => (value === undefined ? undefined : Number(value)))
  @Rules(integerBetween(1, LIMITS.directoryPageMax, DIRECTORY_TEXTS.limitRange))
  limit?: number;

  @ApiPropertyOptional({ description: 'next_cursor of the previous page' })
  @IsOptional()
  @Rules(satisfies((value) => decodeInboxCursor(value) !== null, DIRECTORY_TEXTS.invalidCursor))
  cursor?: string;
}
