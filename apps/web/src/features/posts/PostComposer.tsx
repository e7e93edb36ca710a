import { Suspense, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyRichText } from '@tribune/domain';
import { RichTextEditor } from '../comments/index.ts';
import { MAX_POST_IMAGES, postErrorText, type Mentionable, type PostInput } from './api.ts';

/** What a post composer needs. */
export interface PostComposerProps {
  /** The editor's accessible name and the form's heading ("Write a post"). */
  label: string;
  /** Sends the post; a rejection shows the response body's `error` (domains.md §8), or 'Unknown Error'. */
  onSubmit: (input: PostInput) => Promise<void>;
  /** Users a mention (`@`) may name; without it the editor has no mentions. */
  mentionables?: (query: string) => Promise<Mentionable[]>;
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
 * an image (a post may be only images) or a send is running.
 */
export function PostComposer({ label, onSubmit, mentionables, testId = 'post-composer' }: PostComposerProps) {
  const { t } = useTranslation();
  const fileId = useId();
  const headingId = useId();
  const [html, setHtml] = useState('');
  const [images, setImages] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // A new key mounts a fresh, empty editor after a successful send.
  const [editorKey, setEditorKey] = useState(0);
  const fileInput = useRef<HTMLInputElement>(null);
  const empty = isEmptyRichText(html) && images.length === 0;
  const full = images.length >= MAX_POST_IMAGES;

  const send = async () => {
    if (empty || sending) return;
    setSending(true);
    setError(null);
    try {
      await onSubmit({ body: isEmptyRichText(html) ? '' : html, images });
      setHtml('');
      setImages([]);
      setEditorKey((k) => k + 1);
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
    <section className="composer post-composer" aria-labelledby={headingId} data-testid={testId}>
      <h2 id={headingId} className="post-composer-heading">
        {label}
      </h2>
      <Suspense fallback={<div className="rte rte-loading" aria-busy="true" aria-label={label} />}>
        <RichTextEditor
          key={editorKey}
          label={label}
          disabled={sending}
          onChange={setHtml}
          onSubmit={() => void send()}
          mentionables={mentionables}
          testId={`${testId}-editor`}
        />
      </Suspense>
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
          {t('posts.addImages', { max: MAX_POST_IMAGES })}
        </label>
        <span className="composer-spacer" />
        <button
          type="button"
          className="button"
          disabled={empty || sending}
          aria-busy={sending}
          data-testid={`${testId}-send`}
          onClick={() => void send()}
        >
          {sending ? t('posts.sending') : t('posts.send')}
        </button>
      </div>
    </section>
  );
}
