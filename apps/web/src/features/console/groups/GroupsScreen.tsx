import { useId, useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { apiErrorText } from '../../../kernel/api-answers.ts';
import { Link } from '../../../kernel/router.tsx';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import {
  ACCEPTANCE_FILTERS,
  GROUP_SORTS,
  groupKeys,
  groupSettingsQuery,
  groupsQuery,
  saveGroupSettings,
  type Acceptance,
  type AdminGroup,
  type GroupSort,
} from './api.ts';
import { ReviewActions } from './ReviewActions.tsx';

/**
 * The fan groups of the moderation area (docs/CONSOLE.md "Fan groups"): the switch "new groups wait
 * for review", and the list (the groups waiting for review first) with a search in names and
 * slugs, the acceptance filter, the order, and accepting, rejecting, featuring and unfeaturing,
 * each asked first with a reason kept in the audit log.
 */
export default function GroupsScreen() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const { values, page, set } = useListParams({ acceptance: 'submitted', sort: 'newest', search: '' });
  const acceptance = (ACCEPTANCE_FILTERS as readonly string[]).includes(values.acceptance)
    ? (values.acceptance as Acceptance | 'all')
    : 'submitted';
  const sort = (GROUP_SORTS as readonly string[]).includes(values.sort) ? (values.sort as GroupSort) : 'newest';
  const list = useQuery(
    groupsQuery({ acceptance: acceptance === 'all' ? undefined : acceptance, search: values.search, sort, page }),
  );

  const columns: ConsoleColumn<AdminGroup>[] = [
    {
      key: 'name',
      header: t('groups.name'),
      cell: (g) => (
        <span className="console-change">
          <Link to={localePath(locale, 'admin', 'moderation', 'groups', g.id)} data-testid={`groups-open-${g.id}`}>
            {g.attributes.name}
          </Link>
          <span className="muted">{g.attributes.slug}</span>
        </span>
      ),
    },
    {
      key: 'status',
      header: t('groups.status'),
      cell: (g) => (
        <span className="console-change">
          <span data-testid={`groups-status-${g.id}`}>{t(`groups.acceptance.${g.attributes.acceptance_status}`)}</span>
          {g.attributes.featured ? <span data-testid={`groups-featured-${g.id}`}>{t('groups.featured')}</span> : null}
        </span>
      ),
    },
    {
      key: 'members',
      header: t('groups.members'),
      cell: (g) => String(g.attributes.members_count),
    },
    { key: 'created', header: t('groups.created'), cell: (g) => absoluteTime(g.attributes.created_at, locale) },
    { key: 'actions', header: t('groups.review'), cell: (g) => <ReviewActions group={g} /> },
  ];

  return (
    <div data-testid="console-groups">
      <h2>{t('groups.title')}</h2>
      <ReviewSetting />
      <ConsoleTable
        caption={t('groups.title')}
        query={list}
        columns={columns}
        rowKey={(g) => g.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={t('groups.none')}
        testId="groups-list"
        toolbar={
          <>
            <ConsoleSearch
              label={t('groups.search')}
              value={values.search}
              onChange={(search) => set({ search })}
              testId="groups-search"
            />
            <ConsoleSelect
              label={t('groups.status')}
              value={acceptance}
              onChange={(v) => set({ acceptance: v })}
              testId="groups-filter-acceptance"
              options={ACCEPTANCE_FILTERS.map((a) => ({
                value: a,
                label: a === 'all' ? t('groups.all') : t(`groups.acceptance.${a}`),
              }))}
            />
            <ConsoleSelect
              label={t('groups.order')}
              value={sort}
              onChange={(v) => set({ sort: v })}
              testId="groups-sort"
              options={GROUP_SORTS.map((s) => ({ value: s, label: t(`groups.sorts.${s}`) }))}
            />
          </>
        }
      />
    </div>
  );
}

/** The instance's switch: whether new groups wait for a moderator's acceptance. */
function ReviewSetting() {
  const { t } = useTranslation('console');
  const id = useId();
  const queryClient = useQueryClient();
  const settings = useQuery(groupSettingsQuery());
  const [saved, setSaved] = useState(false);
  const save = useMutation({
    mutationFn: saveGroupSettings,
    onSuccess: (data) => {
      queryClient.setQueryData(groupKeys.settings(), data);
      setSaved(true);
    },
  });
  const checked = save.isPending ? save.variables : (settings.data?.review_new_groups ?? false);
  return (
    <div className="console-check" data-testid="groups-review-setting">
      <input
        id={id}
        type="checkbox"
        checked={checked}
        disabled={!settings.data || save.isPending}
        data-testid="groups-review-new"
        onChange={(e) => {
          setSaved(false);
          save.mutate(e.currentTarget.checked);
        }}
      />
      <label htmlFor={id}>{t('groups.reviewNew')}</label>
      <span role="status" className="muted">
        {save.isError ? (apiErrorText(save.error) ?? t('groups.settingFailed')) : saved ? t('groups.settingSaved') : ''}
      </span>
    </div>
  );
}
