import { useEffect, useId, useRef, useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChatKeyManager } from './key-manager.ts';
import { KeyField, KeyTextArea, SubmitRow } from './fields.tsx';
import { decodeQr, decodeQrFile } from './qr.ts';

const SCAN_EVERY_MS = 250;

type Outcome = 'sharing' | 'shared' | 'invalid' | 'failed' | 'cameraError' | null;

/**
 * Restore (c), the old device: reads the new device's code by camera, from a picture of the QR,
 * or pasted, seals the key for it and leaves it in the server's cache.
 */
export function ShareSection({ manager }: { manager: ChatKeyManager }) {
  const { t } = useTranslation();
  const id = useId();
  const [scanning, setScanning] = useState(false);
  const [code, setCode] = useState('');
  const [outcome, setOutcome] = useState<Outcome>(null);
  const video = useRef<HTMLVideoElement>(null);
  const stream = useRef<MediaStream | null>(null);

  const stopCamera = () => {
    for (const track of stream.current?.getTracks() ?? []) track.stop();
    stream.current = null;
    setScanning(false);
  };

  const share = async (text: string) => {
    setOutcome('sharing');
    const result = await manager.shareWithDevice(text);
    setOutcome(result.ok ? 'shared' : result.failure === 'invalidCode' ? 'invalid' : 'failed');
    if (result.ok) setCode('');
  };

  const startCamera = async () => {
    setOutcome(null);
    try {
      stream.current = await navigator.mediaDevices.getUserMedia({ video: { facingMode: 'environment' } });
      setScanning(true);
    } catch {
      setOutcome('cameraError');
    }
  };

  // Attach the stream once the video element is rendered, then read frames until a code shows.
  useEffect(() => {
    const element = video.current;
    if (!scanning || !element || !stream.current) return;
    element.srcObject = stream.current;
    void element.play().catch(() => undefined);
    let busy = false;
    const timer = setInterval(() => {
      if (busy || element.readyState < 2) return;
      busy = true;
      decodeQr(element, element.videoWidth, element.videoHeight)
        .then((found) => {
          if (!found) return;
          stopCamera();
          return share(found);
        })
        .catch((error: unknown) => console.warn('QR frame not read', error))
        .finally(() => {
          busy = false;
        });
    }, SCAN_EVERY_MS);
    return () => clearInterval(timer);
    // share and stopCamera only read refs and setters.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [scanning]);
  useEffect(() => () => stopCamera(), []);

  const pickImage = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setOutcome(null);
    const found = await decodeQrFile(file).catch(() => null);
    if (found) await share(found);
    else setOutcome('invalid');
  };
  const submitCode = async (event: FormEvent) => {
    event.preventDefault();
    if (code.trim().length === 0 || outcome === 'sharing') return;
    await share(code);
  };

  return (
    <section className="ck-section" aria-labelledby={`${id}-title`} data-testid="chat-key-share">
      <h2 id={`${id}-title`}>{t('chatKeys.share.title')}</h2>
      <p className="muted">{t('chatKeys.share.text')}</p>
      <div className="row">
        {scanning ? (
          <button type="button" className="button button-secondary" onClick={stopCamera}>
            {t('chatKeys.share.stopScan')}
          </button>
        ) : (
          <button type="button" className="button" onClick={() => void startCamera()}>
            {t('chatKeys.share.scan')}
          </button>
        )}
      </div>
      {scanning ? (
        <video ref={video} className="ck-video" muted playsInline aria-label={t('chatKeys.share.video')} />
      ) : null}
      <KeyField id={`${id}-image`} label={t('chatKeys.share.image')}>
        <input
          id={`${id}-image`}
          type="file"
          accept="image/*"
          data-testid="chat-key-share-image"
          onChange={(e) => void pickImage(e)}
        />
      </KeyField>
      <form className="ck-form" onSubmit={(e) => void submitCode(e)} noValidate>
        <KeyField id={`${id}-code`} label={t('chatKeys.share.code')}>
          <KeyTextArea id={`${id}-code`} rows={3} value={code} onChange={setCode} />
        </KeyField>
        <SubmitRow
          label={t('chatKeys.share.submit')}
          busyLabel={t('chatKeys.share.sharing')}
          busy={outcome === 'sharing'}
          disabled={code.trim().length === 0 || outcome === 'sharing'}
          secondary
          markBusy={false}
        />
      </form>
      <div aria-live="polite" data-testid="chat-key-share-status">
        {outcome === 'sharing' ? <p className="ck-progress">{t('chatKeys.share.sharing')}</p> : null}
        {outcome === 'shared' ? <p className="alert alert-success">{t('chatKeys.share.success')}</p> : null}
        {outcome === 'invalid' || outcome === 'failed' || outcome === 'cameraError' ? (
          <p className="alert alert-danger" role="alert">
            {t(`chatKeys.share.${outcome}`)}
          </p>
        ) : null}
      </div>
    </section>
  );
}
