import { applyDecorators } from '@nestjs/common';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsOptional } from 'class-validator';
import { LIMITS, LIST_PAGE_TEXTS } from '@community/vocabulary';
import { Rules, integerBetween, isText, maxLength, satisfies } from '../validation/rules.decorator';
import { decodeKeysetCursor } from './keyset';
import { isStoredDateTime } from './stored-datetime';

const asNumber = ({ value }: { value: unknown }) => (value === undefined ? undefined : Number(value));

/** `limit`: 1..100 rows, 100 when absent (old clients that send no limit get the first page). */
export function PageLimit(): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: LIMITS.listPageMax, default: LIMITS.listPageDefault, description: 'Rows per page' }),
    IsOptional(),
    Transform(asNumber),
    Rules(integerBetween(1, LIMITS.listPageMax, LIST_PAGE_TEXTS.limitRange)),
  );
}

/** `cursor`: the previous page's next_cursor, whose key `isKey` accepts. */
export function PageCursor(isKey: (key: string) => boolean): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: 'next_cursor of the previous page (opaque); omit for the first page' }),
    IsOptional(),
    Rules(satisfies((value) => decodeKeysetCursor(value, isKey) !== null, LIST_PAGE_TEXTS.invalidCursor)),
  );
}

/** `q`: a full-text search of the list (docs/search.md); pages keep their order and keyset. */
export function PageSearch(fields: string): PropertyDecorator {
  return applyDecorators(
    ApiPropertyOptional({ description: `Search in ${fields}: every word must begin a word there; letter case and accents are ignored`, example: 'tutor' }),
    IsOptional(),
    Rules(isText(LIST_PAGE_TEXTS.searchTooLong), maxLength(100, LIST_PAGE_TEXTS.searchTooLong)),
  );
}

/** A page of a newest-first list, keyed on (created_at, id). */
export class NewestFirstPageQueryDto {
  @PageLimit()
  limit?: number;

  @PageCursor(isStoredDateTime)
  cursor?: string;
}
