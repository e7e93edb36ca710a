import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatSafetyNumber, safetyNumber } from '@tribune/chat-crypto';
import { Dialog } from '../../../kernel/ui/Dialog.tsx';
import { useChatKeys } from './key-manager.ts';
import { QrImage } from './QrImage.tsx';
import './chat-keys.css';

/** What the conversation screen passes: the partner and their public key (JWK JSON text), if any. */
export interface SafetyNumberDialogProps {
  open: boolean;
  onClose: () => void;
  partnerName: string;
  partnerPublicKey: string | null;
}

/**
 * The safety number of the user and a partner: 60 digits both see the same, in groups of
 * five and as a QR code, to compare in person or over another channel.
 */
export default function SafetyNumberDialog({ open, onClose, partnerName, partnerPublicKey }: SafetyNumberDialogProps) {
  const { t } = useTranslation();
  const { publicKey } = useChatKeys();
  const [digits, setDigits] = useState<{ pair: string; value: string } | null>(null);
  const pair = publicKey && partnerPublicKey ? `${publicKey}\n${partnerPublicKey}` : null;

  useEffect(() => {
    if (!open || !publicKey || !partnerPublicKey) return;
    let live = true;
    const current = `${publicKey}\n${partnerPublicKey}`;
    safetyNumber(publicKey, partnerPublicKey).then(
      (value) => {
        if (live) setDigits({ pair: current, value });
      },
      (error: unknown) => console.error('safety number failed', error),
    );
    return () => {
      live = false;
    };
  }, [open, publicKey, partnerPublicKey]);

  const value = digits && digits.pair === pair ? digits.value : null;
  return (
    <Dialog open={open} title={t('chatKeys.safety.title')} onClose={onClose} testId="safety-number-dialog">
      {pair === null ? (
        <p>{t('chatKeys.safety.missing', { name: partnerName })}</p>
      ) : (
        <div className="ck-safety">
          <p>{t('chatKeys.safety.text', { name: partnerName })}</p>
          {value ? (
            <>
              <p className="ck-digits ck-safety-digits" data-testid="safety-number">
                {formatSafetyNumber(value)}
              </p>
              <QrImage text={value} label={t('chatKeys.safety.qrLabel')} />
            </>
          ) : (
            <span className="skeleton skeleton-line" aria-hidden="true" />
          )}
        </div>
      )}
      <div className="dialog-footer">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t('chatKeys.safety.close')}
        </button>
      </div>
    </Dialog>
  );
}
