import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { COPIED_TOOLTIP_MS } from './constants.ts';

/** Copies an address to the clipboard; "Copied" shows for 2 s and is announced to screen readers. */
export function CopyAddress({ address }: { address: string }) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = setTimeout(() => setCopied(false), COPIED_TOOLTIP_MS);
    return () => clearTimeout(timer);
  }, [copied]);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(address);
      setFailed(false);
      setCopied(true);
    } catch {
      setFailed(true);
    }
  };
  return (
    <span className="wallet-copy">
      <button
        type="button"
        className="button button-secondary wallet-copy-button"
        onClick={() => void copy()}
        aria-describedby="wallet-copy-status"
        data-testid="wallet-copy"
      >
        {t('wallet.copyAddress')}
      </button>
      <span
        id="wallet-copy-status"
        className={copied ? 'wallet-tooltip shown' : 'wallet-tooltip'}
        aria-live="polite"
        role="status"
      >
        {copied ? t('wallet.copied') : failed ? t('wallet.copyFailed') : ''}
      </span>
    </span>
  );
}
