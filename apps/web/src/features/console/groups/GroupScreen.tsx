import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import { groupActionsQuery, groupQuery, type GroupAction } from './api.ts';
import { ReviewActions } from './ReviewActions.tsx';

/** The action names the screen knows (`fan_group.<name>`); another is shown as it is stored. */
const KNOWN_ACTIONS = [
  'update',
  'delete',
  'settings_changed',
  'post_visibility_changed',
  'members_invited',
  'member_status_changed',
  'member_role_changed',
  'ownership_transferred',
  'member_removed',
  'post_deleted',
];

/** A value of an entry's details as one short line. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  if (typeof value === 'object' && value !== null && 'from' in value && 'to' in value) {
    const v = value as { from: unknown; to: unknown };
    return `${shown(v.from)} → ${shown(v.to)}`;
  }
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * A fan group's screen in the moderation area (docs/CONSOLE.md "Fan groups"): its details, its
 * review buttons, and its actions: what its own owner and moderators did (members removed, their
 * statuses and roles, posts deleted, settings changed) and the team's reviews, newest first.
 */
export default function GroupScreen({ id }: { id: string }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const { page, set } = useListParams({});
  const one = useQuery(groupQuery(id));
  const actions = useQuery(groupActionsQuery(id, page));

  const columns: ConsoleColumn<GroupAction>[] = [
    { key: 'when', header: t('groups.when'), cell: (e) => absoluteTime(e.attributes.created_at, locale) },
    {
      key: 'who',
      header: t('groups.who'),
      cell: (e) => e.attributes.actor?.display_name ?? e.attributes.actor?.slug ?? t('groups.nobody'),
    },
    {
      key: 'what',
      header: t('groups.what'),
      cell: (e) => {
        const name = e.attributes.action.replace(/^fan_group\./, '');
        return (
          <span data-testid="group-action">
            {KNOWN_ACTIONS.includes(name) ? t(`groups.actions.${name}`) : e.attributes.action}
          </span>
        );
      },
    },
    {
      key: 'details',
      header: t('groups.details'),
      cell: (e) => {
        const d = e.attributes.details;
        const rest = Object.entries(d).filter(([k]) => k !== 'reason' && k !== 'user_id');
        return (
          <span className="console-change">
            {typeof d.user_id === 'string' ? <span>{t('groups.user', { id: d.user_id })}</span> : null}
            {rest.map(([k, v]) => (
              <span key={k} className="muted">
                {k}: {shown(v)}
              </span>
            ))}
            {typeof d.reason === 'string' ? <span>{t('groups.reason', { reason: d.reason })}</span> : null}
          </span>
        );
      },
    },
  ];

  const g = one.data?.group;
  return (
    <div data-testid="console-group">
      <p>
        <Link to={localePath(locale, 'admin', 'moderation', 'groups')} data-testid="group-back">
          {t('groups.back')}
        </Link>
      </p>
      {one.isError ? (
        <InlineRetry message={t('groups.loadFailed')} onRetry={() => void one.refetch()} />
      ) : !g ? (
        <p aria-busy="true">{t('groups.loading')}</p>
      ) : (
        <section aria-labelledby="group-name">
          <h2 id="group-name" data-testid="group-name">
            {g.attributes.name}
          </h2>
          <dl className="console-details">
            <dt>{t('groups.slug')}</dt>
            <dd>{g.attributes.slug}</dd>
            <dt>{t('groups.status')}</dt>
            <dd data-testid="group-status">
              {t(`groups.acceptance.${g.attributes.acceptance_status}`)}
              {g.attributes.featured ? ` · ${t('groups.featured')}` : ''}
            </dd>
            <dt>{t('groups.owner')}</dt>
            <dd>{one.data?.ownerName ?? '—'}</dd>
            <dt>{t('groups.members')}</dt>
            <dd>{g.attributes.members_count}</dd>
            <dt>{t('groups.posts')}</dt>
            <dd>{g.attributes.group_posts_count}</dd>
            <dt>{t('groups.settings')}</dt>
            <dd>
              {[g.attributes.access, g.attributes.visibility, g.attributes.post_visibility, g.attributes.post_creation]
                .map((v) => t(`groups.values.${v}`))
                .join(' · ')}
            </dd>
            <dt>{t('groups.created')}</dt>
            <dd>{absoluteTime(g.attributes.created_at, locale)}</dd>
          </dl>
          <ReviewActions group={g} />
        </section>
      )}
      <h3>{t('groups.actionsTitle')}</h3>
      <ConsoleTable
        caption={t('groups.actionsTitle')}
        query={actions}
        columns={columns}
        rowKey={(e) => e.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={t('groups.noActions')}
        testId="group-actions"
      />
    </div>
  );
}
