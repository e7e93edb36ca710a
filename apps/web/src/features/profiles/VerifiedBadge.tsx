import { useTranslation } from 'react-i18next';

/** The verified check next to a name, announced as 'Verified'. */
export function VerifiedBadge() {
  const { t } = useTranslation();
  return (
    <svg
      className="verified-badge"
      viewBox="0 0 24 24"
      width="22"
      height="22"
      role="img"
      aria-label={t('profile.verified')}
      data-testid="verified-badge"
    >
      <title>{t('profile.verified')}</title>
      <path
        fill="currentColor"
        d="M12 1l2.6 2.2 3.4-.4.9 3.3 3 1.7-1.3 3.2 1.3 3.2-3 1.7-.9 3.3-3.4-.4L12 23l-2.6-2.2-3.4.4-.9-3.3-3-1.7L3.4 13 2.1 9.8l3-1.7.9-3.3 3.4.4L12 1zm-1.3 14.6l6-6-1.4-1.4-4.6 4.6-2.3-2.3-1.4 1.4 3.7 3.7z"
      />
    </svg>
  );
}
