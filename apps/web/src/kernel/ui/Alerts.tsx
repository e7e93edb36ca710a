import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { dismissAlert, useAlerts, type AlertItem } from '../alerts.ts';
import './Alerts.css';

function Toast({ alert }: { alert: AlertItem }) {
  const { t } = useTranslation();
  const { id, durationMs } = alert;
  useEffect(() => {
    const timer = setTimeout(() => dismissAlert(id), durationMs);
    return () => clearTimeout(timer);
  }, [id, durationMs]);
  return (
    <div className={`alert alert-${alert.kind} alert-toast`} data-testid={`alert-${alert.kind}`}>
      <p>{'key' in alert.message ? t(alert.message.key) : alert.message.text}</p>
      <button type="button" className="alert-dismiss" onClick={() => dismissAlert(id)} aria-label={t('alerts.dismiss')}>
        <span aria-hidden="true">×</span>
      </button>
    </div>
  );
}

/**
 * The alert stack: a polite live region (role=status) for success and info, an assertive one
 * (role=alert) for danger, both always in the DOM so screen readers announce what is added.
 */
export function Alerts() {
  const alerts = useAlerts();
  const region = (kinds: string[], role: 'status' | 'alert') => (
    <div role={role} className="alerts-region" aria-live={role === 'alert' ? 'assertive' : 'polite'}>
      {alerts
        .filter((a) => kinds.includes(a.kind))
        .map((a) => (
          <Toast key={a.id} alert={a} />
        ))}
    </div>
  );
  return (
    <div className="alerts">
      {region(['success', 'info'], 'status')}
      {region(['danger'], 'alert')}
    </div>
  );
}
