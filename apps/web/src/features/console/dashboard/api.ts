/** The dashboard's calls (docs/CONSOLE.md "Dashboard"): the figures of a period, and their CSV. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type components } from '@tribune/api-client';
import { api } from '../../../kernel/api.ts';
import { retryUnlessRefused } from '../../../kernel/api-answers.ts';
import { consoleKeys } from '../api.ts';

export type DashboardFigures = components['schemas']['Dashboard']['attributes'];
export type SeriesKey = keyof DashboardFigures['series'];

/** A period: UTC days, both included, per day or week. */
export interface DashboardPeriod {
  from: string;
  to: string;
  interval: 'day' | 'week';
}

/** GET /v2/admin/dashboard. */
export const dashboardQuery = (p: DashboardPeriod) =>
  queryOptions({
    queryKey: [...consoleKeys.all, 'dashboard', p] as const,
    queryFn: async (): Promise<DashboardFigures> =>
      unwrap(await api.GET('/v2/admin/dashboard', { params: { query: { ...p } } })).data.attributes,
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    staleTime: 60_000,
  });

/**
 * GET /v2/admin/dashboard.csv, saved as a file. The API wants the caller's token, which a plain
 * link would not send, so the CSV is fetched and handed to the browser as a download.
 */
export async function downloadDashboardCsv(p: DashboardPeriod): Promise<void> {
  const csv = unwrap(await api.GET('/v2/admin/dashboard.csv', { params: { query: { ...p } }, parseAs: 'text' }));
  const url = URL.createObjectURL(new Blob([csv as string], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `dashboard-${p.from}-${p.to}-${p.interval}.csv`;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has its copy; the URL is not needed after this task.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
