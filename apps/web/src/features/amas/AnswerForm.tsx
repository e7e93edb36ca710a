import { Suspense, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isEmptyRichText } from '@tribune/domain';
import { RichTextEditor } from '../comments/index.ts';
import { amaErrorText } from './api.ts';
import { BusyButton } from '../../kernel/ui/FormBits.tsx';

/** Props of the host's answer form. */
export interface AnswerFormProps {
  initial?: string;
  submitLabel: string;
  onSubmit: (answer: string) => Promise<void>;
  onCancel?: () => void;
}

/** The host's answer: rich text (the comments' editor; Ctrl/Cmd+Enter sends); the server's message on failure. */
export function AnswerForm({ initial, submitLabel, onSubmit, onCancel }: AnswerFormProps) {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState(initial ?? '');
  const [error, setError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    if (pending) return;
    if (isEmptyRichText(answer)) return setError(t('amas.answerForm.required'));
    setPending(true);
    setError(null);
    try {
      await onSubmit(answer);
    } catch (err) {
      setError(amaErrorText(err) ?? t('common.unknownError'));
    } finally {
      setPending(false);
    }
  };

  return (
    <form className="ama-form" onSubmit={(e) => void submit(e)} data-testid="ama-answer-form" noValidate>
      <span className="ama-form-label">{t('amas.answerForm.label')}</span>
      <Suspense fallback={<div className="skeleton ama-editor-skeleton" />}>
        <RichTextEditor
          label={t('amas.answerForm.label')}
          initialContent={initial}
          disabled={pending}
          onChange={setAnswer}
          onSubmit={() => void submit()}
          testId="ama-answer-input"
        />
      </Suspense>
      {error ? (
        <p className="ama-form-error" role="status" data-testid="ama-answer-form-error">
          {error}
        </p>
      ) : null}
      <div className="ama-form-actions">
        <BusyButton type="submit" busy={pending} testId="ama-answer-submit">
          {pending ? t('amas.form.sending') : submitLabel}
        </BusyButton>
        {onCancel ? (
          <button type="button" className="button button-secondary" onClick={onCancel}>
            {t('amas.form.cancel')}
          </button>
        ) : null}
      </div>
    </form>
  );
}
