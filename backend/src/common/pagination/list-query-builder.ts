import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ListPage } from './content-range.interceptor';
import { ListQuery } from './list-query';
import { SearchColumn, SqlCondition, likePattern, searchCondition, searchDialect } from '../search/full-text';
import { parseSearch } from '../search/search-words';
import { WordCounts, chooseSearchPlan, provenMatchesAtLeast, readWordCounts, scanRowsBudget } from '../search/word-counts';

/**
 * The most rows a list counts: Content-Range's total is exact up to this many (or up to the end of the asked
 * range, when that is further), and one more than that means "more than this" (docs/api-contract.md). A
 * full count of a million-row table would cost more than the page itself.
 */
export const COUNT_CAP = 10_000;

/**
 * filter.q as a full-text search (docs/search.md): every word of the search is a word prefix of the row's
 * stored search column. A search with symbols is also matched as a case-insensitive substring of
 * `literalFields`, the fields the column is made of (spec section 5, "Admin search").
 */
export interface ListSearch {
  q: string | undefined;
  column: SearchColumn;
  literalFields: readonly string[];
  /**
   * Sort paths an index delivers in order (with the id as tie-break): sorted by one of them, a common word is read
   * along that index, each row's stored words tested, stopping after the page (word-counts.ts); sorted by
   * anything else, or for a rare word, the full-text index's matches are read and sorted.
   */
  orderedBy: readonly string[];
  /**
   * Sort paths an index delivers in order but along which a word may bunch, being part of the sort key (a last name
   * along the name order): read along them only where the read can be cut short, MariaDB's `LIMIT … ROWS EXAMINED`
   * (scanRowsBudget), answering with the full-text plan when it stops before a page. Elsewhere the full-text plan.
   */
  orderedByWhenBounded?: readonly string[];
  /**
   * Whether a single common word may be answered "more than COUNT_CAP" from the word counts without counting:
   * only for lists whose other filters leave out few rows (the default lists leave out suspended members and
   * admins, a few per cent), as a word held by twice the cap's rows cannot then match fewer than the cap.
   */
  countFromWordCounts: boolean;
}

function whereCondition<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, condition: SqlCondition): SelectQueryBuilder<T> {
  const named: Record<string, unknown> = {};
  let index = 0;
  const sql = condition.sql.replace(/\?/g, () => {
    named[`search_${index}`] = condition.params[index];
    return `:search_${index++}`;
  });
  return qb.andWhere(sql, named);
}

function applySearch<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, search: ListSearch, plan: 'index' | 'scan'): SelectQueryBuilder<T> {
  return whereCondition(qb, searchCondition(plan, searchDialect(qb.connection), search.column, qb.alias, search.q ?? '', search.literalFields));
}

/** MariaDB's `LIMIT … ROWS EXAMINED` (not MySQL's) bounds a scan plan's read. */
function canBoundRows(qb: SelectQueryBuilder<ObjectLiteral>): boolean {
  return qb.connection.options.type === 'mariadb';
}

/**
 * Case-insensitive substring search over the given expressions, for the one list without a search column:
 * messages search the receiver's name, which lives on another table. LOWER on both sides keeps it
 * independent of the column collation.
 */
export function applySubstringSearch<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, q: string | undefined, expressions: readonly string[]): SelectQueryBuilder<T> {
  if (!q) return qb;
  return qb.andWhere(
    new Brackets((where) => {
      for (const expression of expressions) where.orWhere(`LOWER(${expression}) LIKE :search ESCAPE '!'`, { search: likePattern(q) });
    }),
  );
}

/**
 * A list filtered by its own columns (react-admin's column filters and getManyReference's `{ [target]: id }`):
 * each given value must equal the column. Undefined values are no filter.
 */
export function applyEquals<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, columns: Readonly<Record<string, unknown>>): SelectQueryBuilder<T> {
  Object.entries(columns).forEach(([path, value], index) => {
    if (value !== undefined) qb.andWhere(`${path} = :equals${index}`, { [`equals${index}`]: value });
  });
  return qb;
}

/** getMany: filter={"id":[...]}. An empty list matches nothing. */
export function applyIds<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, path: string, ids: number[] | undefined): SelectQueryBuilder<T> {
  if (!ids) return qb;
  return ids.length ? qb.andWhere(`${path} IN (:...ids)`, { ids }) : qb.andWhere('1 = 0');
}

/**
 * Sorts (the row id breaks ties so pages never overlap), pages, and answers rows mapped for the API with the
 * total, counted up to COUNT_CAP beside the page. A page that is not full already says where the list ends.
 * With a search, the word counts choose how the page is read (ListSearch) and may answer the capped total.
 */
export async function listPage<T extends ObjectLiteral, R>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery<object>,
  idPath: string,
  toResponse: (row: T) => R,
  search?: ListSearch,
): Promise<ListPage<R>> {
  const { sort, range } = query;
  const size = range.end - range.start + 1;
  const countLimit = Math.max(COUNT_CAP, range.end + 1) + 1;
  const order = (page: SelectQueryBuilder<T>) => {
    page.orderBy(sort.path, sort.order);
    if (sort.path !== idPath) page.addOrderBy(idPath, sort.order);
    return page;
  };
  const base = qb.clone();
  let counted = base.clone();
  let counts: WordCounts | null = null;
  let page: Promise<T[]>;
  const read = (list: SelectQueryBuilder<T>) => order(list).skip(range.start).take(size).getMany();
  if (search?.q) {
    counts = await readWordCounts(qb.connection, searchDialect(qb.connection), search.column, search.q);
    const bounded = canBoundRows(qb);
    const scannable = search.orderedBy.includes(sort.path) || (bounded && (search.orderedByWhenBounded ?? []).includes(sort.path));
    const plan = scannable ? chooseSearchPlan(counts, range.end + 1) : 'index';
    counted = applySearch(base.clone(), search, 'index');
    // Unbounded (SQLite, MySQL), the chosen plan reads the page; bounded, the full-text plan answers what it could not.
    if (plan === 'scan' && bounded) {
      const scan = order(applySearch(base.clone(), search, 'scan'));
      page = boundedScanPage(scan, base, idPath, order, range.start, size, scanRowsBudget(counts, range.end + 1)).then((rows) => rows ?? read(applySearch(qb, search, 'index')));
    } else page = read(applySearch(qb, search, plan));
  } else page = read(qb);
  const proven = !!search?.countFromWordCounts && !!counts && !parseSearch(search.q ?? '').literal && provenMatchesAtLeast(counts) >= 2 * countLimit;
  // The count runs beside the page, on another connection: a full page needs it, and a page that ends short says
  // the total itself (the count's answer is then unused; a short page's matches are few, so is its count's cost).
  const [rows, counting] = await Promise.all([page, proven ? countLimit : cappedCount(counted, idPath, countLimit)]);
  const endsHere = rows.length < size && (rows.length > 0 || range.start === 0);
  const total = endsHere ? range.start + rows.length : counting;
  return { data: rows.map(toResponse), total, start: range.start };
}

/**
 * The scan plan's page on MariaDB, its read cut at `budget` rows (`LIMIT … ROWS EXAMINED`): the ids of a full page,
 * then those rows; null when the read stopped short of a page (the word bunches along the order, or the list ends
 * there), for the full-text plan to answer instead. The ids come first because ROWS EXAMINED is MariaDB's own
 * syntax, appended to the SQL TypeORM writes; the rows then come from TypeORM as every other page does.
 */
/** ER_FILSORT_ABORT ("Sort aborted: LIMIT ROWS EXAMINED") and ER_QUERY_EXCEEDED_ROWS_EXAMINED_LIMIT. */
const ROWS_EXAMINED_ERRORS: ReadonlyArray<number | undefined> = [1028, 1931];

function driverErrno(error: unknown): number | undefined {
  const failed = error as { errno?: number; driverError?: { errno?: number } };
  return failed.driverError?.errno ?? failed.errno;
}

async function boundedScanPage<T extends ObjectLiteral>(
  scan: SelectQueryBuilder<T>,
  base: SelectQueryBuilder<T>,
  idPath: string,
  order: (page: SelectQueryBuilder<T>) => SelectQueryBuilder<T>,
  start: number,
  size: number,
  budget: number,
): Promise<T[] | null> {
  const [sql, params] = scan.select(idPath, 'page_id').offset(start).limit(size).getQueryAndParameters();
  let found: Array<{ page_id: number | string }>;
  try {
    found = await scan.connection.query(`${sql} ROWS EXAMINED ${budget}`, params);
  } catch (error) {
    // Where the optimizer sorts instead of reading the index in order, MariaDB aborts the sort at the bound: an error.
    if (ROWS_EXAMINED_ERRORS.includes(driverErrno(error))) return null;
    throw error;
  }
  if (found.length < size) return null;
  return order(base.clone().andWhere(`${idPath} IN (:...pageIds)`, { pageIds: found.map((row) => Number(row.page_id)) })).getMany();
}

async function cappedCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, idPath: string, limit: number): Promise<number> {
  const [sql, params] = qb.clone().select(idPath, 'counted_id').orderBy().skip(undefined).take(undefined).limit(limit).offset(undefined).getQueryAndParameters();
  const [row] = await qb.connection.query(`SELECT COUNT(*) AS total FROM (${sql}) capped`, params);
  return Number(row.total);
}
