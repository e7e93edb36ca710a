import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { RichTextEditor } from '../comments/index.ts';
import { InitialBoostField, initialBoostUnits } from '../wallet/index.ts';
import { amaErrorText, type QuestionInput } from './api.ts';

/** At most this many images per question (the server's limit). */
const MAX_IMAGES = 4;

/** Props of the question form (asking or editing). */
export interface QuestionFormProps {
  initial?: { title: string; body: string };
  submitLabel: string;
  onSubmit: (input: QuestionInput) => Promise<void>;
  onCancel?: () => void;
}

/**
 * The form of a question: the question itself (a line), optional details in rich text (the
 * comments' editor; Ctrl/Cmd+Enter sends) and up to 4 images. Keyboard accessible; the server's
 * message shows under the form on failure.
 */
export function QuestionForm({ initial, submitLabel, onSubmit, onCancel }: QuestionFormProps) {
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
    if (!title.trim()) return setError(t('amas.form.titleRequired'));
    if (images.length > MAX_IMAGES) return setError(t('amas.form.tooManyImages', { count: MAX_IMAGES }));
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
      setError(amaErrorText(err) ?? t('common.unknownError'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="ama-form" onSubmit={(e) => void submit(e)} data-testid="ama-question-form" noValidate>
      <label htmlFor={`${id}-title`}>{t('amas.form.title')}</label>
      <input
        id={`${id}-title`}
        type="text"
        value={title}
        maxLength={200}
        required
        onChange={(e) => setTitle(e.target.value)}
        data-testid="ama-question-title-input"
      />
      <span className="ama-form-label">{t('amas.form.body')}</span>
      <Suspense fallback={<div className="skeleton ama-editor-skeleton" />}>
        <RichTextEditor
          key={editorKey}
          label={t('amas.form.body')}
          initialContent={initial?.body}
          disabled={pending}
          onChange={setBody}
          onSubmit={() => void submit()}
          testId="ama-question-body-input"
        />
      </Suspense>
      <label htmlFor={`${id}-images`}>{t('amas.form.images', { count: MAX_IMAGES })}</label>
      <input
        id={`${id}-images`}
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        onChange={(e) => setImages(Array.from(e.target.files ?? []))}
        data-testid="ama-question-images-input"
      />
      {images.length > 0 ? (
        <ul className="ama-form-files">
          {images.map((f) => (
            <li key={`${f.name}-${f.size}`}>{f.name}</li>
          ))}
        </ul>
      ) : null}
      {initial ? null : (
        <InitialBoostField value={boost} onChange={setBoost} disabled={pending} testId="ama-initial-boost" />
      )}
      {error ? (
        <p className="ama-form-error" role="status" data-testid="ama-question-form-error">
          {error}
        </p>
      ) : null}
      <div className="ama-form-actions">
        <button
          type="submit"
          className="button"
          disabled={pending}
          aria-busy={pending}
          data-testid="ama-question-submit"
        >
          {pending ? t('amas.form.sending') : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('amas.form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
