import { Type, UseInterceptors, applyDecorators } from '@nestjs/common';
import { ApiBadRequestResponse, ApiOkResponse, ApiQuery } from '@nestjs/swagger';
import { ErrorResponseDto } from '../http/error-response.dto';
import { ContentRangeInterceptor } from './content-range.interceptor';
import { DEFAULT_RANGE, ListSpec, MAX_PAGE } from './list-query';

/**
 * A react-admin list endpoint: documents sort/range/filter with this resource's sortable fields and filters,
 * and sends the service's ListPage as a JSON array plus Content-Range.
 */
export function ListEndpoint<F extends object>(spec: ListSpec<F>, item: Type<unknown>, searchedFields: string) {
  return applyDecorators(
    UseInterceptors(new ContentRangeInterceptor(spec.resource)),
    ApiQuery({
      name: 'sort',
      required: false,
      description: `JSON [field, "ASC"|"DESC"]; field one of: ${Object.keys(spec.sortable).join(', ')}. Default ${JSON.stringify(spec.defaultSort)}`,
      schema: {
        type: 'string',
        example: JSON.stringify(spec.defaultSort),
        pattern: `^\\[\\s*"(${Object.keys(spec.sortable).join('|')})"\\s*,\\s*"([Aa][Ss][Cc]|[Dd][Ee][Ss][Cc])"\\s*\\]$`,
      },
    }),
    ApiQuery({
      name: 'range',
      required: false,
      description: `JSON [first, last] row positions, inclusive. Default ${JSON.stringify(DEFAULT_RANGE)}; at most ${MAX_PAGE} rows are answered`,
      schema: { type: 'string', example: JSON.stringify(DEFAULT_RANGE), pattern: '^\\[\\s*[0-9]+\\s*,\\s*[0-9]+\\s*\\]$' },
    }),
    ApiQuery({
      name: 'filter',
      required: false,
      description: `JSON object; keys: ${Object.keys(spec.filters).join(', ')}. q matches ${searchedFields} (case-insensitive substring); id takes one id or a list (getMany); every other key must equal its field (column filters, getManyReference)`,
      schema: { type: 'string', example: '{"q":"ann"}', pattern: '^\\{[\\s\\S]*\\}$' },
    }),
    ApiOkResponse({
      type: item,
      isArray: true,
      headers: {
        'Content-Range': {
          description: `\`${spec.resource} <first>-<last>/<total>\` (\`${spec.resource} */<total>\` for a page past the end)`,
          required: true,
          schema: { type: 'string', pattern: `^${escapeForPattern(spec.resource)} ([0-9]+-[0-9]+|\\*)/[0-9]+$` },
        },
      },
    }),
    ApiBadRequestResponse({ type: ErrorResponseDto, description: 'sort, range or filter is not valid JSON, or names a field this list does not support' }),
  );
}

const escapeForPattern = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
