import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { keyFingerprint } from '@tribune/chat-crypto';
import { groupFingerprint } from './validation.ts';

/** Your key fingerprint: the hex SHA-256 of the public key, to compare across devices. */
export function FingerprintSection({ publicKey }: { publicKey: string }) {
  const { t } = useTranslation();
  const id = useId();
  const [fingerprint, setFingerprint] = useState<{ key: string; value: string } | null>(null);
  useEffect(() => {
    let live = true;
    keyFingerprint(publicKey).then(
      (value) => {
        if (live) setFingerprint({ key: publicKey, value });
      },
      (error: unknown) => console.error('fingerprint failed', error),
    );
    return () => {
      live = false;
    };
  }, [publicKey]);
  return (
    <section className="ck-section" aria-labelledby={`${id}-title`} data-testid="chat-key-fingerprint">
      <h2 id={`${id}-title`}>{t('chatKeys.fingerprint.title')}</h2>
      <p className="muted">{t('chatKeys.fingerprint.text')}</p>
      {fingerprint && fingerprint.key === publicKey ? (
        <p className="ck-digits" data-testid="chat-key-fingerprint-value">
          {groupFingerprint(fingerprint.value)}
        </p>
      ) : (
        <span className="skeleton skeleton-line" aria-hidden="true" />
      )}
    </section>
  );
}
