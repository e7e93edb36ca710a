/**
 * A round avatar: the thumbnail, or the name's first letter on a plain circle. Decorative (the
 * name is always next to it). `className` names the feature's look (`comment-avatar`,
 * `chat-avatar`); the letter variant adds `{className}-empty`. `size` overrides the CSS size.
 */
export function Avatar({
  name,
  src,
  className,
  size,
}: {
  name: string;
  src: string | null;
  className: string;
  size?: number;
}) {
  const style = size === undefined ? undefined : { width: size, height: size };
  if (src) {
    const px = size ?? 36;
    return <img className={className} src={src} alt="" width={px} height={px} loading="lazy" style={style} />;
  }
  return (
    <span className={`${className} ${className}-empty`} aria-hidden="true" style={style}>
      {[...name.trim()][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
