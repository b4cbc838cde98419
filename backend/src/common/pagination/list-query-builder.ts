import { Brackets, EntityManager, ObjectLiteral, QueryRunner, SelectQueryBuilder } from 'typeorm';
import { ListPage } from './content-range.interceptor';
import { ListQuery } from './list-query';
import { SearchColumn, SqlCondition, likePattern, searchCondition, searchDialect, wordScanCondition } from '../search/full-text';
import { parseSearch } from '../search/search-words';
import { SCAN_ROWS_MARGIN, WordCounts, chooseSearchPlan, estimatedMatches, provenMatchesAtLeast, readWordCounts, scanRowsBudget } from '../search/word-counts';
import { OrderedPostings } from '../search/word-postings';
import { countFromBlocks, hasWordBlocks } from '../search/word-blocks';

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
  /**
   * The search column's words in the order of one sort path (word-postings.ts; MySQL and MariaDB): sorted by
   * `sortPath`, either way, the page is read from the postings of the searched word (the rarest, when there are
   * several), whatever the word counts say. SQLite has no postings and keeps the plans above.
   */
  postings?: { sortPath: string; table: OrderedPostings };
  /**
   * Whether the list has no filter but q: the exact total may then come from the column's word blocks, where it has
   * them (word-blocks.ts; MySQL and MariaDB), instead of counting through the full-text index.
   */
  countFromWordBlocks?: boolean;
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
export function applySubstringSearch<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  q: string | undefined,
  expressions: readonly string[],
): SelectQueryBuilder<T> {
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
    const dialect = searchDialect(qb.connection);
    // The stored words are listed only where they are read: MariaDB's postings and word blocks.
    const listWords = dialect === 'mysql' && (!!search.postings || (!!search.countFromWordBlocks && hasWordBlocks(search.column)));
    const wordCounts = await readWordCounts(readerOf(qb), dialect, search.column, search.q, listWords);
    counts = wordCounts;
    const bounded = canBoundRows(qb);
    counted = applySearch(base.clone(), search, 'index');
    const planned = (): Promise<T[]> => {
      const scannable = search.orderedBy.includes(sort.path) || (bounded && (search.orderedByWhenBounded ?? []).includes(sort.path));
      const plan = scannable ? chooseSearchPlan(wordCounts, range.end + 1) : 'index';
      // Unbounded (SQLite, MySQL), the chosen plan reads the page; bounded, the full-text plan answers what it could not.
      if (plan === 'scan' && bounded) {
        const scan = order(applySearch(base.clone(), search, 'scan'));
        return boundedScanPage(scan, base, idPath, order, range.start, size, scanRowsBudget(wordCounts, range.end + 1)).then(
          (rows) => rows ?? read(applySearch(qb, search, 'index')),
        );
      }
      return read(applySearch(qb, search, plan));
    };
    const posted = dialect === 'mysql' ? postingsPlan(search, sort.path, wordCounts, bounded, range.end + 1) : null;
    page = posted ? postingsPage(base, idPath, search, posted, sort.order, order, range.start, size).then((rows) => rows ?? planned()) : planned();
  } else page = read(qb);
  const literal = !!parseSearch(search?.q ?? '').literal;
  const proven = !!search?.countFromWordCounts && !!counts && !literal && provenMatchesAtLeast(counts) >= 2 * countLimit;
  const blockWords =
    search?.countFromWordBlocks && counts?.words && !literal && searchDialect(qb.connection) === 'mysql' && hasWordBlocks(search.column) ? counts.words : null;
  const blocked = blockWords && blockWords.every((words): words is string[] => words !== null) ? blockWords : null;
  const counting = (): Promise<number> => {
    if (proven) return Promise.resolve(countLimit);
    if (blocked && search && counts) return countFromBlocks(readerOf(qb), search.column, blocked, counts.terms).then((total) => Math.min(total, countLimit));
    return cappedCount(counted, idPath, countLimit);
  };
  // The count runs beside the page, on another connection: a full page needs it, and a page that ends short says
  // the total itself (the count's answer is then unused; a short page's matches are few, so is its count's cost).
  const [rows, countedTotal] = await Promise.all([page, counting()]);
  const endsHere = rows.length < size && (rows.length > 0 || range.start === 0);
  const total = endsHere ? range.start + rows.length : countedTotal;
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
    found = await readerOf(scan).query(`${sql} ROWS EXAMINED ${budget}`, params);
  } catch (error) {
    // Where the optimizer sorts instead of reading the index in order, MariaDB aborts the sort at the bound: an error.
    if (ROWS_EXAMINED_ERRORS.includes(driverErrno(error))) return null;
    throw error;
  }
  if (found.length < size) return null;
  return order(base.clone().andWhere(`${idPath} IN (:...pageIds)`, { pageIds: found.map((row) => Number(row.page_id)) })).getMany();
}

/** How a page is read from postings: the searched word that drives, its stored words, and the bound of the read (several words). */
interface PostingsPlan {
  table: OrderedPostings;
  words: string[];
  rowsExamined: number | null;
}

/**
 * The postings plan where the list has postings in the asked order and the searched words are listed (at most
 * MAX_LISTED_WORDS stored words each). One searched word: its postings are the matches in order, so the read is about
 * the page whatever the counts say. Several: the rarest drives and each row is tested for the others, which reads
 * more where they seldom meet, so only where the read can be bounded (MariaDB), falling back past the bound.
 */
function postingsPlan(search: ListSearch, sortPath: string, counts: WordCounts, bounded: boolean, take: number): PostingsPlan | null {
  if (!search.postings || search.postings.sortPath !== sortPath || !counts.words || counts.terms.length === 0) return null;
  const listed = counts.words;
  let driver = -1;
  for (let i = 0; i < counts.terms.length; i++) if (listed[i] && (driver < 0 || counts.terms[i] < counts.terms[driver])) driver = i;
  if (driver < 0) return null;
  if (counts.terms.length === 1) return { table: search.postings.table, words: listed[driver] as string[], rowsExamined: null };
  if (!bounded) return null;
  // Each posting read is two rows examined (the posting and its row); a few times what an even spread needs, or what
  // the full-text plan would read, whichever is more, as scanRowsBudget.
  const matches = Math.max(1, estimatedMatches(counts));
  const held = Math.max(1, counts.terms[driver]);
  const postingsRead = Math.max(Math.ceil(matches), Math.ceil((SCAN_ROWS_MARGIN * take * held) / matches));
  return { table: search.postings.table, words: listed[driver] as string[], rowsExamined: 2 * postingsRead + 2 * take * (listed[driver] as string[]).length };
}

/**
 * The page from postings: per stored word of the driving searched word, one read of its postings in the list's order
 * joined to the list's rows (the list's filters and every searched word tested on them, as the scan plan does),
 * `start + size` rows each; several such reads merged (UNION drops a row that holds two of the words) and cut to the
 * page. Then the page's rows by id. Null when a bounded read stopped short of a page.
 */
async function postingsPage<T extends ObjectLiteral>(
  base: SelectQueryBuilder<T>,
  idPath: string,
  search: ListSearch,
  plan: PostingsPlan,
  direction: 'ASC' | 'DESC',
  order: (page: SelectQueryBuilder<T>) => SelectQueryBuilder<T>,
  start: number,
  size: number,
): Promise<T[] | null> {
  if (plan.words.length === 0) return [];
  const condition = wordScanCondition(search.column, base.alias, search.q ?? '', search.literalFields);
  const sortKey = `posting.${plan.table.sortColumn}`;
  const branches = plan.words.map((word) =>
    whereCondition(
      base.clone().innerJoin(plan.table.table, 'posting', `posting.id = ${idPath}`).andWhere('posting.word = :postedWord', { postedWord: word }),
      condition,
    )
      .select(sortKey, 'sort_key')
      .addSelect('posting.id', 'page_id')
      .orderBy(sortKey, direction)
      .addOrderBy('posting.id', direction),
  );
  let sql: string;
  let params: unknown[];
  if (branches.length === 1) [sql, params] = branches[0].offset(start).limit(size).getQueryAndParameters();
  else {
    const parts = branches.map((branch) => branch.limit(start + size).getQueryAndParameters());
    sql = `SELECT merged.page_id FROM (${parts.map(([part]) => `(${part})`).join(' UNION ')}) merged ORDER BY merged.sort_key ${direction}, merged.page_id ${direction} LIMIT ${size} OFFSET ${start}`;
    params = parts.flatMap(([, partParams]) => partParams);
  }
  let found: Array<{ page_id: number | string }>;
  try {
    found = await readerOf(base).query(plan.rowsExamined === null ? sql : `${sql} ROWS EXAMINED ${plan.rowsExamined}`, params);
  } catch (error) {
    if (plan.rowsExamined !== null && ROWS_EXAMINED_ERRORS.includes(driverErrno(error))) return null;
    throw error;
  }
  if (plan.rowsExamined !== null && found.length < size) return null;
  if (found.length === 0) return [];
  return order(base.clone().andWhere(`${idPath} IN (:...pageIds)`, { pageIds: found.map((row) => Number(row.page_id)) })).getMany();
}

/**
 * Where a list's own statements run (the total, the word counts, the bounded scans, the postings): on the connection
 * its query builder was made on, so a list ReadReplicas hands a replica reads all of it there, not its page alone.
 * TypeORM keeps that runner in a protected field of the builder (and of its clones); without one, the primary.
 */
function readerOf<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>): EntityManager {
  const runner = (qb as unknown as { queryRunner?: QueryRunner }).queryRunner;
  return runner && !runner.isReleased ? runner.manager : qb.connection.manager;
}

async function cappedCount<T extends ObjectLiteral>(qb: SelectQueryBuilder<T>, idPath: string, limit: number): Promise<number> {
  const [sql, params] = qb
    .clone()
    .select(idPath, 'counted_id')
    .orderBy()
    .skip(undefined)
    .take(undefined)
    .limit(limit)
    .offset(undefined)
    .getQueryAndParameters();
  const [row] = await readerOf(qb).query(`SELECT COUNT(*) AS total FROM (${sql}) capped`, params);
  return Number(row.total);
}
