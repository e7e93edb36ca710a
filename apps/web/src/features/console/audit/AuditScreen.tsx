import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { absoluteTime } from '../../../kernel/time.ts';
import { useShell } from '../../../kernel/shell-context.ts';
import { auditQuery, type AuditEntry } from '../api.ts';
import { AuditChange } from '../kit/AuditChange.tsx';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';

/** The kinds of record the log names most, for its filter ('' every one). */
const TARGET_TYPES = [
  '',
  'user',
  'content',
  'category',
  'static_page',
  'voting',
  'event',
  'nft',
  'nft_collection',
  'fan_group',
  'organization',
];

/**
 * The audit log (docs/CONSOLE.md "Audit log"): who did what to which record, when, before and
 * after and why; search, the record type, newest or oldest first, paged.
 */
export default function AuditScreen() {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const { values, page, set } = useListParams({ search: '', target_type: '', direction: 'desc' });
  const list = useQuery(
    auditQuery({
      search: values.search,
      targetType: values.target_type,
      direction: values.direction === 'asc' ? 'asc' : 'desc',
      page,
    }),
  );
  const columns: ConsoleColumn<AuditEntry>[] = [
    { key: 'when', header: t('audit.when'), cell: (e) => absoluteTime(e.attributes.created_at, locale) },
    {
      key: 'who',
      header: t('audit.who'),
      cell: (e) => e.attributes.actor?.display_name ?? t('audit.system'),
    },
    { key: 'what', header: t('audit.what'), cell: (e) => <code>{e.attributes.action}</code> },
    {
      key: 'target',
      header: t('audit.target'),
      cell: (e) => `${e.attributes.target_type} ${e.attributes.target_id}`,
    },
    {
      key: 'change',
      header: t('audit.change'),
      cell: (e) => <AuditChange details={e.attributes.details} />,
    },
  ];
  return (
    <div className="console-screen" data-testid="console-audit">
      <h1>{t('sections.audit')}</h1>
      <ConsoleTable
        caption={t('sections.audit')}
        query={list}
        columns={columns}
        rowKey={(e) => e.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={t('audit.none')}
        testId="audit-list"
        toolbar={
          <>
            <ConsoleSearch
              label={t('audit.search')}
              value={values.search}
              onChange={(search) => set({ search })}
              testId="audit-search"
            />
            <ConsoleSelect
              label={t('audit.targetType')}
              value={values.target_type}
              onChange={(target_type) => set({ target_type })}
              testId="audit-target-type"
              options={TARGET_TYPES.map((v) => ({ value: v, label: t(`audit.types.${v || 'all'}`) }))}
            />
            <ConsoleSelect
              label={t('audit.order')}
              value={values.direction}
              onChange={(direction) => set({ direction })}
              testId="audit-order"
              options={[
                { value: 'desc', label: t('audit.newest') },
                { value: 'asc', label: t('audit.oldest') },
              ]}
            />
          </>
        }
      />
    </div>
  );
}
