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

/** The images attached to a composer, with their previews and remove buttons; nothing when there are none. */
function AttachedImages({
  images,
  label,
  removeLabel,
  onRemove,
}: {
  images: File[];
  label: string;
  removeLabel: (name: string) => string;
  onRemove: (index: number) => void;
}) {
  if (images.length === 0) return null;
  return (
    <ul className="composer-images" aria-label={label}>
      {images.map((file, i) => (
        <ImagePreview
          key={`${file.name}-${i}`}
          file={file}
          label={removeLabel(file.name)}
          onRemove={() => onRemove(i)}
        />
      ))}
    </ul>
  );
}

/** A composer's send error (announced), or nothing. */
function ComposerError({ error, testId }: { error: string | null; testId: string }) {
  return error ? (
    <p className="field-error" role="alert" data-testid={`${testId}-error`}>
      {error}
    </p>
  ) : null;
}

/**
 * The "add images" button of a composer: a hidden file input and the label drawn as a button
 * (disabled in look too while it is).
 */
function AttachImagesButton({
  accept,
  disabled,
  onPick,
  testId,
  children,
}: {
  accept: string;
  disabled: boolean;
  onPick: (files: File[]) => void;
  testId: string;
  children: string;
}) {
  const fileId = useId();
  const fileInput = useRef<HTMLInputElement>(null);
  return (
    <>
      <input
        ref={fileInput}
        id={fileId}
        className="visually-hidden"
        type="file"
        accept={accept}
        multiple
        disabled={disabled}
        data-testid={`${testId}-file`}
        onChange={(e) => {
          onPick([...(e.target.files ?? [])]);
          if (fileInput.current) fileInput.current.value = '';
        }}
      />
      <label
        htmlFor={fileId}
        className={
          disabled ? 'button button-secondary composer-attach disabled' : 'button button-secondary composer-attach'
        }
      >
        {children}
      </label>
    </>
  );
}

/**
 * A composer's rich-text editor, loaded on demand (a placeholder of its name until then); the
 * first editor starts with `initialBody`, a fresh one after a send (`editorKey`) empty.
 */
function ComposerEditor({
  editorKey,
  initialBody,
  testId,
  ...editor
}: Omit<RichTextEditorProps, 'initialContent' | 'testId'> & {
  editorKey: number;
  initialBody?: string;
  testId: string;
}) {
  return (
    <Suspense fallback={<div className="rte rte-loading" aria-busy="true" aria-label={editor.label} />}>
      <RichTextEditor
        key={editorKey}
        {...editor}
        initialContent={editorKey === 0 ? initialBody : undefined}
        testId={`${testId}-editor`}
      />
    </Suspense>
  );
}

/** The end of a composer's actions: the cancel button (when it may be cancelled) and the send button. */
function ComposerButtons({
  sending,
  empty,
  onSend,
  onCancel,
  cancelLabel,
  cancelTestId,
  sendLabel,
  testId,
}: {
  sending: boolean;
  empty: boolean;
  onSend: () => void;
  onCancel?: () => void;
  cancelLabel: string;
  cancelTestId?: string;
  sendLabel: string;
  testId: string;
}) {
  return (
    <>
      <span className="composer-spacer" />
      {onCancel ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={sending}
          onClick={onCancel}
          data-testid={cancelTestId}
        >
          {cancelLabel}
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
        {sendLabel}
      </button>
    </>
  );
}

/**
 * The body of a composer with images, inside its own frame: the editor, `children` (what the
 * composer shows of its own under it), the attached images, the error, then the actions: attach
 * images (with `attach`), cancel (with `onCancel`) and send.
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
  return (
    <>
      <ComposerEditor
        editorKey={state.editorKey}
        label={label}
        initialBody={initialBody}
        disabled={state.sending}
        onChange={state.setHtml}
        onSubmit={onSend}
        mentionables={mentionables}
        testId={testId}
      />
      {children}
      <AttachedImages
        images={state.images}
        label={texts.attachedImages}
        removeLabel={texts.removeImage}
        onRemove={state.removeImage}
      />
      <ComposerError error={state.error} testId={testId} />
      <div className="composer-actions">
        {attach ? (
          <AttachImagesButton
            accept={attach.accept}
            disabled={attach.disabled}
            onPick={state.addImages}
            testId={testId}
          >
            {attach.label}
          </AttachImagesButton>
        ) : null}
        <ComposerButtons
          sending={state.sending}
          empty={empty}
          onSend={onSend}
          onCancel={onCancel}
          cancelLabel={texts.cancel}
          cancelTestId={cancelTestId}
          sendLabel={texts.send}
          testId={testId}
        />
      </div>
    </>
  );
}
