import { useId, useState } from 'react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { useShell } from '../../kernel/shell-context.ts';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { createReport, errorText } from './api.ts';
import { reportTypesQuery } from './queries.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';

/** What is reported: a comment or a content, by id. */
export interface ReportTarget {
  reportable_type: 'comment' | 'content';
  reportable_id: string;
}

/**
 * The report dialog: the report types as radio buttons, an optional reason, and send. A second
 * report of the same thing answers 409 ALREADY_REPORTED, shown as 'You have already reported this.'
 */
export function ReportDialog({ open, target, onClose }: { open: boolean; target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} title={t('reports.title')} onClose={onClose} size="small" testId="report-dialog">
      {/* Mounted per opening, so every opening starts with an empty form. */}
      <ReportForm target={target} onClose={onClose} />
    </Dialog>
  );
}

function ReportForm({ target, onClose }: { target: ReportTarget; onClose: () => void }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const reasonId = useId();
  const types = useQuery(reportTypesQuery(locale));
  const [typeId, setTypeId] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const report = useMutation({
    mutationFn: () =>
      createReport({
        ...target,
        ugc_report_type_id: typeId ?? '',
        ...(reason.trim() ? { reason: reason.trim() } : {}),
      }),
  });

  if (report.isSuccess || (report.error instanceof ApiError && report.error.status === 409)) {
    return (
      <div className="report-result">
        <p role="status" data-testid="report-result">
          {report.isSuccess ? t('reports.success') : t('reports.alreadyReported')}
        </p>
        <button type="button" className="button" onClick={onClose}>
          {t('reports.close')}
        </button>
      </div>
    );
  }
  if (types.isPending) return <p aria-busy="true">{t('reports.loadingTypes')}</p>;
  if (types.isError) {
    return <ErrorState message={t('reports.typesError')} onRetry={() => void types.refetch()} />;
  }
  return (
    <form
      className="report-form"
      onSubmit={(e) => {
        e.preventDefault();
        if (typeId && !report.isPending) report.mutate();
      }}
    >
      <fieldset>
        <legend>{t('reports.chooseType')}</legend>
        {types.data.map((type) => (
          <label key={type.id} className="report-type">
            <input
              type="radio"
              name="ugc_report_type"
              value={type.id}
              checked={typeId === type.id}
              onChange={() => setTypeId(type.id)}
            />
            <span>{type.attributes.title}</span>
          </label>
        ))}
      </fieldset>
      <label htmlFor={reasonId}>{t('reports.reason')}</label>
      <textarea
        id={reasonId}
        className="report-reason"
        rows={3}
        maxLength={1000}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
      {report.isError ? (
        <p className="field-error" role="alert">
          {errorText(report.error) ?? t('common.unknownError')}
        </p>
      ) : null}
      <div className="report-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('reports.cancel')}
        </button>
        <button type="submit" className="button" disabled={!typeId || report.isPending} data-testid="report-send">
          {t('reports.send')}
        </button>
      </div>
    </form>
  );
}
