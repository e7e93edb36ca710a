import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatKeyManager, ChatKeySnapshot } from './key-manager.ts';
import { QrImage } from './QrImage.tsx';
import { startQrReceive, type QrReceiveState } from './qr-receive.ts';

const COPIED_MS = 2_000;

/** Restore (c), the new device: shows a one-time code as QR and text, then waits for the old device. */
export function QrReceiveSection({ manager, snapshot }: { manager: ChatKeyManager; snapshot: ChatKeySnapshot }) {
  const { t } = useTranslation();
  const id = useId();
  const [state, setState] = useState<QrReceiveState | null>(null);
  const [copied, setCopied] = useState(false);
  const stop = useRef<(() => void) | null>(null);

  useEffect(
    () => () => {
      stop.current?.();
    },
    [],
  );
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_MS);
    return () => clearTimeout(timer);
  }, [copied]);

  const start = () => {
    stop.current?.();
    stop.current = startQrReceive(manager, setState);
  };
  const cancel = () => {
    stop.current?.();
    stop.current = null;
    setState(null);
  };
  const copy = async () => {
    if (state?.phase !== 'waiting') return;
    try {
      await navigator.clipboard.writeText(state.code);
      setCopied(true);
    } catch {
      // No clipboard permission: the code stays selectable in the field.
    }
  };

  const mismatch = state?.phase === 'failed' && snapshot.restoreError !== null && snapshot.message !== null;
  return (
    <section className="ck-section" aria-labelledby={`${id}-title`} data-testid="chat-key-restore-qr">
      <h2 id={`${id}-title`}>{t('chatKeys.restore.qr.title')}</h2>
      <p className="muted">{t('chatKeys.restore.qr.text')}</p>
      {state === null || state.phase === 'failed' ? (
        <div className="row">
          <button type="button" className="button" onClick={start} disabled={snapshot.status === 'restoring'}>
            {t('chatKeys.restore.qr.show')}
          </button>
        </div>
      ) : null}
      {state?.phase === 'waiting' ? (
        <div className="ck-qr-box">
          <QrImage text={state.code} label={t('chatKeys.restore.qr.qrLabel')} testId="chat-key-transfer-qr" />
          <div className="ck-field">
            <label htmlFor={`${id}-code`}>{t('chatKeys.restore.qr.codeLabel')}</label>
            <textarea
              id={`${id}-code`}
              readOnly
              rows={3}
              value={state.code}
              className="ck-code"
              data-testid="chat-key-transfer-code"
              onFocus={(e) => e.currentTarget.select()}
            />
          </div>
          <div className="row">
            <button type="button" className="button button-secondary" onClick={() => void copy()}>
              {copied ? t('chatKeys.restore.qr.copied') : t('chatKeys.restore.qr.copy')}
            </button>
            <button type="button" className="button button-secondary" onClick={cancel}>
              {t('chatKeys.restore.qr.stop')}
            </button>
          </div>
        </div>
      ) : null}
      <div aria-live="polite" data-testid="chat-key-transfer-status">
        {state?.phase === 'preparing' ? <p className="ck-progress">{t('chatKeys.restore.qr.preparing')}</p> : null}
        {state?.phase === 'waiting' ? (
          <p className="ck-progress">
            {snapshot.status === 'restoring' ? t('chatKeys.restore.restoring') : t('chatKeys.restore.qr.waiting')}
          </p>
        ) : null}
        {state?.phase === 'failed' ? (
          <p className="alert alert-danger" role="alert">
            {mismatch && snapshot.message
              ? t(`chatKeys.messages.${snapshot.message}`)
              : t('chatKeys.messages.transferFailed')}
          </p>
        ) : null}
      </div>
    </section>
  );
}
