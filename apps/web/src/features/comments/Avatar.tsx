/** A small round avatar: the thumbnail, or the name's first letter on a plain circle. */
export function Avatar({ name, src }: { name: string; src: string | null }) {
  if (src) return <img className="comment-avatar" src={src} alt="" width={36} height={36} loading="lazy" />;
  return (
    <span className="comment-avatar comment-avatar-empty" aria-hidden="true">
      {name.trim().charAt(0).toUpperCase() || '?'}
    </span>
  );
}
