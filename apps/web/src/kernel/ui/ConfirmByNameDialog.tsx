import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { Dialog } from './Dialog.tsx';

/**
 * A destructive action confirmed by typing one's name (delete account, generate a new chat key):
 * the confirm button is enabled only while `matches(typed)` holds; it shows `labels.busy` while
 * `onConfirm` runs, during which the dialog cannot be closed. The parent closes it on success.
 */
export function ConfirmByNameDialog({
  open,
  onClose,
  title,
  testId,
  label,
  matches,
  onConfirm,
  labels,
  children,
  error,
  formClassName,
  fieldClassName,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  testId: string;
  /** The field's label, e.g. 'Type your name "Ada" to confirm'. */
  label: string;
  matches: (typed: string) => boolean;
  onConfirm: () => Promise<void>;
  labels: { cancel: string; confirm: string; busy: string };
  /** What the action does, above the field. */
  children: ReactNode;
  /** A failure message, below the field. */
  error?: ReactNode;
  formClassName: string;
  fieldClassName: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (!open) setTyped('');
  }, [open]);
  const ok = matches(typed);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!ok || busy) return;
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} alert title={title} onClose={busy ? undefined : onClose} initialFocus={input} testId={testId}>
      <form onSubmit={(e) => void submit(e)} className={formClassName} noValidate>
        {children}
        <div className={fieldClassName}>
          <label htmlFor={`${id}-name`}>{label}</label>
          <input
            ref={input}
            id={`${id}-name`}
            type="text"
            value={typed}
            autoComplete="off"
            spellCheck={false}
            onChange={(e) => setTyped(e.target.value)}
          />
        </div>
        {error}
        <div className="dialog-footer">
          <button type="button" className="button button-secondary" onClick={onClose} disabled={busy}>
            {labels.cancel}
          </button>
          <button type="submit" className="button button-danger" disabled={!ok || busy} aria-busy={busy}>
            {busy ? labels.busy : labels.confirm}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
