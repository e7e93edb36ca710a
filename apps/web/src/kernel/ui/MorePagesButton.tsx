import { LoadMoreButton, type LoadMoreProps } from './PagedList.tsx';

/**
 * The "Load more" button under a list read page by page, shown only while there is a next page
 * (`LoadMoreButton`, without `aria-busy`); disabled while it loads (`loadingLabel` then, when given).
 */
export function MorePagesButton({
  query,
  label,
  loadingLabel = label,
}: {
  query: LoadMoreProps['query'] & { hasNextPage: boolean };
  label: string;
  loadingLabel?: string;
}) {
  return query.hasNextPage ? (
    <LoadMoreButton query={query} label={label} loadingLabel={loadingLabel} announceBusy={false} />
  ) : null;
}
