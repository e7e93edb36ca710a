import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Dialog } from '../../kernel/ui/Dialog.tsx';

/** The block-user modal: 'Block User' or 'Unblock User', with the spec's explanation and a confirm button. */
export function BlockDialog({
  open,
  blocked,
  name,
  onCancel,
  onConfirm,
}: {
  open: boolean;
  blocked: boolean;
  name: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      alert
      size="small"
      title={blocked ? t('block.unblockTitle') : t('block.blockTitle')}
      onClose={onCancel}
      initialFocus={cancelRef}
      testId="block-dialog"
      footer={
        <>
          <button ref={cancelRef} type="button" className="button button-secondary" onClick={onCancel}>
            {t('block.cancel')}
          </button>
          <button type="button" className={blocked ? 'button' : 'button button-danger'} onClick={onConfirm}>
            {blocked ? t('block.unblock') : t('block.block')}
          </button>
        </>
      }
    >
      <p className="block-user-name">{name}</p>
      <p>{blocked ? t('block.unblockText') : t('block.blockText')}</p>
    </Dialog>
  );
}
