import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useShell } from '../../../kernel/shell-context.ts';
import { PREVIEW_DRAFT_MESSAGE, PREVIEW_READY_MESSAGE } from '../../../kernel/setup-preview.ts';
import type { SetupDraft } from './api.ts';
import { previewOf } from './draft.ts';

/** The phone the preview draws the fan app at (CSS pixels). */
const PHONE = { width: 390, height: 780 };

/**
 * The live preview (docs/CONSOLE.md "The live preview"): the real fan app in a frame at phone size,
 * scaled to fit, drawn with the draft before it is saved. The frame loads `/{locale}/?preview=setup`
 * of this origin; the draft is posted to it on every change and when it says it listens.
 */
export function SetupPreview({ draft }: { draft: SetupDraft }) {
  const { t } = useTranslation('console');
  const { locale } = useShell();
  const frame = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [scale, setScale] = useState(1);
  const latest = useRef(draft);
  latest.current = draft;

  const post = () =>
    frame.current?.contentWindow?.postMessage(
      { type: PREVIEW_DRAFT_MESSAGE, draft: previewOf(latest.current) },
      window.location.origin,
    );

  useEffect(post, [draft]);

  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin || event.source !== frame.current?.contentWindow) return;
      if ((event.data as { type?: unknown } | null)?.type === PREVIEW_READY_MESSAGE) post();
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, []);

  useEffect(() => {
    const el = box.current;
    if (!el || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(([entry]) => {
      const width = entry?.contentRect.width ?? PHONE.width;
      setScale(Math.min(1, width / PHONE.width));
    });
    observer.observe(el);
    return () => observer.disconnect();
  }, []);

  return (
    <section className="setup-preview" aria-labelledby="setup-preview-title" data-testid="setup-preview">
      <h2 id="setup-preview-title">{t('setup.preview')}</h2>
      <p className="muted">{t('setup.previewHint')}</p>
      <div ref={box} className="setup-preview-box" style={{ height: PHONE.height * scale }}>
        <iframe
          ref={frame}
          title={t('setup.previewFrame')}
          src={`/${locale}/?preview=setup`}
          width={PHONE.width}
          height={PHONE.height}
          style={{ transform: `scale(${scale})` }}
          onLoad={post}
          data-testid="setup-preview-frame"
        />
      </div>
    </section>
  );
}
