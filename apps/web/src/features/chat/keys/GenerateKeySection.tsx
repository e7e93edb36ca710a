import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmByNameDialog } from '../../../kernel/ui/ConfirmByNameDialog.tsx';
import type { ChatKeyManager } from './key-manager.ts';
import { newKeyConfirmationMatches } from './validation.ts';

/**
 * Restore (d), destructive: a new key pair. The dialog's confirm button is enabled only when
 * the typed name equals the display name (docs/CHAT.md "The app's rules").
 */
export function GenerateKeySection({ manager, displayName }: { manager: ChatKeyManager; displayName: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [open, setOpen] = useState(false);

  return (
    <section className="ck-section ck-danger" aria-labelledby={`${id}-title`} data-testid="chat-key-generate">
      <h2 id={`${id}-title`}>{t('chatKeys.generate.title')}</h2>
      <p className="muted">{t('chatKeys.generate.text')}</p>
      <div className="row">
        <button type="button" className="button button-danger" onClick={() => setOpen(true)}>
          {t('chatKeys.generate.open')}
        </button>
      </div>
      <ConfirmByNameDialog
        open={open}
        onClose={() => setOpen(false)}
        title={t('chatKeys.generate.dialogTitle')}
        testId="chat-key-generate-dialog"
        label={t('chatKeys.generate.typeName', { name: displayName })}
        matches={(typed) => newKeyConfirmationMatches(typed, displayName)}
        onConfirm={async () => {
          await manager.generateNewKey();
          setOpen(false);
        }}
        labels={{
          cancel: t('chatKeys.generate.cancel'),
          confirm: t('chatKeys.generate.confirm'),
          busy: t('chatKeys.generate.generating'),
        }}
        formClassName="ck-form"
        fieldClassName="ck-field"
      >
        <p>{t('chatKeys.generate.warning')}</p>
      </ConfirmByNameDialog>
    </section>
  );
}
