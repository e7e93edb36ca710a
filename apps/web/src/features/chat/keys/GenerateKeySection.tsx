import { useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../../ui/Dialog.tsx';
import type { ChatKeyManager } from './key-manager.ts';
import { newKeyConfirmationMatches } from './validation.ts';

/**
 * Restore (d), destructive: a new key pair. The dialog's confirm button is enabled only when
 * the typed name equals the display name (spec §5).
 */
export function GenerateKeySection({ manager, displayName }: { manager: ChatKeyManager; displayName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const [busy, setBusy] = useState(false);
  const matches = newKeyConfirmationMatches(typed, displayName);

  const close = () => {
    if (busy) return;
    setOpen(false);
    setTyped('');
  };
  const confirm = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches || busy) return;
    setBusy(true);
    await manager.generateNewKey();
    setBusy(false);
    setOpen(false);
    setTyped('');
  };

  return (
    <section className="ck-section ck-danger" aria-labelledby={`${id}-title`} data-testid="chat-key-generate">
      <h2 id={`${id}-title`}>{t('chatKeys.generate.title')}</h2>
      <p className="muted">{t('chatKeys.generate.text')}</p>
      <div className="row">
        <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
          {t('chatKeys.generate.open')}
        </button>
      </div>
      <Dialog
        open={open}
        alert
        title={t('chatKeys.generate.dialogTitle')}
        onClose={busy ? undefined : close}
        initialFocus={input}
        testId="chat-key-generate-dialog"
      >
        <form onSubmit={(e) => void confirm(e)} className="ck-form" noValidate>
          <p>{t('chatKeys.generate.warning')}</p>
          <div className="ck-field">
            <label htmlFor={`${id}-name`}>{t('chatKeys.generate.typeName', { name: displayName })}</label>
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
          <div className="dialog-footer">
            <button type="button" className="button button-secondary" onClick={close} disabled={busy}>
              {t('chatKeys.generate.cancel')}
            </button>
            <button type="submit" className="button button-danger" disabled={!matches || busy} aria-busy={busy}>
              {busy ? t('chatKeys.generate.generating') : t('chatKeys.generate.confirm')}
            </button>
          </div>
        </form>
      </Dialog>
    </section>
  );
}
