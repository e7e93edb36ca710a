import { SKELETON_PLACEHOLDERS } from '@tribune/domain';

/** Loading placeholders: a heading and five lines (spec: 5 skeleton placeholders). */
export function PageSkeleton({ fullPage }: { fullPage?: boolean }) {
  return (
    <div
      className={fullPage ? 'skeleton-page full' : 'skeleton-page'}
      aria-busy="true"
      aria-live="polite"
      data-testid="skeleton"
    >
      <span className="skeleton skeleton-title" />
      {Array.from({ length: SKELETON_PLACEHOLDERS }, (_, i) => (
        <span key={i} className="skeleton skeleton-line" />
      ))}
    </div>
  );
}
