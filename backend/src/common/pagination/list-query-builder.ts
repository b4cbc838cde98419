import { Brackets, ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ListPage } from './content-range.interceptor';
import { ListQuery } from './list-query';
import { SearchColumn, SqlCondition, likePattern, searchCondition, searchDialect } from '../search/full-text';
import { parseSearch } from '../search/search-words';
import { SearchPlan, WordCounts, chooseSearchPlan, readWordCounts } from '../search/word-counts';

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

function applySearch<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, search: ListSearch, plan: SearchPlan): SelectQueryBuilder<T> {
  return whereCondition(qb, searchCondition(plan, searchDialect(qb.connection), search.column, qb.alias, search.q ?? '', search.literalFields));
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
 * total, counted up to COUNT_CAP. A page that is not full already says where the list ends: no count then.
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
  let counted = qb;
  let counts: WordCounts | null = null;
  if (search?.q) {
    counts = await readWordCounts(qb.connection, searchDialect(qb.connection), search.column, search.q);
    const plan = search.orderedBy.includes(sort.path) ? chooseSearchPlan(counts, range.end + 1) : 'index';
    counted = applySearch(qb.clone(), search, 'index');
    applySearch(qb, search, plan);
  }
  qb.orderBy(sort.path, sort.order);
  if (sort.path !== idPath) qb.addOrderBy(idPath, sort.order);
  const rows = await qb.skip(range.start).take(size).getMany();
  const endsHere = rows.length < size && (rows.length > 0 || range.start === 0);
  let total: number;
  if (endsHere) total = range.start + rows.length;
  else if (search?.countFromWordCounts && counts && counts.terms.length === 1 && !parseSearch(search.q ?? '').literal && counts.fewest[0] >= 2 * countLimit) total = countLimit;
  else total = await cappedCount(counted, idPath, countLimit);
  return { data: rows.map(toResponse), total, start: range.start };
}

async function cappedCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, idPath: string, limit: number): Promise<number> {
  const [sql, params] = qb.clone().select(idPath, 'counted_id').orderBy().skip(undefined).take(undefined).limit(limit).offset(undefined).getQueryAndParameters();
  const [row] = await qb.connection.query(`SELECT COUNT(*) AS total FROM (${sql}) capped`, params);
  return Number(row.total);
}
