import { useTranslation } from 'react-i18next';
import { ContributionForm, MAX_IMAGES, type ContributionFormProps } from '../participation/index.ts';
import { amaErrorText } from './api.ts';

/**
 * The form of a question (asking or editing): the question itself (a line), optional details in
 * rich text and up to 4 images — the participation kit's contribution form in the AMA's words.
 */
export function QuestionForm(props: ContributionFormProps) {
  const { t } = useTranslation();
  return (
    <ContributionForm
      {...props}
      prefix="ama"
      testId="ama-question"
      boostTestId="ama-initial-boost"
      errorText={amaErrorText}
      texts={{
        title: t('amas.form.title'),
        body: t('amas.form.body'),
        images: t('amas.form.images', { count: MAX_IMAGES }),
        sending: t('amas.form.sending'),
        cancel: t('amas.form.cancel'),
        titleRequired: t('amas.form.titleRequired'),
        tooManyImages: t('amas.form.tooManyImages', { count: MAX_IMAGES }),
      }}
    />
  );
}
