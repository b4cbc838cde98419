import { Brackets, ObjectLiteral, SelectQueryBuilder, WhereExpressionBuilder } from 'typeorm';
import { ListPage } from './content-range.interceptor';
import { ListQuery } from './list-query';

/** `%`, `_` and the escape character itself are matched literally. `!` works as an escape on SQLite and MariaDB alike. */
export function likePattern(text: string): string {
  return `%${text.toLowerCase().replace(/[!%_]/g, (char) => `!${char}`)}%`;
}

/**
 * Case-insensitive substring search over the given expressions (spec section 5, "Admin search"). LOWER on both
 * sides keeps it independent of the column collation. `extra` adds conditions that are not a LIKE (a status label).
 */
export function applySearch<T extends ObjectLiteral>(
  qb: SelectQueryBuilder<T>,
  q: string | undefined,
  expressions: readonly string[],
  extra?: (where: WhereExpressionBuilder, q: string) => void,
): SelectQueryBuilder<T> {
  if (!q) return qb;
  return qb.andWhere(
    new Brackets((where) => {
      for (const expression of expressions) where.orWhere(`LOWER(${expression}) LIKE :search ESCAPE '!'`, { search: likePattern(q) });
      extra?.(where, q);
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

/** Sorts (the row id breaks ties so pages never overlap), pages, and answers rows mapped for the API with the total. */
export async function listPage<T extends ObjectLiteral, R>(
  qb: SelectQueryBuilder<T>,
  query: ListQuery<object>,
  idPath: string,
  toResponse: (row: T) => R,
): Promise<ListPage<R>> {
  const { sort, range } = query;
  qb.orderBy(sort.path, sort.order);
  if (sort.path !== idPath) qb.addOrderBy(idPath, sort.order);
  const [rows, total] = await qb.skip(range.start).take(range.end - range.start + 1).getManyAndCount();
  return { data: rows.map(toResponse), total, start: range.start };
}
