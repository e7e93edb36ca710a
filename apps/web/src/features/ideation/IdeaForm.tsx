import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyRichText } from '@tribune/domain';
import { RichTextEditor } from '../comments/index.ts';
import { InitialBoostField, initialBoostUnits } from '../wallet/index.ts';
import { ideationErrorText, type IdeaInput } from './api.ts';

/** At most this many images per idea (the server's limit). */
const MAX_IMAGES = 4;

/** Props of the idea form (adding or editing). */
export interface IdeaFormProps {
  initial?: { title: string; body: string };
  submitLabel: string;
  onSubmit: (input: IdeaInput) => Promise<void>;
  onCancel?: () => void;
}

/**
 * The form of an idea: a title, the rich-text body (the comments' editor; Ctrl/Cmd+Enter sends)
 * and up to 4 images. Keyboard accessible; the server's message shows under the form on failure.
 */
export function IdeaForm({ initial, submitLabel, onSubmit, onCancel }: IdeaFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [title, setTitle] = useState(initial?.title ?? '');
  const [body, setBody] = useState(initial?.body ?? '');
  const [images, setImages] = useState<File[]>([]);
  const [boost, setBoost] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [editorKey, setEditorKey] = useState(0);
  const fileRef = useRef<HTMLInputElement>(null);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    if (!title.trim()) return setError(t('ideation.form.titleRequired'));
    if (isEmptyRichText(body) && images.length === 0) return setError(t('ideation.form.bodyRequired'));
    if (images.length > MAX_IMAGES) return setError(t('ideation.form.tooManyImages', { count: MAX_IMAGES }));
    const initialBoost = initial ? undefined : initialBoostUnits(boost);
    if (initialBoost === null) return setError(t('wallet.send.amountInvalid'));
    setPending(true);
    setError(null);
    try {
      await onSubmit({ title: title.trim(), body, images, ...(initialBoost ? { initialBoost } : {}) });
      if (!initial) {
        setTitle('');
        setBody('');
        setImages([]);
        setBoost('');
        setEditorKey((k) => k + 1);
        if (fileRef.current) fileRef.current.value = '';
      }
    } catch (err) {
      setError(ideationErrorText(err) ?? t('common.unknownError'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="idea-form" onSubmit={(e) => void submit(e)} data-testid="idea-form" noValidate>
      <label htmlFor={`${id}-title`}>{t('ideation.form.title')}</label>
      <input
        id={`${id}-title`}
        type="text"
        value={title}
        maxLength={200}
        required
        onChange={(e) => setTitle(e.target.value)}
        data-testid="idea-title-input"
      />
      <span className="idea-form-label" id={`${id}-body`}>
        {t('ideation.form.body')}
      </span>
      <Suspense fallback={<div className="skeleton idea-editor-skeleton" />}>
        <RichTextEditor
          key={editorKey}
          label={t('ideation.form.body')}
          initialContent={initial?.body}
          disabled={pending}
          onChange={setBody}
          onSubmit={() => void submit()}
          testId="idea-body-input"
        />
      </Suspense>
      <label htmlFor={`${id}-images`}>{t('ideation.form.images', { count: MAX_IMAGES })}</label>
      <input
        id={`${id}-images`}
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        onChange={(e) => setImages(Array.from(e.target.files ?? []))}
        data-testid="idea-images-input"
      />
      {images.length > 0 ? (
        <ul className="idea-form-files">
          {images.map((f) => (
            <li key={`${f.name}-${f.size}`}>{f.name}</li>
          ))}
        </ul>
      ) : null}
      {initial ? null : (
        <InitialBoostField value={boost} onChange={setBoost} disabled={pending} testId="idea-initial-boost" />
      )}
      {error ? (
        <p className="idea-form-error" role="status" data-testid="idea-form-error">
          {error}
        </p>
      ) : null}
      <div className="idea-form-actions">
        <button type="submit" className="button" disabled={pending} aria-busy={pending} data-testid="idea-submit">
          {pending ? t('ideation.form.sending') : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('ideation.form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
