import { useTranslation } from 'react-i18next';

/** Sizes and placement of the check inside a line of text (a name in a byline, a list, a menu). */
const INLINE = { verticalAlign: 'middle', marginInlineStart: 4 } as const;

/**
 * The verified check next to a name, announced as 'Verified'. Every place that shows a user shows
 * it when the user record says `verified` (docs/COMMUNITY.md "Verified badge"); `inline` sets it
 * into a line of text at a smaller size.
 */
export function VerifiedBadge({ inline = false, size }: { inline?: boolean; size?: number } = {}) {
  const { t } = useTranslation();
  const px = size ?? (inline ? 16 : 22);
  return (
    <svg
      className="verified-badge"
      viewBox="0 0 24 24"
      width={px}
      height={px}
      role="img"
      aria-label={t('profile.verified')}
      data-testid="verified-badge"
      style={inline ? INLINE : undefined}
    >
      <title>{t('profile.verified')}</title>
      <path
        fill="currentColor"
        d="M12 1l2.6 2.2 3.4-.4.9 3.3 3 1.7-1.3 3.2 1.3 3.2-3 1.7-.9 3.3-3.4-.4L12 23l-2.6-2.2-3.4.4-.9-3.3-3-1.7L3.4 13 2.1 9.8l3-1.7.9-3.3 3.4.4L12 1zm-1.3 14.6l6-6-1.4-1.4-4.6 4.6-2.3-2.3-1.4 1.4 3.7 3.7z"
      />
    </svg>
  );
}

/** A byline's author: the display name with the inline check when verified, then ` · `; nothing without one. */
export function BylineAuthor({
  user,
}: {
  user: { attributes: { display_name: string; verified: boolean } } | undefined;
}) {
  return user ? (
    <>
      {user.attributes.display_name}
      {user.attributes.verified ? <VerifiedBadge inline /> : null}
      {' · '}
    </>
  ) : null;
}
