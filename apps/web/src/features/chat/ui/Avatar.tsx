/** A round avatar: the thumbnail, or the name's first letter; decorative, since the name is always next to it. */
export function Avatar({ name, src, size = 40 }: { name: string; src: string | null; size?: number }) {
  if (src) {
    return (
      <img className="chat-avatar" src={src} alt="" width={size} height={size} style={{ width: size, height: size }} />
    );
  }
  return (
    <span className="chat-avatar chat-avatar-empty" aria-hidden="true" style={{ width: size, height: size }}>
      {[...name][0]?.toUpperCase() ?? '?'}
    </span>
  );
}
