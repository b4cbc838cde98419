import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import { SAVED_SEARCH_KINDS, SAVED_SEARCH_NOTIFY, SAVED_SEARCH_TEXTS, SavedSearchKind, SavedSearchNotify } from '@community/vocabulary';
import { Rules, isText, maxLength, oneOf, satisfies } from '../../../common/validation/rules.decorator';
import { SavedSearch } from '../entities/saved-search.entity';

const isStringRecord = (value: unknown) =>
  typeof value === 'object' && value !== null && !Array.isArray(value) && Object.values(value).every((item) => typeof item === 'string' && item.length <= 100);

export class CreateSavedSearchDto {
  @ApiProperty({ enum: SAVED_SEARCH_KINDS })
  @Rules(oneOf(SAVED_SEARCH_KINDS, SAVED_SEARCH_TEXTS.kindInvalid))
  kind: SavedSearchKind;

  @ApiPropertyOptional({ type: String, nullable: true, maxLength: 100, example: 'analyst' })
  @IsOptional()
  @Rules(isText(SAVED_SEARCH_TEXTS.queryTooLong), maxLength(100, SAVED_SEARCH_TEXTS.queryTooLong))
  q?: string | null;

  @ApiPropertyOptional({
    type: 'object',
    additionalProperties: { type: 'string' },
    example: { workplace: 'remote' },
    description: "The list's filters: jobs industry, workplace, employment_type; ads category",
  })
  @IsOptional()
  @Rules(satisfies(isStringRecord, SAVED_SEARCH_TEXTS.filtersInvalid))
  filters?: Record<string, string>;

  @ApiProperty({ enum: SAVED_SEARCH_NOTIFY })
  @Rules(oneOf(SAVED_SEARCH_NOTIFY, SAVED_SEARCH_TEXTS.notifyInvalid))
  notify: SavedSearchNotify;
}

export class SavedSearchDto {
  @ApiProperty({ example: 3 }) id: number;
  @ApiProperty({ enum: SAVED_SEARCH_KINDS }) kind: string;
  @ApiProperty({ type: String, nullable: true }) q: string | null;
  @ApiProperty({ type: 'object', additionalProperties: { type: 'string' }, example: { workplace: 'remote' } }) filters: Record<string, string>;
  @ApiProperty({ enum: SAVED_SEARCH_NOTIFY }) notify: string;
  @ApiProperty({ example: '2026-11-26T10:00:00.000Z' }) created_at: string;
}

export class SavedSearchListDto {
  @ApiProperty({ type: [SavedSearchDto] }) data: SavedSearchDto[];
}

export function mapSavedSearch(search: SavedSearch): SavedSearchDto {
  return {
    id: search.id,
    kind: search.kind,
    q: search.q,
    filters: JSON.parse(search.filters) as Record<string, string>,
    notify: search.notify,
    created_at: new Date(search.createdAt).toISOString(),
  };
}
