import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { localePath, moduleEnabled } from '@tribune/domain';
import { Link } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { VerifiedBadge } from '../profiles/index.ts';
import { organizationQuery, organizationUsersQuery, type Organization } from './api.ts';
import { OrganizationLogo } from './OrganizationCard.tsx';
import { organizationsPath } from './paths.ts';
import './organizations.css';

/**
 * `{organizations}/{id}` (when the enabled option is on): the hero image, the logo, the name, the
 * description, the website and the members page by page. A hidden or missing organization is
 * "not found" alike.
 */
export default function OrganizationPage() {
  const { t } = useTranslation();
  const { params, locale, words, config, flags } = useShell();
  const session = useSession();
  const id = params.id ?? '';
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(organizationQuery(id, viewer));
  const organization = query.data?.organization;
  usePageMeta({
    title: organization?.attributes.name ?? t('organizations.title'),
    description: organization ? t('organizations.pageDescription', { name: organization.attributes.name }) : undefined,
  });
  const listOn = moduleEnabled('organizationList', config, flags);
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);

  let body;
  if (query.isPending) body = <PageSkeleton />;
  else if (notFound)
    body = <NotFoundState title={t('organizations.notFoundTitle')} text={t('organizations.notFoundText')} />;
  else if (query.isError)
    body = <ErrorState message={t('organizations.pageLoadError')} onRetry={() => void query.refetch()} />;
  else body = <OrganizationView organization={query.data.organization} />;

  return (
    <div className="page organization-page" data-testid="organization-page">
      <p className="back-link">
        {listOn ? (
          <Link to={organizationsPath(locale, words)}>{t('organizations.backToList')}</Link>
        ) : (
          <Link to={localePath(locale)}>{t('organizations.backHome')}</Link>
        )}
      </p>
      {body}
    </div>
  );
}

function OrganizationView({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const a = organization.attributes;
  return (
    <article aria-labelledby="organization-name">
      {a.hero_url ? (
        <div className="org-hero">
          <img src={a.hero_url} alt="" width={1200} height={400} decoding="async" />
        </div>
      ) : null}
      <header className="org-header">
        <OrganizationLogo organization={organization} size={88} />
        <div>
          <h1 id="organization-name" data-testid="organization-name">
            {a.name}
          </h1>
          <p className="org-badges">
            {a.sponsor ? <span className="org-badge org-badge-sponsor">{t('organizations.sponsor')}</span> : null}
            {a.status !== 'accepted' ? (
              <span className="org-badge" data-testid="organization-status">
                {t(`organizations.status.${a.status}`)}
              </span>
            ) : null}
            {a.current_user_role ? (
              <span className="org-badge org-badge-member">{t(`organizations.roles.${a.current_user_role}`)}</span>
            ) : null}
          </p>
          {a.website_url ? (
            <p>
              <a
                href={a.website_url}
                target="_blank"
                rel="noopener noreferrer nofollow"
                data-testid="organization-website"
              >
                {t('organizations.website')}
                <span className="visually-hidden"> {t('organizations.opensInNewTab')}</span>
              </a>
            </p>
          ) : null}
        </div>
      </header>
      {a.status === 'submitted' ? (
        <p className="alert alert-info" role="status" data-testid="organization-review">
          {t('organizations.waitingForReview')}
        </p>
      ) : null}
      {a.description ? (
        <div
          className="prose"
          data-testid="organization-description"
          dangerouslySetInnerHTML={{ __html: a.description }}
        />
      ) : (
        <p className="muted">{t('organizations.noDescription')}</p>
      )}
      <Members organization={organization} />
    </article>
  );
}

function Members({ organization }: { organization: Organization }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const [page, setPage] = useState(1);
  const query = useQuery(organizationUsersQuery(organization.id, page));
  let body;
  if (query.isPending) {
    body = (
      <ul className="org-members" aria-busy="true">
        {Array.from({ length: 3 }, (_, i) => (
          <li key={i}>
            <span className="skeleton skeleton-line" />
          </li>
        ))}
      </ul>
    );
  } else if (query.isError) {
    body = <ErrorState message={t('organizations.membersLoadError')} onRetry={() => void query.refetch()} />;
  } else if (query.data.data.length === 0) {
    body = <p className="muted">{t('organizations.noMembers')}</p>;
  } else {
    const data = query.data;
    body = (
      <>
        <ul className="org-members" data-testid="organization-members">
          {data.data.map((m) => {
            const user = data.users.get(m.relationships.user.data.id);
            if (!user) return null;
            const u = user.attributes;
            return (
              <li key={m.id} className="org-member">
                {u.avatar_thumbnail ? (
                  <img className="avatar" src={u.avatar_thumbnail} alt="" width={32} height={32} loading="lazy" />
                ) : (
                  <span className="avatar avatar-initials" aria-hidden="true">
                    {[...u.display_name.trim()][0]?.toUpperCase() ?? '?'}
                  </span>
                )}
                <Link to={localePath(locale, words.profiles, u.slug)}>{u.display_name}</Link>
                {u.verified ? <VerifiedBadge inline /> : null}
                {m.attributes.role === 'admin' ? (
                  <span className="org-badge">{t('organizations.roles.admin')}</span>
                ) : null}
              </li>
            );
          })}
        </ul>
        {data.totalPages > 1 ? (
          <nav className="org-pager" aria-label={t('organizations.membersPages')}>
            <button
              type="button"
              className="button button-secondary"
              disabled={page <= 1}
              onClick={() => setPage(page - 1)}
            >
              {t('organizations.previous')}
            </button>
            <span>{t('organizations.pageOf', { page: data.page, pages: data.totalPages })}</span>
            <button
              type="button"
              className="button button-secondary"
              disabled={page >= data.totalPages}
              onClick={() => setPage(page + 1)}
            >
              {t('organizations.next')}
            </button>
          </nav>
        ) : null}
      </>
    );
  }
  return (
    <section className="org-members-section" aria-labelledby="organization-members-title">
      <h2 id="organization-members-title">
        {t('organizations.members')} <span className="muted">({organization.attributes.users_count})</span>
      </h2>
      {body}
    </section>
  );
}
