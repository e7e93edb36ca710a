import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../kernel/time.ts';
import { shellKeys } from '../../../kernel/shell-queries.ts';
import { useShell } from '../../../kernel/shell-context.ts';
import { ConfirmButton } from '../kit/ConfirmButton.tsx';
import { ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import { instanceSetupQuery, rollbackTo, setupKeys, versionsQuery, type InstanceVersion } from './api.ts';

/**
 * The history of the instance's configuration (docs/CONSOLE.md "Instance setup"): each kept
 * version, who saved it and when, the paths it changed; any earlier one can be saved again as a new
 * version, asked first.
 */
export function HistoryScreen() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const queryClient = useQueryClient();
  const { page, set } = useListParams({});
  const list = useQuery(versionsQuery(page));
  const current = useQuery(instanceSetupQuery()).data?.attributes.version;

  const rollback = async (version: number) => {
    const saved = await rollbackTo(version);
    queryClient.setQueryData(setupKeys.instance(), saved);
    await queryClient.invalidateQueries({ queryKey: setupKeys.all });
    void queryClient.invalidateQueries({ queryKey: shellKeys.all });
  };

  const columns: ConsoleColumn<InstanceVersion>[] = [
    {
      key: 'version',
      header: t('setup.history.version'),
      cell: (v) => (
        <span>
          {v.attributes.version}
          {v.attributes.version === current ? ` (${t('setup.history.current')})` : ''}
        </span>
      ),
    },
    { key: 'when', header: t('setup.history.when'), cell: (v) => absoluteTime(v.attributes.created_at, locale) },
    {
      key: 'who',
      header: t('setup.history.who'),
      cell: (v) => v.attributes.actor?.display_name ?? t('setup.history.nobody'),
    },
    {
      key: 'changes',
      header: t('setup.history.changes'),
      cell: (v) => (
        <span className="console-change">
          {v.attributes.rolled_back_from !== null ? (
            <span>{t('setup.history.rolledBack', { version: v.attributes.rolled_back_from })}</span>
          ) : null}
          <span className="muted">
            {v.attributes.changes.length ? v.attributes.changes.join(', ') : t('setup.history.noChanges')}
          </span>
        </span>
      ),
    },
    {
      key: 'actions',
      header: t('setup.history.actions'),
      cell: (v) =>
        v.attributes.version === current ? null : (
          <ConfirmButton
            label={t('setup.history.rollback', { version: v.attributes.version })}
            title={t('setup.history.confirmTitle', { version: v.attributes.version })}
            text={t('setup.history.confirmText')}
            confirmLabel={t('setup.history.rollback', { version: v.attributes.version })}
            destructive
            testId={`setup-rollback-${v.attributes.version}`}
            onConfirm={() => rollback(v.attributes.version)}
          />
        ),
    },
  ];
  return (
    <ConsoleTable
      caption={t('setup.tabs.history')}
      query={list}
      columns={columns}
      rowKey={(v) => v.id}
      page={page}
      onPage={(p) => set({ page: String(p) })}
      emptyText={t('setup.history.none')}
      testId="setup-versions"
    />
  );
}
