import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../kernel/ui/Dialog.tsx';
import { FormError } from '../../../kernel/ui/FormBits.tsx';
import { refusalOf } from './errors.ts';

/**
 * A console action that asks first (docs/CONSOLE.md "Web"): the button opens an alert dialog that
 * names the action and the record, optionally asks for the reason (kept in the audit log), and runs
 * `onConfirm` with it. A refusal shows the server's message in the dialog; success closes it.
 */
export function ConfirmButton({
  label,
  title,
  text,
  confirmLabel,
  askReason = false,
  destructive = false,
  onConfirm,
  testId,
  className,
}: {
  label: ReactNode;
  title: string;
  text: ReactNode;
  confirmLabel: string;
  askReason?: boolean;
  destructive?: boolean;
  onConfirm: (reason: string) => Promise<void>;
  testId: string;
  className?: string;
}) {
  const { t } = useTranslation('console');
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const reasonId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setError(null);
    setReason('');
  };
  const confirm = async () => {
    setBusy(true);
    setError(null);
    try {
      await onConfirm(reason.trim());
      setOpen(false);
      setReason('');
    } catch (e) {
      setError(refusalOf(e, t('confirm.failed')).message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button
        type="button"
        className={className ?? (destructive ? 'button button-danger' : 'button button-secondary')}
        onClick={() => setOpen(true)}
        data-testid={testId}
      >
        {label}
      </button>
      <Dialog
        open={open}
        title={title}
        onClose={close}
        alert
        size="small"
        initialFocus={cancelRef}
        testId={`${testId}-dialog`}
        footer={
          <>
            <button type="button" className="button button-secondary" ref={cancelRef} onClick={close} disabled={busy}>
              {t('confirm.cancel')}
            </button>
            <button
              type="button"
              className={destructive ? 'button button-danger' : 'button'}
              onClick={() => void confirm()}
              disabled={busy}
              data-testid={`${testId}-confirm`}
            >
              {busy ? t('confirm.working') : confirmLabel}
            </button>
          </>
        }
      >
        <div className="console-confirm">
          <p>{text}</p>
          {askReason ? (
            <div className="console-field">
              <label htmlFor={reasonId}>{t('confirm.reason')}</label>
              <textarea
                id={reasonId}
                value={reason}
                maxLength={500}
                rows={3}
                onChange={(e) => setReason(e.currentTarget.value)}
                data-testid={`${testId}-reason`}
              />
            </div>
          ) : null}
          {error ? <FormError testId={`${testId}-error`}>{error}</FormError> : null}
        </div>
      </Dialog>
    </>
  );
}
