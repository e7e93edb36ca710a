import { lazy, Suspense } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import type { SectionProps } from '../sections.ts';
import {
  DECISIONS,
  decide,
  moderationKeys,
  QUEUE_STATUSES,
  QUEUE_TYPES,
  queueQuery,
  type ModerationItem,
  type QueueSort,
  type QueueStatus,
  type QueueType,
} from './api.ts';

const GroupsScreen = lazy(() => import('../groups/GroupsScreen.tsx'));
const GroupScreen = lazy(() => import('../groups/GroupScreen.tsx'));

/**
 * The moderation area (docs/CONSOLE.md "Moderation"): two tabs, the review queue
 * (`/admin/moderation`) and the fan groups (`/admin/moderation/groups`, a group's screen at
 * `/admin/moderation/groups/{id}`).
 */
export default function ModerationScreen({ screen, id }: SectionProps) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const groups = screen === 'groups';
  return (
    <div className="console-screen" data-testid="console-moderation">
      <h1>{t('sections.moderation')}</h1>
      <nav className="console-tabs" aria-label={t('groups.tabs.label')}>
        <Link
          to={localePath(locale, 'admin', 'moderation')}
          aria-current={groups ? undefined : 'page'}
          data-testid="moderation-tab-queue"
        >
          {t('groups.tabs.queue')}
        </Link>
        <Link
          to={localePath(locale, 'admin', 'moderation', 'groups')}
          aria-current={groups ? 'page' : undefined}
          data-testid="moderation-tab-groups"
        >
          {t('groups.tabs.groups')}
        </Link>
      </nav>
      {groups ? (
        <Suspense fallback={<p aria-busy="true">{t('groups.loading')}</p>}>
          {id ? <GroupScreen id={id} /> : <GroupsScreen />}
        </Suspense>
      ) : (
        <QueueScreen />
      )}
    </div>
  );
}

/**
 * The review queue: reported fans' content of every type, newest or most reported first, each
 * with its text, author, where it is and the reports' reasons; a moderator takes it under review,
 * clears it or hides it (with the reason the author is told), each decision asked first.
 */
function QueueScreen() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const queryClient = useQueryClient();
  const { values, page, set } = useListParams({ status: 'open', type: '', sort: 'newest', search: '' });
  const status = (QUEUE_STATUSES as readonly string[]).includes(values.status)
    ? (values.status as QueueStatus)
    : 'open';
  const type = (QUEUE_TYPES as readonly string[]).includes(values.type) ? (values.type as QueueType) : undefined;
  const sort: QueueSort = values.sort === 'most_reported' ? 'most_reported' : 'newest';
  const list = useQuery(queueQuery({ status, type, sort, search: values.search, page }));

  const columns: ConsoleColumn<ModerationItem>[] = [
    {
      key: 'item',
      header: t('moderation.item'),
      cell: (m) => (
        <span className="console-moderation-item">
          <span className="muted">
            {t(`moderation.types.${m.attributes.resource_type}`)} · {m.attributes.author.display_name}
          </span>
          <span className="console-excerpt" data-testid="moderation-excerpt">
            {m.attributes.excerpt}
          </span>
          {m.attributes.location.path ? <Link to={m.attributes.location.path}>{t('moderation.openInApp')}</Link> : null}
        </span>
      ),
    },
    {
      key: 'reports',
      header: t('moderation.reports'),
      cell: (m) => (
        <span className="console-change">
          <strong>{t('moderation.reportsCount', { count: m.attributes.reports_count })}</strong>
          {m.attributes.report_types.map((r) => (
            <span key={r.key}>
              {r.title} ({r.count}){r.reasons.length ? `: ${r.reasons.join(' · ')}` : ''}
            </span>
          ))}
          {m.attributes.last_reported_at ? (
            <span className="muted">{absoluteTime(m.attributes.last_reported_at, locale)}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'status',
      header: t('moderation.status'),
      cell: (m) => (
        <span className="console-change">
          <span data-testid="moderation-status">{t(`moderation.statuses.${m.attributes.status}`)}</span>
          {m.attributes.reason ? (
            <span className="muted">{t('audit.reason', { reason: m.attributes.reason })}</span>
          ) : null}
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('members.actions'),
      cell: (m) => (
        <span className="console-actions">
          {DECISIONS[m.attributes.status].map((decision) => (
            <ConfirmButton
              key={decision}
              label={t(`moderation.do.${decision}`)}
              title={t(`moderation.confirm.${decision}`)}
              text={t(`moderation.confirmText.${decision}`)}
              confirmLabel={t(`moderation.do.${decision}`)}
              askReason={decision !== 'under_review'}
              destructive={decision === 'hidden'}
              testId={`moderation-${decision}-${m.id}`}
              onConfirm={async (reason) => {
                await decide(m, decision, reason);
                await queryClient.invalidateQueries({ queryKey: moderationKeys.all });
              }}
            />
          ))}
        </span>
      ),
    },
  ];

  return (
    <div data-testid="console-moderation-queue">
      <h2 className="visually-hidden">{t('groups.tabs.queue')}</h2>
      <ConsoleTable
        caption={t('sections.moderation')}
        query={list}
        columns={columns}
        rowKey={(m) => m.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={t('moderation.none')}
        testId="moderation-queue"
        toolbar={
          <>
            <ConsoleSearch
              label={t('moderation.search')}
              value={values.search}
              onChange={(search) => set({ search })}
              testId="moderation-search"
            />
            <ConsoleSelect
              label={t('moderation.status')}
              value={status}
              onChange={(s) => set({ status: s })}
              testId="moderation-filter-status"
              options={QUEUE_STATUSES.map((s) => ({ value: s, label: t(`moderation.statuses.${s}`) }))}
            />
            <ConsoleSelect
              label={t('moderation.type')}
              value={type ?? ''}
              onChange={(v) => set({ type: v })}
              testId="moderation-filter-type"
              options={[
                { value: '', label: t('audit.types.all') },
                ...QUEUE_TYPES.map((v) => ({ value: v, label: t(`moderation.types.${v}`) })),
              ]}
            />
            <ConsoleSelect
              label={t('audit.order')}
              value={sort}
              onChange={(v) => set({ sort: v })}
              testId="moderation-sort"
              options={[
                { value: 'newest', label: t('moderation.newest') },
                { value: 'most_reported', label: t('moderation.mostReported') },
              ]}
            />
          </>
        }
      />
    </div>
  );
}
