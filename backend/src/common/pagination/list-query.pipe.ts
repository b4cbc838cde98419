import { BadRequestException, Injectable, PipeTransform, Query } from '@nestjs/common';
import { ListQuery, ListQueryError, ListSpec, parseListQuery } from './list-query';

/** Turns the raw query string into ListQuery, or a 400 whose error_message names the parameter and the fix. */
@Injectable()
export class ListQueryPipe<F extends object> implements PipeTransform<Record<string, unknown>, ListQuery<F>> {
  constructor(private readonly spec: ListSpec<F>) {}

  transform(query: Record<string, unknown>): ListQuery<F> {
    try {
      return parseListQuery(query ?? {}, this.spec);
    } catch (error) {
      if (!(error instanceof ListQueryError)) throw error;
      throw new BadRequestException({ message: [error.message], error_message: error.message, errors: { [error.parameter]: [error.message] } });
    }
  }
}

/** The controller parameter for a react-admin list: `list(@ListParams(USERS_LIST) query: ListQuery<UserFilter>)`. */
export const ListParams = <F extends object>(spec: ListSpec<F>) => Query(new ListQueryPipe(spec));
