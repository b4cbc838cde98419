import { CallHandler, ExecutionContext, Injectable, NestInterceptor } from '@nestjs/common';
import { Observable, map } from 'rxjs';

/** What a list service answers; the interceptor sends `data` as the body and the rest as Content-Range. */
export interface ListPage<T> {
  data: T[];
  total: number;
  start: number;
}

// `users 0-24/319`; an empty page is `users */0` (ra-data-simple-rest reads only the number after the slash).
export function contentRange(resource: string, page: ListPage<unknown>): string {
  if (page.data.length === 0) return `${resource} */${page.total}`;
  return `${resource} ${page.start}-${page.start + page.data.length - 1}/${page.total}`;
}

@Injectable()
export class ContentRangeInterceptor implements NestInterceptor {
  constructor(private readonly resource: string) {}

  intercept(context: ExecutionContext, next: CallHandler): Observable<unknown> {
    const reply = context.switchToHttp().getResponse<{ header(name: string, value: string): unknown }>();
    return next.handle().pipe(
      map((page: ListPage<unknown>) => {
        reply.header('Content-Range', contentRange(this.resource, page));
        return page.data;
      }),
    );
  }
}
