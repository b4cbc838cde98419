import type { ReactNode } from 'react';
import { MESSAGES } from '@community/vocabulary';
import type { PagedList } from '../lib/use-paged-list';
import { ScrollArea } from './ScrollArea';
import { EmptyState, LoadingState } from './StatusStates';

interface PagedScrollListProps<T> {
  list: PagedList<T>;
  /** The scrollable region's name. */
  label: string;
  maxHeight: number;
  reserveSpace?: boolean;
  emptyText: string;
  /** Say "Loading..." below the rows while the next page loads (the verified directories just grow). */
  sayLoadingMore?: boolean;
  children: (items: T[]) => ReactNode;
}

/**
 * A directory's list in its scroll area, in the spec's three states (loading, empty, the list); scrolling to its end
 * asks for the next page.
 */
export function PagedScrollList<T>({ list, label, maxHeight, reserveSpace, emptyText, sayLoadingMore = false, children }: PagedScrollListProps<T>) {
  return (
    <ScrollArea maxHeight={maxHeight} label={label} reserveSpace={reserveSpace} onEndReached={list.loadMore}>
      {list.loading ? (
        <LoadingState text={MESSAGES.directory.loading} />
      ) : list.items.length === 0 ? (
        <EmptyState text={emptyText} />
      ) : (
        <>
          {children(list.items)}
          {sayLoadingMore && list.loadingMore && <LoadingState text={MESSAGES.directory.loading} />}
        </>
      )}
    </ScrollArea>
  );
}
