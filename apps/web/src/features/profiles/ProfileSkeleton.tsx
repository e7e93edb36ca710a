import { SKELETON_PLACEHOLDERS } from '@tribune/domain';
import { useTranslation } from 'react-i18next';

/** Loading placeholders in the profile's shape: hero, avatar, name and lines. */
export function ProfileSkeleton() {
  return (
    <div className="page profile" aria-busy="true" aria-live="polite" data-testid="skeleton">
      <span className="skeleton profile-hero" />
      <div className="profile-header">
        <span className="skeleton profile-avatar" />
        <span className="skeleton skeleton-title" />
      </div>
      {Array.from({ length: SKELETON_PLACEHOLDERS - 2 }, (_, i) => (
        <span key={i} className="skeleton skeleton-line profile-skeleton-line" />
      ))}
    </div>
  );
}

/** Placeholders of a profile section's list while its first page loads. */
export function ProfileSectionSkeleton({
  className,
  lineClassName = 'skeleton-line',
  testId,
}: {
  className?: string;
  lineClassName?: string;
  testId: string;
}) {
  return (
    <div className={className} aria-busy="true" data-testid={testId}>
      {Array.from({ length: 3 }, (_, i) => (
        <span key={i} className={`skeleton ${lineClassName}`} />
      ))}
    </div>
  );
}

/** The "show more" of a profile section's list (`PagedList`'s `more`). */
export function useProfileMore() {
  const { t } = useTranslation();
  return { wrapClassName: 'row', label: t('profile.showMore'), loadingLabel: t('profile.loadingMore') };
}
