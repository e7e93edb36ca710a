import { useId } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moduleEnabled, ORGANIZATION_FILTERS } from '@tribune/domain';
import { useSearchParams } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { CreateOrSignInLink } from '../../kernel/ui/CreateOrSignInLink.tsx';
import { PagedList } from '../../kernel/ui/PagedList.tsx';
import { UrlSearchBox, useSetSearchParam } from '../../kernel/ui/UrlSearchBox.tsx';
import { organizationsListQuery } from './api.ts';
import { organizationFilterOf } from './filters.ts';
import { OrganizationCard, OrganizationCardSkeletons } from './OrganizationCard.tsx';
import { newOrganizationPath, organizationsPath } from './paths.ts';
import './organizations.css';

/** Search waits this long after the last key press (debounce 500 ms, docs/COMMUNITY.md "Organizations"). */
export const ORGANIZATIONS_SEARCH_DEBOUNCE_MS = 500;

/**
 * `{organizations}` (when the displayList option is on): the organizations by name, with a filter
 * (all, sponsors, mine) and a search (`?q=`, debounced 500 ms), both kept in the URL, and "load
 * more". Cards link to their pages when the enabled option is on; signed-in fans may create one.
 */
export default function OrganizationsPage() {
  const { t } = useTranslation();
  const { locale, words, config, flags } = useShell();
  const session = useSession();
  const signedIn = session.status === 'signedIn' && session.user !== null;
  const viewer = signedIn && session.user ? session.user.id : null;
  const pagesOn = moduleEnabled('organizations', config, flags);
  const [searchParams] = useSearchParams();
  const filter = organizationFilterOf(searchParams.get('filter'), signedIn);
  const q = searchParams.get('q') ?? '';
  const list = useInfiniteQuery(organizationsListQuery({ filter, search: q.trim() || undefined }, viewer));
  usePageMeta({ title: t('organizations.title'), description: t('organizations.description') });

  const setParam = useSetSearchParam();

  const filterId = useId();
  const organizations = list.data?.pages.flatMap((p) => p.data) ?? [];
  const total = list.data?.pages[0]?.totalCount;

  return (
    <div className="page page-wide organizations-page" data-testid="organizations-page">
      <div className="org-heading">
        <h1>{t('organizations.title')}</h1>
        {pagesOn ? (
          <CreateOrSignInLink
            signedIn={signedIn}
            to={newOrganizationPath(locale, words)}
            back={organizationsPath(locale, words)}
            label={t('organizations.create')}
            signInLabel={t('organizations.signInToCreate')}
            testId="organizations-create"
          />
        ) : null}
      </div>
      <p className="muted">{t('organizations.description')}</p>
      <div className="org-filters">
        <UrlSearchBox
          className="org-search"
          label={t('organizations.searchLabel')}
          placeholder={t('organizations.searchPlaceholder')}
          value={q}
          onSearch={(draft) => setParam('q', draft.trim() ? draft : null)}
          delayMs={ORGANIZATIONS_SEARCH_DEBOUNCE_MS}
          testId="organizations-search"
        />
        <div className="org-filter">
          <label htmlFor={filterId}>{t('organizations.filterLabel')}</label>
          <select
            id={filterId}
            value={filter}
            onChange={(e) => setParam('filter', e.target.value === 'all' ? null : e.target.value)}
            data-testid="organizations-filter"
          >
            {ORGANIZATION_FILTERS.filter((f) => f !== 'mine' || signedIn).map((f) => (
              <option key={f} value={f}>
                {t(`organizations.filters.${f}`)}
              </option>
            ))}
          </select>
        </div>
      </div>
      {total !== undefined && organizations.length > 0 ? (
        <p className="muted" role="status" data-testid="organizations-total">
          {t('organizations.total', { count: total })}
        </p>
      ) : null}
      <PagedList
        query={list}
        size={organizations.length}
        loading={<OrganizationCardSkeletons />}
        errorMessage={t('organizations.loadError')}
        keepItemsOnError
        empty={
          <div className="empty-state" data-testid="organizations-empty">
            <h2>{t('organizations.emptyTitle')}</h2>
            <p className="muted">
              {q || filter !== 'all' ? t('organizations.emptyFiltered') : t('organizations.emptyText')}
            </p>
          </div>
        }
        more={{
          wrapClassName: 'org-more',
          label: t('organizations.loadMore'),
          loadingLabel: t('organizations.loadingMore'),
          testId: 'organizations-more',
          announceBusy: false,
        }}
        nextPageError="retry"
      >
        <div className="org-grid" data-testid="organizations-list">
          {organizations.map((o) => (
            <OrganizationCard key={o.id} organization={o} linked={pagesOn} />
          ))}
        </div>
      </PagedList>
    </div>
  );
}
