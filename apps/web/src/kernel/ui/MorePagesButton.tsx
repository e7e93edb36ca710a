/** What the button needs of an infinite query. */
interface PagedQuery {
  hasNextPage: boolean;
  isFetchingNextPage: boolean;
  fetchNextPage: () => Promise<unknown>;
}

/**
 * The "Load more" button under a list read page by page: shown while there is a next page,
 * disabled while it loads (`loadingLabel` then, when given).
 */
export function MorePagesButton({
  query,
  label,
  loadingLabel = label,
}: {
  query: PagedQuery;
  label: string;
  loadingLabel?: string;
}) {
  return query.hasNextPage ? (
    <button
      type="button"
      className="button button-secondary"
      onClick={() => void query.fetchNextPage()}
      disabled={query.isFetchingNextPage}
    >
      {query.isFetchingNextPage ? loadingLabel : label}
    </button>
  ) : null;
}
