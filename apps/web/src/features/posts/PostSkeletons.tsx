import { SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { SkeletonItems } from '../../kernel/ui/SkeletonItems.tsx';

const LINES = ['skeleton-line', 'skeleton-line', 'skeleton-line'];

/** Placeholders of posts while the first page loads. */
export function PostSkeletons({ count = SKELETON_PLACEHOLDERS }: { count?: number }) {
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
