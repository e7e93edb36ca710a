import type { ReactNode } from 'react';
import { ErrorState } from './ErrorState.tsx';

/** What a list paged with "load more" reads of its infinite query (TanStack Query's `useInfiniteQuery`). */
export interface PagedQuery extends StatusQuery {
  isFetchNextPageError: boolean;
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => unknown;
}

/** The "load more" button of a paged list: its texts, its extra class and its test id. */
export interface LoadMoreProps {
  query: PagedQuery;
  label: string;
  /** Shown while the next page loads (default: `label`). */
  loadingLabel?: string;
  className?: string;
  testId?: string;
  /** Whether the button says `aria-busy` while the next page loads (default true). */
  announceBusy?: boolean;
}

/** "Load more": disabled while the next page loads. */
export function LoadMoreButton({
  query,
  label,
  loadingLabel = label,
  className,
  testId,
  announceBusy = true,
}: LoadMoreProps) {
  return (
    <button
      type="button"
      className={className ? `button button-secondary ${className}` : 'button button-secondary'}
      disabled={query.isFetchingNextPage}
      aria-busy={announceBusy ? query.isFetchingNextPage : undefined}
      onClick={() => void query.fetchNextPage()}
      data-testid={testId}
    >
      {query.isFetchingNextPage ? loadingLabel : label}
    </button>
  );
}

/** What the states of a list read of its query: loading, failed, and the retry. */
export interface StatusQuery {
  isPending: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface ListStatesProps {
  query: StatusQuery;
  /** How many items are loaded: with none, `empty` stands in for the list. */
  size: number;
  /** Drawn while the first page loads. */
  loading: ReactNode;
  /** The failure's message, drawn with a retry button. */
  errorMessage: string;
  /** Drawn instead of the retry state when the query failed (a refusal explained). */
  failure?: ReactNode;
  /** A failed query keeps the items already loaded on screen: the retry state only when there are none. */
  keepItemsOnError?: boolean;
  /** Drawn when no item is loaded; without it the list (`children`) is drawn anyway. */
  empty?: ReactNode;
  /** The loaded items. */
  children: ReactNode;
}

/**
 * The states of a list in the order a page meets them: its loading placeholders, its failure with
 * a retry, its empty state, else the items; each drawn by the page that owns the list.
 */
export function ListStates({
  query,
  size,
  loading,
  errorMessage,
  failure,
  keepItemsOnError = false,
  empty,
  children,
}: ListStatesProps) {
  if (query.isPending) return <>{loading}</>;
  if (query.isError && (!keepItemsOnError || size === 0)) {
    return <>{failure ?? <ErrorState message={errorMessage} onRetry={() => void query.refetch()} />}</>;
  }
  if (size === 0 && empty !== undefined) return <>{empty}</>;
  return <>{children}</>;
}

export interface PagedListProps extends ListStatesProps {
  query: PagedQuery;
  /** The "load more" button, in a `div` of the class `wrapClassName`. */
  more?: Omit<LoadMoreProps, 'query'> & { wrapClassName: string };
  /**
   * A failed next page: `retry`, the retry state above the button; `alert`, the message below it;
   * unset, nothing.
   */
  nextPageError?: 'retry' | 'alert';
}

/** A list paged with "load more" (`ListStates`), the button under its items. */
export function PagedList({ more, nextPageError, children, ...states }: PagedListProps) {
  const { query, errorMessage } = states;
  const { wrapClassName, ...button } = more ?? { wrapClassName: '', label: '' };
  return (
    <ListStates {...states}>
      {children}
      {nextPageError === 'retry' && query.isFetchNextPageError ? (
        <ErrorState message={errorMessage} onRetry={() => void query.fetchNextPage()} />
      ) : null}
      {more && query.hasNextPage ? (
        <div className={wrapClassName}>
          <LoadMoreButton query={query} {...button} />
        </div>
      ) : null}
      {nextPageError === 'alert' && query.isFetchNextPageError ? (
        <p className="field-error" role="alert">
          {errorMessage}
        </p>
      ) : null}
    </ListStates>
  );
}
