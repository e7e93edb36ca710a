import { SKELETON_PLACEHOLDERS } from '@tribune/domain';

/** Placeholder rows of an avatar and a line, as `li` (in a list) or `span` elements of `className`. */
export function AvatarLineRows({
  count = SKELETON_PLACEHOLDERS,
  as: Row,
  className,
}: {
  count?: number;
  as: 'li' | 'span';
  className: string;
}) {
  return Array.from({ length: count }, (_, i) => (
    <Row key={i} className={className}>
      <span className="skeleton chat-avatar" />
      <span className="skeleton skeleton-line" />
    </Row>
  ));
}

/** Loading placeholders for a chat pane or list: five rows (spec: 5 skeleton placeholders). */
export function PaneSkeleton({ rows = SKELETON_PLACEHOLDERS }: { rows?: number }) {
  return (
    <div className="chat-skeleton" aria-busy="true" data-testid="skeleton">
      <AvatarLineRows count={rows} as="span" className="chat-skeleton-row" />
    </div>
  );
}
