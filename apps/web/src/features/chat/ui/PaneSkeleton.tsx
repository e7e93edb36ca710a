import { SKELETON_PLACEHOLDERS } from '@tribune/domain';

/** Loading placeholders for a chat pane or list: five rows (spec: 5 skeleton placeholders). */
export function PaneSkeleton({ rows = SKELETON_PLACEHOLDERS }: { rows?: number }) {
  return (
    <div className="chat-skeleton" aria-busy="true" data-testid="skeleton">
      {Array.from({ length: rows }, (_, i) => (
        <span key={i} className="chat-skeleton-row">
          <span className="skeleton chat-avatar" />
          <span className="skeleton skeleton-line" />
        </span>
      ))}
    </div>
  );
}
