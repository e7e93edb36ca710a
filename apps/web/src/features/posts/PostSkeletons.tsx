import { SKELETON_PLACEHOLDERS } from '@tribune/domain';

/** Placeholders of posts while the first page loads. */
export function PostSkeletons({ count = SKELETON_PLACEHOLDERS }: { count?: number }) {
  return (
    <ul className="post-list" aria-busy="true" data-testid="posts-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <li key={i} className="post post-skeleton">
          <span className="skeleton comment-avatar" />
          <span className="post-skeleton-lines">
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line" />
            <span className="skeleton skeleton-line" />
          </span>
        </li>
      ))}
    </ul>
  );
}
