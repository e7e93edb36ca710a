import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyRichText } from '@tribune/domain';
import { errorText, type CommentInput } from './api.ts';
import { useFocusEditorWhenReady } from './focus-editor.ts';

// TipTap is big; it loads when the first composer mounts, never with the page itself.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/** Most images one comment may carry (contract: up to 4). */
export const MAX_COMMENT_IMAGES = 4;

/** What a composer needs: its texts, the starting body and what sending does. */
export interface ComposerProps {
  label: string;
  submitLabel: string;
  initialBody?: string;
  allowImages?: boolean;
  /** Sends the comment; a rejection shows the body's error or 'Unknown Error'. */
  onSubmit: (input: CommentInput) => Promise<void>;
  onCancel?: () => void;
  autoFocus?: boolean;
  testId?: string;
}

function ImagePreview({ file, onRemove, label }: { file: File; onRemove: () => void; label: string }) {
  const [url, setUrl] = useState<string | null>(null);
  useEffect(() => {
    const u = URL.createObjectURL(file);
    setUrl(u);
    return () => URL.revokeObjectURL(u);
  }, [file]);
  return (
    <li className="composer-image">
      {url ? <img src={url} alt={file.name} /> : null}
      <button type="button" className="composer-image-remove" aria-label={label} onClick={onRemove}>
        <span aria-hidden="true">×</span>
      </button>
    </li>
  );
}

/**
 * The comment composer: rich-text editor, up to four image attachments with previews, and the
 * send button, which stays disabled while the document is empty (docs/DECISIONS.md "Comments, likes and reports (issue #4)") or a send is running.
 */
export function Composer({
  label,
  submitLabel,
  initialBody,
  allowImages = true,
  onSubmit,
  onCancel,
  autoFocus,
  testId = 'composer',
}: ComposerProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const [html, setHtml] = useState(initialBody ?? '');
  const [images, setImages] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new key mounts a fresh, empty editor after a successful send.
  const [editorKey, setEditorKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLDivElement>(null);
  const empty = isEmptyRichText(html);

  useFocusEditorWhenReady(rootRef, autoFocus);

  const send = async () => {
    if (empty || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit({ body: html, images });
      setHtml('');
      setImages([]);
      setEditorKey((k) => k + 1);
    } catch (err) {
      setError(errorText(err) ?? t('common.unknownError'));
    } finally {
      setSending(false);
    }
  };

  const addFiles = (list: FileList | null) => {
    const picked = [...(list ?? [])].filter((f) => f.type.startsWith('image/'));
    setImages((current) => [...current, ...picked].slice(0, MAX_COMMENT_IMAGES));
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <div className="composer" ref={rootRef} data-testid={testId}>
      <Suspense fallback={<div className="rte rte-loading" aria-busy="true" aria-label={label} />}>
        <RichTextEditor
          key={editorKey}
          label={label}
          initialContent={editorKey === 0 ? initialBody : undefined}
          disabled={sending}
          onChange={setHtml}
          onSubmit={() => void send()}
          testId={`${testId}-editor`}
        />
      </Suspense>
      {images.length > 0 ? (
        <ul className="composer-images" aria-label={t('comments.attachedImages')}>
          {images.map((file, i) => (
            <ImagePreview
              key={`${file.name}-${i}`}
              file={file}
              label={t('comments.removeImage', { name: file.name })}
              onRemove={() => setImages((current) => current.filter((_, j) => j !== i))}
            />
          ))}
        </ul>
      ) : null}
      {error ? (
        <p className="field-error" role="alert" data-testid={`${testId}-error`}>
          {error}
        </p>
      ) : null}
      <div className="composer-actions">
        {allowImages ? (
          <>
            <input
              ref={fileInput}
              id={fileId}
              className="visually-hidden"
              type="file"
              accept="image/*"
              multiple
              disabled={sending || images.length >= MAX_COMMENT_IMAGES}
              data-testid={`${testId}-file`}
              onChange={(e) => addFiles(e.target.files)}
            />
            <label
              htmlFor={fileId}
              className={
                sending || images.length >= MAX_COMMENT_IMAGES
                  ? 'button button-secondary composer-attach disabled'
                  : 'button button-secondary composer-attach'
              }
            >
              {t('comments.addImages', { max: MAX_COMMENT_IMAGES })}
            </label>
          </>
        ) : null}
        <span className="composer-spacer" />
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel} disabled={sending}>
            {t('comments.cancel')}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={empty || sending}
          aria-busy={sending}
          data-testid={`${testId}-send`}
          onClick={() => void send()}
        >
          {sending ? t('comments.sending') : submitLabel}
        </button>
      </div>
    </div>
  );
}
