import { lazy, Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RichTextEditorProps } from './RichTextEditor.tsx';

// TipTap is big; it loads when the first composer mounts, never with the page itself.
const RichTextEditor = lazy(() => import('./RichTextEditor.tsx'));

/**
 * The state of a composer with images (the comment and the post composer): the body, the
 * attached images up to `maxImages`, the send running and its error, and the editor's key (a new
 * key mounts a fresh, empty editor after a successful send).
 */
export function useComposerState(initialBody: string, maxImages: number) {
  const { t } = useTranslation();
  const [html, setHtml] = useState(initialBody);
  const [images, setImages] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [editorKey, setEditorKey] = useState(0);

  /**
   * Runs `submit`; a rejection shows `errorOf(error)` or 'Unknown Error'. With `clear`, a success
   * empties the composer.
   */
  const run = async (submit: () => Promise<void>, clear: boolean, errorOf: (error: unknown) => string | null) => {
    setSending(true);
    setError(null);
    try {
      await submit();
      if (clear) {
        setHtml('');
        setImages([]);
        setEditorKey((k) => k + 1);
      }
    } catch (err) {
      setError(errorOf(err) ?? t('common.unknownError'));
    } finally {
      setSending(false);
    }
  };

  /** Adds the picked files that are images, up to the most a composer takes. */
  const addImages = (picked: File[]) =>
    setImages((current) => [...current, ...picked.filter((f) => f.type.startsWith('image/'))].slice(0, maxImages));
  const removeImage = (index: number) => setImages((current) => current.filter((_, j) => j !== index));

  return { html, setHtml, images, setImages, sending, error, editorKey, run, addImages, removeImage };
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
 * The body of a composer with images, inside its own frame: the rich-text editor (loaded on
 * demand, a placeholder of its name until then; a fresh, empty one after a send), `children` (what
 * the composer shows of its own under it), the attached images with their previews, the send
 * error, then the actions: attach images (with `attach`: a hidden file input and its label drawn
 * as a button), cancel (with `onCancel`) and send.
 */
export function ComposerBody({
  state,
  label,
  initialBody,
  mentionables,
  empty,
  onSend,
  onCancel,
  attach,
  texts,
  cancelTestId,
  testId,
  children,
}: {
  state: ReturnType<typeof useComposerState>;
  /** The editor's accessible name. */
  label: string;
  initialBody?: string;
  mentionables?: RichTextEditorProps['mentionables'];
  /** Nothing to send yet: the send button is disabled. */
  empty: boolean;
  onSend: () => void;
  onCancel?: () => void;
  attach?: { accept: string; disabled: boolean; label: string };
  texts: { attachedImages: string; removeImage: (name: string) => string; cancel: string; send: string };
  cancelTestId?: string;
  testId: string;
  children?: ReactNode;
}) {
  const { images, sending, error } = state;
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <Suspense fallback={<div className="rte rte-loading" aria-busy="true" aria-label={label} />}>
        <RichTextEditor
          key={state.editorKey}
          label={label}
          initialContent={state.editorKey === 0 ? initialBody : undefined}
          disabled={sending}
          onChange={state.setHtml}
          onSubmit={onSend}
          mentionables={mentionables}
          testId={`${testId}-editor`}
        />
      </Suspense>
      {children}
      {images.length > 0 ? (
        <ul className="composer-images" aria-label={texts.attachedImages}>
          {images.map((file, i) => (
            <ImagePreview
              key={`${file.name}-${i}`}
              file={file}
              label={texts.removeImage(file.name)}
              onRemove={() => state.removeImage(i)}
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
        {attach ? (
          <>
            <input
              ref={fileInput}
              id={fileId}
              className="visually-hidden"
              type="file"
              accept={attach.accept}
              multiple
              disabled={attach.disabled}
              data-testid={`${testId}-file`}
              onChange={(e) => {
                state.addImages([...(e.target.files ?? [])]);
                if (fileInput.current) fileInput.current.value = '';
              }}
            />
            <label
              htmlFor={fileId}
              className={
                attach.disabled
                  ? 'button button-secondary composer-attach disabled'
                  : 'button button-secondary composer-attach'
              }
            >
              {attach.label}
            </label>
          </>
        ) : null}
        <span className="composer-spacer" />
        {onCancel ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={sending}
            onClick={onCancel}
            data-testid={cancelTestId}
          >
            {texts.cancel}
          </button>
        ) : null}
        <button
          type="button"
          className="button"
          disabled={empty || sending}
          aria-busy={sending}
          data-testid={`${testId}-send`}
          onClick={onSend}
        >
          {texts.send}
        </button>
      </div>
    </>
  );
}
