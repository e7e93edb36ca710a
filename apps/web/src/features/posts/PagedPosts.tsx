import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { PagedList, type PagedQuery } from '../../kernel/ui/PagedList.tsx';
import { SkeletonItems } from '../../kernel/ui/SkeletonItems.tsx';

const LINES = ['skeleton-line', 'skeleton-line', 'skeleton-line'];

/** Placeholders of posts while the first page loads. */
function PostSkeletons({ count = SKELETON_PLACEHOLDERS }: { count?: number }) {
  return (
    <SkeletonItems
      count={count}
      list="ul"
      className="post-list"
      testId="posts-skeleton"
      itemClassName="post post-skeleton"
      mediaClassName="comment-avatar"
      bodyClassName="post-skeleton-lines"
      lines={LINES}
    />
  );
}

/**
 * A list of posts paged with "load more" (the feed, a group's posts): the posts' placeholders,
 * the failure with a retry (or `failure`), a note when there are none, and a failed next page's
 * message under the button. `testId` names the note (`-empty`) and the button (`-more`).
 */
export function PagedPosts({
  query,
  size,
  skeletons,
  errorMessage,
  failure,
  emptyText,
  testId,
  children,
}: {
  query: PagedQuery;
  size: number;
  skeletons?: number;
  errorMessage: string;
  failure?: ReactNode;
  emptyText: string;
  testId: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <PagedList
      query={query}
      size={size}
      loading={<PostSkeletons count={skeletons} />}
      errorMessage={errorMessage}
      failure={failure}
      empty={
        <p className="muted posts-empty" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      }
      more={{
        wrapClassName: 'posts-more',
        label: t('posts.loadMore'),
        loadingLabel: t('posts.loadingMore'),
        testId: `${testId}-more`,
      }}
      nextPageError="alert"
    >
      {children}
    </PagedList>
  );
}
