import { useEffect, useState } from 'react';
import { qrDataUrl } from './qr.ts';

/** A QR code of `text` as an image; `label` is its text alternative. */
export function QrImage({ text, label, testId }: { text: string; label: string; testId?: string }) {
  const [src, setSrc] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let live = true;
    qrDataUrl(text).then(
      (url) => {
        if (live) setSrc({ text, url });
      },
      (error: unknown) => console.error('QR code not drawn', error),
    );
    return () => {
      live = false;
    };
  }, [text]);
  if (!src || src.text !== text) return <span className="ck-qr ck-qr-loading skeleton" aria-hidden="true" />;
  return <img className="ck-qr" src={src.url} alt={label} data-testid={testId} />;
}
