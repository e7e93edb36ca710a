import { SKELETON_PLACEHOLDERS } from '@tribune/domain';

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
