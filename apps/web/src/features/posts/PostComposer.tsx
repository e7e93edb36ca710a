import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyRichText } from '@tribune/domain';
import { RichTextEditor, useFocusEditorWhenReady } from '../comments/index.ts';
import { MAX_POST_IMAGES, postErrorText, type Mentionable, type Post, type PostInput } from './api.ts';
import { canSendPost, keptImages } from './draft.ts';

/** A post being edited: its body and its current images (kept unless new ones replace them). */
export interface PostDraft {
  body: string;
  images: Post['attributes']['images'];
}

/** What a post composer needs. */
export interface PostComposerProps {
  /** The editor's accessible name and the form's heading ("Write a post"). */
  label: string;
  /**
   * Sends the post; a rejection shows the response body's `error` (docs/DECISIONS.md "Failures in the app"), or 'Unknown
   * Error'. Editing, `images` are the new images that replace the current ones (none: they stay).
   */
  onSubmit: (input: PostInput) => Promise<void>;
  /** Users a mention (`@`) may name; without it the editor has no mentions. */
  mentionables?: (query: string) => Promise<Mentionable[]>;
  /** Edit mode: the post's body prefills the editor and its images show until new ones replace them. */
  initial?: PostDraft;
  /** Edit mode: cancel closes the composer (the parent returns the focus). */
  onCancel?: () => void;
  /** Focus the editor once it is loaded (the edit composer opens where the post was). */
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
 * The composer of a post: the comments' rich-text editor (loaded on demand; Ctrl/Cmd+Enter sends),
 * up to four images with previews, and the send button, disabled while there is neither text nor
 * an image (a post may be only images) or a send is running. With `initial` it edits a post: the
 * editor starts with its body, its images stay unless new ones replace them, save and cancel.
 */
export function PostComposer({
  label,
  onSubmit,
  mentionables,
  initial,
  onCancel,
  autoFocus,
  testId = 'post-composer',
}: PostComposerProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const headingId = useId();
  const [html, setHtml] = useState(initial?.body ?? '');
  const [images, setImages] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new key mounts a fresh, empty editor after a successful send.
  const [editorKey, setEditorKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const rootRef = useRef<HTMLElement>(null);
  const editing = initial !== undefined;
  const current = initial?.images ?? [];
  const kept = keptImages(current.length, images.length);
  const empty = !canSendPost(isEmptyRichText(html), images.length, kept);
  const full = images.length >= MAX_POST_IMAGES;

  useFocusEditorWhenReady(rootRef, autoFocus);

  const send = async () => {
    if (empty || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit({ body: isEmptyRichText(html) ? '' : html, images });
      if (!editing) {
        setHtml('');
        setImages([]);
        setEditorKey((k) => k + 1);
      }
    } catch (err) {
      setError(postErrorText(err) ?? t('common.unknownError'));
    } finally {
      setSending(false);
    }
  };

  const addFiles = (list: FileList | null) => {
    const picked = [...(list ?? [])].filter((f) => f.type.startsWith('image/'));
    setImages((current) => [...current, ...picked].slice(0, MAX_POST_IMAGES));
    if (fileInput.current) fileInput.current.value = '';
  };

  return (
    <section
      ref={rootRef}
      className={editing ? 'composer post-composer post-composer-edit' : 'composer post-composer'}
      aria-labelledby={headingId}
      aria-busy={sending}
      data-testid={testId}
    >
      <h2 id={headingId} className="post-composer-heading">
        {label}
      </h2>
      <Suspense fallback={<div className="rte rte-loading" aria-busy="true" aria-label={label} />}>
        <RichTextEditor
          key={editorKey}
          label={label}
          initialContent={editorKey === 0 ? initial?.body : undefined}
          disabled={sending}
          onChange={setHtml}
          onSubmit={() => void send()}
          mentionables={mentionables}
          testId={`${testId}-editor`}
        />
      </Suspense>
      {editing && current.length > 0 ? (
        <CurrentImages
          images={current}
          replaced={images.length > 0}
          onKeep={() => setImages([])}
          disabled={sending}
          testId={`${testId}-current`}
        />
      ) : null}
      {images.length > 0 ? (
        <ul className="composer-images" aria-label={t('posts.attachedImages')}>
          {images.map((file, i) => (
            <ImagePreview
              key={`${file.name}-${i}`}
              file={file}
              label={t('posts.removeImage', { name: file.name })}
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
        <input
          ref={fileInput}
          id={fileId}
          className="visually-hidden"
          type="file"
          accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
          multiple
          disabled={sending || full}
          data-testid={`${testId}-file`}
          onChange={(e) => addFiles(e.target.files)}
        />
        <label
          htmlFor={fileId}
          className={
            sending || full
              ? 'button button-secondary composer-attach disabled'
              : 'button button-secondary composer-attach'
          }
        >
          {editing && current.length > 0
            ? t('posts.replaceImages', { max: MAX_POST_IMAGES })
            : t('posts.addImages', { max: MAX_POST_IMAGES })}
        </label>
        <span className="composer-spacer" />
        {onCancel ? (
          <button
            type="button"
            className="button button-secondary"
            disabled={sending}
            onClick={onCancel}
            data-testid={`${testId}-cancel`}
          >
            {t('posts.cancel')}
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
          {editing ? (sending ? t('posts.saving') : t('posts.save')) : sending ? t('posts.sending') : t('posts.send')}
        </button>
      </div>
    </section>
  );
}

/**
 * The images of the post being edited: they stay unless new images replace them (the server's
 * `img_files` replace a post's images); once replaced, a line says so (announced) and offers to
 * keep them after all.
 */
function CurrentImages({
  images,
  replaced,
  onKeep,
  disabled,
  testId,
}: {
  images: PostDraft['images'];
  replaced: boolean;
  onKeep: () => void;
  disabled: boolean;
  testId: string;
}) {
  const { t } = useTranslation();
  const noteId = useId();
  return (
    <div className="post-composer-current" data-testid={testId}>
      <p id={noteId} className="muted post-composer-note" role="status">
        {replaced
          ? t('posts.imagesReplaced', { count: images.length })
          : t('posts.imagesStay', { count: images.length })}
      </p>
      {replaced ? (
        <button
          type="button"
          className="link-button"
          onClick={onKeep}
          disabled={disabled}
          data-testid={`${testId}-keep`}
        >
          {t('posts.keepImages', { count: images.length })}
        </button>
      ) : (
        <ul className="composer-images" aria-label={t('posts.currentImages')} aria-describedby={noteId}>
          {images.map((image, i) => (
            <li key={image.src} className="composer-image">
              <img
                src={image.src}
                width={image.width}
                height={image.height}
                alt={t('posts.currentImageAlt', { index: i + 1, count: images.length })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
