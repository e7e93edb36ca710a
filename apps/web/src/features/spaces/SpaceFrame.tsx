import { useEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { Link, useLocation, useNavigate } from '../../kernel/router.tsx';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { spaceKeys, spaceQuery, type FanGroup, type Included } from './api.ts';
import { Membership } from './Membership.tsx';
import { editSpacePath, spacePath, spacesPath, SPACE_TABS, type SpaceTab } from './paths.ts';
import './spaces.css';

/** What a tab's panel gets from the group page: the group as the viewer sees it and how to update it. */
export interface SpacePanelProps {
  group: FanGroup;
  included: Included;
  viewer: string | null;
  /** Takes a group the server answered (or its counts adjusted here); the list's cards follow. */
  setGroup: (group: FanGroup) => void;
  /** As `setGroup`, and the member lists are read again (the viewer's membership changed). */
  onChanged: (group: FanGroup) => void;
}

/**
 * The frame of a group page: the group (by the slug in the path, found by the id after its last
 * hyphen; an old slug is replaced by the current one), its header, the tabs and the tab's panel.
 * Fan groups never set the location's hash (docs/COMMUNITY.md "The list"): nothing here writes one.
 */
export function SpaceFrame({ tab, panel }: { tab: SpaceTab; panel: (props: SpacePanelProps) => ReactNode }) {
  const { t } = useTranslation();
  const { params, locale, words, routeName } = useShell();
  const session = useSession();
  const navigate = useNavigate();
  const slug = params.slug ?? '';
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(spaceQuery(slug, locale, viewer));
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const current = query.data?.group.attributes.slug;
  usePageMeta(
    query.data
      ? { title: query.data.group.attributes.name }
      : { title: notFound ? t('spaces.notFoundTitle') : null, noCrawl: notFound },
  );
  useEffect(() => {
    // A renamed group keeps its old links (the id decides); the address follows its current slug.
    if (current && current !== slug) {
      void navigate(spacePath(locale, words, current, routeName === 'space' ? undefined : tab), { replace: true });
    }
  }, [current, slug, locale, words, routeName, tab, navigate]);

  if (query.isPending) return <SpaceSkeleton />;
  if (notFound) return <NotFoundState title={t('spaces.notFoundTitle')} text={t('spaces.notFoundText')} />;
  if (query.isError) return <ErrorState message={t('spaces.groupLoadError')} onRetry={() => void query.refetch()} />;
  return <SpaceView group={query.data.group} included={query.data.included} tab={tab} viewer={viewer} panel={panel} />;
}

function SpaceSkeleton() {
  return (
    <div className="page page-wide space-page" aria-busy="true" data-testid="skeleton">
      <div className="space-header">
        <span className="skeleton space-header-media" />
        <div className="space-header-body">
          <span className="skeleton skeleton-title" />
          <span className="skeleton skeleton-line" />
        </div>
      </div>
      <span className="skeleton skeleton-line" />
      <span className="skeleton skeleton-line" />
    </div>
  );
}

function SpaceView({
  group,
  included,
  tab,
  viewer,
  panel,
}: {
  group: FanGroup;
  included: Included;
  tab: SpaceTab;
  viewer: string | null;
  panel: (props: SpacePanelProps) => ReactNode;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const a = group.attributes;
  const can = (op: string) => a.current_user_permissions.includes(op);

  const setGroup = (updated: FanGroup) => {
    queryClient.setQueryData(spaceKeys.group(a.slug, locale, viewer), { group: updated, included });
    void queryClient.invalidateQueries({ queryKey: spaceKeys.lists() });
  };
  const onChanged = (updated: FanGroup) => {
    setGroup(updated);
    void queryClient.invalidateQueries({ queryKey: spaceKeys.memberLists(a.slug) });
  };

  return (
    <article className="page page-wide space-page" data-testid="space-page">
      <p className="back-link">
        <Link to={spacesPath(locale, words)}>{t('spaces.backToList')}</Link>
      </p>
      <header className="space-header">
        <div className="space-header-media" aria-hidden="true">
          {a.image_url ? (
            <img src={a.image_url} alt="" width={240} height={135} fetchPriority="high" />
          ) : (
            <span className="space-card-placeholder">{[...a.name.trim()][0]?.toUpperCase() ?? '#'}</span>
          )}
        </div>
        <div className="space-header-body">
          <h1>{a.name}</h1>
          <p className="muted" data-testid="space-counts">
            {t('spaces.membersCount', { count: a.members_count })}
            {' · '}
            {t('spaces.postsCount', { count: a.group_posts_count })}
            {can('list_pending') && a.pending_count > 0 ? (
              <>
                {' · '}
                {t('spaces.pendingCount', { count: a.pending_count })}
              </>
            ) : null}
          </p>
          <p className="space-card-badges">
            <span className="space-badge">{t(`spaces.settings.access.${a.access}`)}</span>
            <span className="space-badge">{t(`spaces.settings.visibility.${a.visibility}`)}</span>
            {a.featured ? <span className="space-badge">{t('spaces.featured')}</span> : null}
            {a.current_user_role && a.current_user_status === 'active' ? (
              <span className="space-badge space-badge-member" data-testid="space-role">
                {t(`spaces.roles.${a.current_user_role}`)}
              </span>
            ) : null}
          </p>
          {a.acceptance_status !== 'accepted' ? (
            <p className="alert alert-info" data-testid="space-acceptance">
              {t(`spaces.acceptance.${a.acceptance_status}`)}
            </p>
          ) : null}
          <div className="space-actions">
            <Membership group={group} onChanged={onChanged} />
            {can('edit_group') ? (
              <Link
                className="button button-secondary"
                to={editSpacePath(locale, words, a.slug)}
                data-testid="space-edit"
              >
                {t('spaces.edit')}
              </Link>
            ) : null}
          </div>
        </div>
      </header>
      <SpaceTabs slug={a.slug} tab={tab} />
      <div
        role="tabpanel"
        id={`space-panel-${tab}`}
        aria-labelledby={`space-tab-${tab}`}
        className="space-panel"
        data-testid={`space-panel-${tab}`}
      >
        {panel({ group, included, viewer, setGroup, onChanged })}
      </div>
    </article>
  );
}

/**
 * The group's tabs: a tablist of links, each its own URL. Arrow keys, Home and End move to a tab
 * and open it (automatic activation); only the current tab is in the Tab order.
 */
function SpaceTabs({ slug, tab }: { slug: string; tab: SpaceTab }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const navigate = useNavigate();
  const location = useLocation();
  const listRef = useRef<HTMLDivElement>(null);
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = SPACE_TABS.indexOf(tab);
    const last = SPACE_TABS.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? index === last
          ? 0
          : index + 1
        : event.key === 'ArrowLeft'
          ? index === 0
            ? last
            : index - 1
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    if (next === null) return;
    event.preventDefault();
    const target = SPACE_TABS[next];
    if (!target) return;
    listRef.current?.querySelectorAll<HTMLAnchorElement>('[role="tab"]')[next]?.focus();
    const to = spacePath(locale, words, slug, target);
    // The shell draws a new page per path: the state asks the next one to focus its tab again.
    if (to !== location.pathname) void navigate(to, { replace: true, state: { focusTab: true } });
  };
  const focusTab = (location.state as { focusTab?: boolean } | null)?.focusTab === true;
  useEffect(() => {
    if (focusTab) listRef.current?.querySelector<HTMLAnchorElement>('[aria-selected="true"]')?.focus();
  }, [focusTab]);
  return (
    <div ref={listRef} className="space-tabs" role="tablist" aria-label={t('spaces.tabsLabel')} onKeyDown={onKeyDown}>
      {SPACE_TABS.map((name) => (
        <Link
          key={name}
          id={`space-tab-${name}`}
          role="tab"
          aria-selected={name === tab}
          aria-controls={name === tab ? `space-panel-${name}` : undefined}
          tabIndex={name === tab ? 0 : -1}
          className={name === tab ? 'space-tab active' : 'space-tab'}
          to={spacePath(locale, words, slug, name)}
          data-testid={`space-tab-${name}`}
        >
          {t(`spaces.tabs.${name}`)}
        </Link>
      ))}
    </div>
  );
}
