import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../../kernel/api-answers.ts';
import { InlineRetry } from '../../../kernel/ui/ErrorState.tsx';
import { useDebounced } from '../../../kernel/use-debounced.ts';
import type { ConsolePage } from '../api.ts';

/** A column of a console list: its header and how a row draws its cell. */
export interface ConsoleColumn<T> {
  key: string;
  header: string;
  cell: (row: T) => ReactNode;
}

/** What a console list reads of its query (TanStack Query's result). */
export interface ConsoleListQuery<T> {
  data: ConsolePage<T> | undefined;
  isPending: boolean;
  isError: boolean;
  isFetching: boolean;
  error: unknown;
  refetch: () => unknown;
}

/**
 * A console list (docs/CONSOLE.md "Web"): the toolbar (search, filters, sort: the screen's own
 * controls), then a table at 1366 px that turns into one card per row at 390 px (each cell shows its
 * header), its skeleton, empty and error states with a retry, and the pager. The table keeps its
 * roles when CSS lays it out as cards, so screen readers still read rows and cells.
 */
export function ConsoleTable<T>({
  caption,
  query,
  columns,
  rowKey,
  toolbar,
  emptyText,
  page,
  onPage,
  testId,
}: {
  caption: string;
  query: ConsoleListQuery<T>;
  columns: ConsoleColumn<T>[];
  rowKey: (row: T) => string;
  toolbar?: ReactNode;
  emptyText: string;
  page: number;
  onPage: (page: number) => void;
  testId: string;
}) {
  const { t } = useTranslation('console');
  const statusId = useId();
  const data = query.data;
  return (
    <section className="console-list" data-testid={testId} aria-busy={query.isFetching || undefined}>
      {toolbar ? <div className="console-toolbar">{toolbar}</div> : null}
      {query.isPending ? (
        <ul className="console-skeleton" data-testid={`${testId}-skeleton`} aria-hidden="true">
          {Array.from({ length: 5 }, (_, i) => (
            <li key={i} className="skeleton console-skeleton-row" />
          ))}
        </ul>
      ) : query.isError && !data ? (
        <InlineRetry message={apiErrorText(query.error) ?? t('list.error')} onRetry={() => void query.refetch()} />
      ) : data && data.rows.length === 0 ? (
        <p className="console-empty" data-testid={`${testId}-empty`}>
          {emptyText}
        </p>
      ) : data ? (
        <>
          <p className="visually-hidden" id={statusId} role="status">
            {t('list.count', { count: data.totalCount })}
          </p>
          <table className="console-table" role="table" aria-describedby={statusId}>
            <caption className="visually-hidden">{caption}</caption>
            <thead>
              <tr role="row">
                {columns.map((c) => (
                  <th key={c.key} scope="col" role="columnheader">
                    {c.header}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <tr key={rowKey(row)} role="row" data-testid={`${testId}-row`}>
                  {columns.map((c) => (
                    <td key={c.key} role="cell" data-label={c.header}>
                      {c.cell(row)}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
          {query.isError ? (
            <InlineRetry message={apiErrorText(query.error) ?? t('list.error')} onRetry={() => void query.refetch()} />
          ) : null}
          <Pager page={page} totalPages={data.totalPages} onPage={onPage} />
        </>
      ) : null}
    </section>
  );
}

/** The pages of a list: previous, where we are, next. */
function Pager({ page, totalPages, onPage }: { page: number; totalPages: number; onPage: (page: number) => void }) {
  const { t } = useTranslation('console');
  if (totalPages <= 1) return null;
  return (
    <nav className="console-pager" aria-label={t('list.pages')}>
      <button type="button" className="button button-secondary" disabled={page <= 1} onClick={() => onPage(page - 1)}>
        {t('list.previous')}
      </button>
      <span aria-current="page">{t('list.pageOf', { page, total: totalPages })}</span>
      <button
        type="button"
        className="button button-secondary"
        disabled={page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        {t('list.next')}
      </button>
    </nav>
  );
}

/** The list's search box, labelled for screen readers: it searches once typing pauses (a change goes to page 1). */
export function ConsoleSearch({
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
  const id = useId();
  const [text, setText] = useState(value);
  const typed = useDebounced(text.trim(), 300);
  const changed = useRef(onChange);
  changed.current = onChange;
  useEffect(() => {
    if (typed !== value) changed.current(typed);
    // Only what the user typed searches; a new value from the URL does not echo back.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed]);
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="search"
        value={text}
        maxLength={100}
        data-testid={testId}
        onChange={(e) => setText(e.currentTarget.value)}
      />
    </div>
  );
}

/** A filter or sort of the list: a labelled select. */
export function ConsoleSelect({
  label,
  value,
  options,
  onChange,
  testId,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  onChange: (value: string) => void;
  testId: string;
}) {
  const id = useId();
  return (
    <div className="console-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} data-testid={testId} onChange={(e) => onChange(e.currentTarget.value)}>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
    </div>
  );
}
