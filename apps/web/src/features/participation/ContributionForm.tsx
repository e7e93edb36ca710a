import { Suspense, useId, useRef, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyRichText } from '@tribune/domain';
import { RichTextEditor } from '../comments/index.ts';
import { InitialBoostField, initialBoostUnits } from '../wallet/index.ts';
import './participation.css';

/** At most this many images per contribution (an idea, a question: the server's limit). */
export const MAX_IMAGES = 4;

/** What a contribution form hands its owner: the title, the rich-text body, the images, an initial boost. */
export interface ContributionInput {
  title: string;
  body: string;
  images: File[];
  initialBoost?: string;
}

/** The texts of a contribution form, in the owner's words (the translations live with the features). */
interface ContributionFormTexts {
  title: string;
  body: string;
  images: string;
  sending: string;
  cancel: string;
  titleRequired: string;
  /** Given: a contribution needs a body or an image. */
  bodyRequired?: string;
  tooManyImages: string;
}

/** Props of a contribution form (adding or editing). */
export interface ContributionFormProps {
  initial?: { title: string; body: string };
  submitLabel: string;
  onSubmit: (input: ContributionInput) => Promise<void>;
  onCancel?: () => void;
}

/**
 * How a feature dresses the form: its class names (`{prefix}-form…`), test ids (`{testId}-…`),
 * errors, and texts: `{ns}.form.title|body|images|sending|cancel|titleRequired|tooManyImages`,
 * and `{ns}.form.bodyRequired` when a contribution needs a body or an image (`bodyRequired`).
 */
export interface ContributionFormLook {
  prefix: string;
  testId: string;
  boostTestId: string;
  /** The feature's translation namespace. */
  ns: string;
  bodyRequired?: boolean;
  errorText: (error: unknown) => string | null;
}

/**
 * The form of a contribution: a title (a line), the rich-text body (the comments' editor;
 * Ctrl/Cmd+Enter sends), up to 4 images and, when adding, an initial boost. Keyboard accessible;
 * the server's message shows under the form on failure.
 */
export function ContributionForm({
  initial,
  submitLabel,
  onSubmit,
  onCancel,
  prefix,
  testId,
  boostTestId,
  ns,
  bodyRequired,
  errorText,
}: ContributionFormProps & ContributionFormLook) {
  const { t } = useTranslation();
  const texts: ContributionFormTexts = {
    title: t(`${ns}.form.title`),
    body: t(`${ns}.form.body`),
    images: t(`${ns}.form.images`, { count: MAX_IMAGES }),
    sending: t(`${ns}.form.sending`),
    cancel: t(`${ns}.form.cancel`),
    titleRequired: t(`${ns}.form.titleRequired`),
    bodyRequired: bodyRequired ? t(`${ns}.form.bodyRequired`) : undefined,
    tooManyImages: t(`${ns}.form.tooManyImages`, { count: MAX_IMAGES }),
  };
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
    if (!title.trim()) return setError(texts.titleRequired);
    if (texts.bodyRequired && isEmptyRichText(body) && images.length === 0) return setError(texts.bodyRequired);
    if (images.length > MAX_IMAGES) return setError(texts.tooManyImages);
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
      setError(errorText(err) ?? t('common.unknownError'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className={`${prefix}-form`} onSubmit={(e) => void submit(e)} data-testid={`${testId}-form`} noValidate>
      <label htmlFor={`${id}-title`}>{texts.title}</label>
      <input
        id={`${id}-title`}
        type="text"
        value={title}
        maxLength={200}
        required
        onChange={(e) => setTitle(e.target.value)}
        data-testid={`${testId}-title-input`}
      />
      <span className={`${prefix}-form-label`} id={`${id}-body`}>
        {texts.body}
      </span>
      <Suspense fallback={<div className={`skeleton ${prefix}-editor-skeleton`} />}>
        <RichTextEditor
          key={editorKey}
          label={texts.body}
          initialContent={initial?.body}
          disabled={pending}
          onChange={setBody}
          onSubmit={() => void submit()}
          testId={`${testId}-body-input`}
        />
      </Suspense>
      <label htmlFor={`${id}-images`}>{texts.images}</label>
      <input
        id={`${id}-images`}
        ref={fileRef}
        type="file"
        accept="image/jpeg,image/png,image/webp,image/gif,image/avif"
        multiple
        onChange={(e) => setImages(Array.from(e.target.files ?? []))}
        data-testid={`${testId}-images-input`}
      />
      {images.length > 0 ? (
        <ul className={`${prefix}-form-files`}>
          {images.map((f) => (
            <li key={`${f.name}-${f.size}`}>{f.name}</li>
          ))}
        </ul>
      ) : null}
      {initial ? null : <InitialBoostField value={boost} onChange={setBoost} disabled={pending} testId={boostTestId} />}
      {error ? (
        <p className={`${prefix}-form-error`} role="status" data-testid={`${testId}-form-error`}>
          {error}
        </p>
      ) : null}
      <div className={`${prefix}-form-actions`}>
        <button
          type="submit"
          className="button"
          disabled={pending}
          aria-busy={pending}
          data-testid={`${testId}-submit`}
        >
          {pending ? texts.sending : submitLabel}
        </button>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {texts.cancel}
          </button>
        ) : null}
      </div>
    </form>
  );
}
