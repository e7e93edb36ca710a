import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../kernel/shell-context.ts';
import { absoluteTime } from '../../../kernel/time.ts';
import { HeadedSection } from '../../../kernel/ui/FormBits.tsx';
import { ConsoleSearch, ConsoleSelect, ConsoleTable, type ConsoleColumn } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import { registrationsQuery, type AdminItem, type EventRegistration } from './api.ts';

const STATUSES = ['registered', 'waiting'] as const;
type Status = (typeof STATUSES)[number];
const isStatus = (v: string): v is Status => (STATUSES as readonly string[]).includes(v);

/**
 * An event's registrations on its screen (docs/CONSOLE.md "Participation"): the capacity and the
 * counts, then the registered and the waiting list in order, with a search and the status filter in
 * the URL. Read only: the events module promotes the waiting list by itself and has no admin
 * cancellation.
 */
export function EventRegistrations({ event }: { event: AdminItem }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const { values, page, set } = useListParams({ search: '', status: '' });
  const status = isStatus(values.status) ? values.status : '';
  const list = useQuery(registrationsQuery(event.id, { search: values.search, status, page }));
  const a = event.attributes as AdminItem['attributes'] & {
    capacity?: number | null;
    registered_count?: number;
    waiting_count?: number;
  };
  const columns: ConsoleColumn<EventRegistration>[] = [
    { key: 'fan', header: t('particip2.registrations.fan'), cell: (r) => r.attributes.user.display_name },
    {
      key: 'status',
      header: t('particip2.registrations.status'),
      cell: (r) =>
        r.attributes.status === 'waiting'
          ? t('particip2.registrations.waitingAt', { position: r.attributes.position ?? 0 })
          : t('particip2.registrations.registered'),
    },
    { key: 'at', header: t('particip2.registrations.at'), cell: (r) => absoluteTime(r.attributes.created_at, locale) },
  ];
  return (
    <HeadedSection
      headingId={`event-registrations-${event.id}`}
      title={t('particip2.registrations.heading')}
      className="console-panel"
      testId="event-registrations"
    >
      <p data-testid="event-capacity">
        {a.capacity === null || a.capacity === undefined
          ? t('particip2.registrations.unlimited', { registered: a.registered_count ?? 0 })
          : t('particip2.registrations.capacity', { registered: a.registered_count ?? 0, capacity: a.capacity })}{' '}
        {t('particip2.registrations.waitingCount', { count: a.waiting_count ?? 0 })}
      </p>
      <p className="muted">{t('particip2.registrations.readOnly')}</p>
      <ConsoleTable
        caption={t('particip2.registrations.heading')}
        query={list}
        columns={columns}
        rowKey={(r) => r.id}
        page={page}
        onPage={(p) => set({ page: String(p) })}
        emptyText={values.search || status ? t('particip2.registrations.noneMatch') : t('particip2.registrations.none')}
        testId="registrations-list"
        toolbar={
          <>
            <ConsoleSearch
              label={t('particip2.registrations.search')}
              value={values.search}
              onChange={(search) => set({ search })}
              testId="registrations-search"
            />
            <ConsoleSelect
              label={t('particip2.registrations.statusFilter')}
              value={status}
              options={[
                { value: '', label: t('particip2.registrations.all') },
                { value: 'registered', label: t('particip2.registrations.registered') },
                { value: 'waiting', label: t('particip2.registrations.waiting') },
              ]}
              onChange={(s) => set({ status: s })}
              testId="registrations-status-filter"
            />
          </>
        }
      />
    </HeadedSection>
  );
}
