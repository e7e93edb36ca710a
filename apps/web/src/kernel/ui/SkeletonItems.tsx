import type { CSSProperties } from 'react';

/**
 * Placeholders of a list's items while its first page loads, each in the final item's size: a
 * picture (an avatar, a card's image) beside a few lines. The list and its items keep the classes
 * of the real list, so nothing moves when it arrives.
 */
export function SkeletonItems({
  count,
  list,
  className,
  testId,
  itemClassName,
  mediaClassName,
  mediaStyle,
  bodyClassName,
  lines,
}: {
  count: number;
  /** A `ul` of `li`, or a `div` of `div` (a grid of cards). */
  list: 'ul' | 'div';
  className: string;
  testId: string;
  itemClassName: string;
  /** The picture's class besides `skeleton`. */
  mediaClassName: string;
  mediaStyle?: CSSProperties;
  bodyClassName: string;
  /** Each line's class besides `skeleton`. */
  lines: readonly string[];
}) {
  const List = list;
  const Item = list === 'ul' ? 'li' : 'div';
  return (
    <List className={className} aria-busy="true" data-testid={testId}>
      {Array.from({ length: count }, (_, i) => (
        <Item key={i} className={itemClassName}>
          <span className={`skeleton ${mediaClassName}`} style={mediaStyle} />
          <span className={bodyClassName}>
            {lines.map((line, j) => (
              <span key={j} className={`skeleton ${line}`} />
            ))}
          </span>
        </Item>
      ))}
    </List>
  );
}
