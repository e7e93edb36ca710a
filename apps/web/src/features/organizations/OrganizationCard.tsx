import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { SkeletonItems } from '../../kernel/ui/SkeletonItems.tsx';
import type { Organization } from './api.ts';
import { organizationPath } from './paths.ts';

/** The logo of an organization in a box sized before it loads, or its first letter. */
export function OrganizationLogo({ organization, size }: { organization: Organization; size: number }) {
  const a = organization.attributes;
  return (
    <span className="org-logo" style={{ width: size, height: size }} aria-hidden="true">
      {a.logo_url ? (
        <img src={a.logo_url} alt="" width={size} height={size} loading="lazy" decoding="async" />
      ) : (
        <span className="org-logo-letter">{[...a.name.trim()][0]?.toUpperCase() ?? '#'}</span>
      )}
    </span>
  );
}

/** An organization in the list: logo, name (its page when the page is on), members, sponsor and review badges. */
export function OrganizationCard({ organization, linked }: { organization: Organization; linked: boolean }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = organization.attributes;
  return (
    <article className="org-card" data-testid="organization-card">
      <OrganizationLogo organization={organization} size={56} />
      <div className="org-card-body">
        <h3>{linked ? <Link to={organizationPath(locale, words, organization.id)}>{a.name}</Link> : a.name}</h3>
        <p className="muted">{t('organizations.membersCount', { count: a.users_count })}</p>
        <p className="org-badges">
          {a.sponsor ? <span className="org-badge org-badge-sponsor">{t('organizations.sponsor')}</span> : null}
          {a.status !== 'accepted' ? <span className="org-badge">{t(`organizations.status.${a.status}`)}</span> : null}
          {a.current_user_role ? (
            <span className="org-badge org-badge-member">{t(`organizations.roles.${a.current_user_role}`)}</span>
          ) : null}
        </p>
      </div>
    </article>
  );
}

const CARD_LINES = ['skeleton-title', 'skeleton-line'];
const LOGO_SIZE = { width: 56, height: 56 };

/** Placeholders of organization cards while a list loads (the cards' final size). */
export function OrganizationCardSkeletons({ count = 5 }: { count?: number }) {
  return (
    <SkeletonItems
      count={count}
      list="div"
      className="org-grid"
      testId="organizations-skeleton"
      itemClassName="org-card"
      mediaClassName="org-logo"
      mediaStyle={LOGO_SIZE}
      bodyClassName="org-card-body"
      lines={CARD_LINES}
    />
  );
}
