import { DASHBOARD_SCREEN_ORDER, isTokenSeries } from '@tribune/domain';
import { useMemo, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../kernel/api-answers.ts';
import { useShell } from '../../../kernel/shell-context.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { formatUnits } from '../../wallet/index.ts';
import { ConsoleSelect } from '../kit/ConsoleTable.tsx';
import { useListParams } from '../kit/useListParams.ts';
import {
  dashboardQuery,
  downloadDashboardCsv,
  type DashboardFigures,
  type DashboardPeriod,
  type SeriesKey,
} from './api.ts';
import { SeriesChart } from './SeriesChart.tsx';

/** The series in the screen's order; the token sums come after the counts of their actions. */
const SERIES: readonly SeriesKey[] = DASHBOARD_SCREEN_ORDER;
const isTokens = (key: SeriesKey) => isTokenSeries(key);
const RANGES = ['7', '30', '90', 'custom'] as const;
const DAY_MS = 86_400_000;

const utcDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period the screen's parameters name: the last 7/30/90 days up to today (UTC), or from–to. */
function periodOf(values: { range: string; from: string; to: string; interval: string }): DashboardPeriod {
  const interval = values.interval === 'week' ? 'week' : 'day';
  const today = Date.now();
  if (values.range === 'custom') {
    return { from: values.from || utcDay(today - 29 * DAY_MS), to: values.to || utcDay(today), interval };
  }
  const days = Number(values.range) || 30;
  return { from: utcDay(today - (days - 1) * DAY_MS), to: utcDay(today), interval };
}

/**
 * The dashboard (docs/CONSOLE.md "Dashboard"): the period (the last 7, 30 or 90 days, or from–to)
 * and its buckets (days or weeks) in the URL; per series its total, its chart, and the figures as
 * a table for screen readers; the CSV of the same figures.
 */
export default function DashboardScreen() {
  const { t } = useTranslation('console');
  const { values, set } = useListParams({ range: '30', from: '', to: '', interval: 'day' });
  const period = periodOf(values);
  const figures = useQuery(dashboardQuery(period));
  const [csvFailed, setCsvFailed] = useState(false);
  const [csvBusy, setCsvBusy] = useState(false);

  const download = async () => {
    setCsvBusy(true);
    setCsvFailed(false);
    try {
      await downloadDashboardCsv(period);
    } catch {
      setCsvFailed(true);
    } finally {
      setCsvBusy(false);
    }
  };

  return (
    <div className="console-screen" data-testid="console-dashboard">
      <h1>{t('sections.dashboard')}</h1>
      <div className="console-toolbar" role="group" aria-label={t('dashboard.period')}>
        <ConsoleSelect
          label={t('dashboard.period')}
          value={values.range}
          testId="dashboard-range"
          onChange={(range) =>
            set(range === 'custom' ? { range, from: period.from, to: period.to } : { range, from: '', to: '' })
          }
          options={RANGES.map((r) => ({ value: r, label: t(`dashboard.ranges.${r}`) }))}
        />
        {values.range === 'custom' ? (
          <>
            <DayField
              label={t('dashboard.from')}
              value={period.from}
              onChange={(from) => set({ from })}
              testId="dashboard-from"
            />
            <DayField
              label={t('dashboard.to')}
              value={period.to}
              onChange={(to) => set({ to })}
              testId="dashboard-to"
            />
          </>
        ) : null}
        <ConsoleSelect
          label={t('dashboard.interval')}
          value={period.interval}
          testId="dashboard-interval"
          onChange={(interval) => set({ interval })}
          options={[
            { value: 'day', label: t('dashboard.intervals.day') },
            { value: 'week', label: t('dashboard.intervals.week') },
          ]}
        />
        <button
          type="button"
          className="button button-secondary"
          onClick={() => void download()}
          disabled={csvBusy}
          data-testid="dashboard-csv"
        >
          {t('dashboard.csv')}
        </button>
      </div>
      {csvFailed ? (
        <p className="alert alert-danger" role="alert">
          {t('dashboard.csvFailed')}
        </p>
      ) : null}
      <p className="muted" data-testid="dashboard-period">
        {t('dashboard.showing', { from: period.from, to: period.to })}
      </p>
      {figures.isPending ? (
        <DashboardSkeleton />
      ) : figures.isError ? (
        <InlineRetry
          message={apiErrorText(figures.error) ?? t('dashboard.error')}
          onRetry={() => void figures.refetch()}
        />
      ) : (
        <DashboardCharts figures={figures.data} busy={figures.isFetching} />
      )}
    </div>
  );
}

function DayField({
  label,
  value,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  testId: string;
}) {
  return (
    <div className="console-field">
      <label>
        {label}
        <input
          type="date"
          value={value}
          data-testid={testId}
          onChange={(e) => e.currentTarget.value && onChange(e.currentTarget.value)}
        />
      </label>
    </div>
  );
}

function DashboardSkeleton() {
  return (
    <ul className="dashboard-grid" aria-busy="true" data-testid="dashboard-loading">
      {SERIES.slice(0, 6).map((key) => (
        <li key={key} className="dashboard-card">
          <div className="skeleton console-skeleton-title" />
          <div className="skeleton dashboard-skeleton-chart" />
        </li>
      ))}
    </ul>
  );
}

function DashboardCharts({ figures, busy }: { figures: DashboardFigures; busy: boolean }) {
  const { t } = useTranslation('console');
  const empty = SERIES.every((key) => String(figures.totals[key]) === '0');
  return (
    <>
      {empty ? (
        <p className="console-empty" data-testid="dashboard-empty">
          {t('dashboard.empty')}
        </p>
      ) : null}
      <ul className="dashboard-grid" aria-busy={busy} data-testid="dashboard-charts">
        {SERIES.map((key) => (
          <SeriesCard key={key} series={key} figures={figures} />
        ))}
      </ul>
    </>
  );
}

function SeriesCard({ series, figures }: { series: SeriesKey; figures: DashboardFigures }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const tokens = isTokens(series);
  const raw = figures.series[series] as Array<number | string>;
  // The chart's values: counts, or token sums in tokens (a float is fine for drawing only).
  const values = useMemo(() => raw.map((v) => (tokens ? Number(formatUnits(String(v))) : Number(v))), [raw, tokens]);
  const number = new Intl.NumberFormat(locale);
  const shown = (v: number | string) => (tokens ? formatUnits(String(v)) : number.format(Number(v)));
  const title = t(`dashboard.series.${series}`);
  const total = figures.totals[series];
  const bucketLabel = (day: string) => (figures.interval === 'week' ? t('dashboard.weekOf', { day }) : day);
  const headingId = `dashboard-${series}`;
  return (
    <li className="dashboard-card" data-testid={`dashboard-series-${series}`}>
      <figure aria-labelledby={headingId}>
        <figcaption>
          <h2 id={headingId}>{title}</h2>
          <p className="dashboard-total" data-testid={`dashboard-total-${series}`}>
            {series === 'active_fans' ? t('dashboard.peak') : t('dashboard.total')}{' '}
            <strong>{shown(total as number | string)}</strong>
          </p>
        </figcaption>
        <SeriesChart days={figures.buckets} values={values} testId={`dashboard-chart-${series}`} />
        <table className="visually-hidden">
          <caption>{title}</caption>
          <thead>
            <tr>
              <th scope="col">
                {figures.interval === 'week' ? t('dashboard.intervals.week') : t('dashboard.intervals.day')}
              </th>
              <th scope="col">{title}</th>
            </tr>
          </thead>
          <tbody>
            {figures.buckets.map((day, i) => (
              <tr key={day}>
                <th scope="row">{bucketLabel(day)}</th>
                <td>{shown(raw[i] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </figure>
    </li>
  );
}
