/**
 * The list parameters react-admin's ra-data-simple-rest sends (docs/api-contract.md, "Moderation resources"):
 * `sort=["field","ASC"]`, `range=[0,24]`, `filter={"q":"...", ...}`, each a JSON text in the query string.
 * parseListQuery turns them into typed options or a ListQueryError naming the parameter and what was expected.
 */

export const DEFAULT_RANGE: readonly [number, number] = [0, 24];
/** The most rows one call answers; a wider range is narrowed, and Content-Range says what was sent. */
export const MAX_PAGE = 100;

export type SortOrder = 'ASC' | 'DESC';

export class ListQueryError extends Error {
  constructor(
    readonly parameter: 'sort' | 'range' | 'filter',
    message: string,
  ) {
    super(message);
  }
}

/** Reads one filter value; throws a sentence (the pipe reports it under `filter`) when the value does not fit. */
export type FilterParser<T> = (value: unknown, key: string) => T;

export interface ListSpec<F extends object> {
  /** The resource name Content-Range starts with (`users 0-24/319`). */
  resource: string;
  /** API field name -> query-builder path (`user.name`). Only these may be sorted by. */
  sortable: Readonly<Record<string, string>>;
  defaultSort: readonly [string, SortOrder];
  filters: { readonly [K in keyof F]-?: FilterParser<NonNullable<F[K]>> };
}

export interface ListQuery<F extends object> {
  sort: { field: string; path: string; order: SortOrder };
  /** Inclusive row positions, as in Content-Range. */
  range: { start: number; end: number };
  filter: Partial<F>;
}

function parseJson(parameter: ListQueryError['parameter'], raw: unknown, example: string): unknown {
  if (typeof raw !== 'string') throw new ListQueryError(parameter, `${parameter} must be given once, as JSON like ${example}`);
  try {
    return JSON.parse(raw);
  } catch {
    throw new ListQueryError(parameter, `${parameter} is not valid JSON; send it like ${example}`);
  }
}

function parseSort<F extends object>(raw: unknown, spec: ListSpec<F>): ListQuery<F>['sort'] {
  const [defaultField, defaultOrder] = spec.defaultSort;
  const value = raw === undefined ? [defaultField, defaultOrder] : parseJson('sort', raw, '["id","ASC"]');
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    throw new ListQueryError('sort', 'sort must be a field and an order, like ["id","ASC"]');
  }
  const field = value[0];
  const order = value[1].toUpperCase();
  if (!Object.prototype.hasOwnProperty.call(spec.sortable, field)) {
    throw new ListQueryError('sort', `${spec.resource} cannot be sorted by "${field}"; sort by one of: ${Object.keys(spec.sortable).join(', ')}`);
  }
  if (order !== 'ASC' && order !== 'DESC') throw new ListQueryError('sort', 'The sort order must be ASC or DESC');
  return { field, path: spec.sortable[field], order };
}

function parseRange(raw: unknown): ListQuery<object>['range'] {
  if (raw === undefined) return { start: DEFAULT_RANGE[0], end: DEFAULT_RANGE[1] };
  const value = parseJson('range', raw, '[0,24]');
  if (!Array.isArray(value) || value.length !== 2 || !value.every((n) => Number.isSafeInteger(n) && n >= 0) || value[1] < value[0]) {
    throw new ListQueryError('range', 'range must be two row positions [first, last] with 0 <= first <= last, like [0,24]');
  }
  const [start, end] = value as [number, number];
  return { start, end: Math.min(end, start + MAX_PAGE - 1) };
}

function parseFilter<F extends object>(raw: unknown, spec: ListSpec<F>): Partial<F> {
  if (raw === undefined) return {};
  const value = parseJson('filter', raw, '{"q":"ann"}');
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    throw new ListQueryError('filter', 'filter must be a JSON object, like {"q":"ann"}');
  }
  const filter: Partial<F> = {};
  for (const [key, entry] of Object.entries(value)) {
    if (!Object.prototype.hasOwnProperty.call(spec.filters, key)) {
      throw new ListQueryError('filter', `${spec.resource} cannot be filtered by "${key}"; filter by one of: ${Object.keys(spec.filters).join(', ')}`);
    }
    // react-admin leaves a cleared search box as "" or null: no filter.
    if (entry === undefined || entry === null || entry === '') continue;
    try {
      filter[key as keyof F] = (spec.filters as Record<string, FilterParser<unknown>>)[key](entry, key) as F[keyof F];
    } catch (error) {
      throw new ListQueryError('filter', (error as Error).message);
    }
  }
  return filter;
}

export function parseListQuery<F extends object>(query: Record<string, unknown>, spec: ListSpec<F>): ListQuery<F> {
  const filter = parseFilter(query.filter, spec);
  const range = parseRange(query.range);
  // getMany sends filter={"id":[...]} without a range: answer every id asked for, not just the first 25.
  const ids = (filter as { id?: unknown }).id;
  if (query.range === undefined && Array.isArray(ids) && ids.length > 0) range.end = Math.min(ids.length, MAX_PAGE) - 1;
  return { sort: parseSort(query.sort, spec), range, filter };
}
