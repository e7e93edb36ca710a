import { useTranslation } from 'react-i18next';

/** A value of an audit entry's details as one short line. */
function shown(value: unknown): string {
  if (value === null || value === undefined) return '—';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/**
 * An audit entry's details as the console shows them (docs/CONSOLE.md "Audit log"): before → after,
 * the other details, and the reason.
 */
export function AuditChange({ details }: { details: Record<string, unknown> }) {
  const { t } = useTranslation('console');
  const hasChange = 'from' in details || 'to' in details;
  const rest = Object.entries(details).filter(([k]) => !['from', 'to', 'reason'].includes(k));
  return (
    <span className="console-change">
      {hasChange ? (
        <span>
          {shown(details.from)} → {shown(details.to)}
        </span>
      ) : null}
      {rest.length ? <span className="muted">{rest.map(([k, v]) => `${k}: ${shown(v)}`).join(', ')}</span> : null}
      {typeof details.reason === 'string' ? <span>{t('audit.reason', { reason: details.reason })}</span> : null}
    </span>
  );
}
