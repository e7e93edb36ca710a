import { useTranslation } from 'react-i18next';
import { ContributionForm, MAX_IMAGES, type ContributionFormProps } from '../participation/index.ts';
import { ideationErrorText } from './api.ts';

/**
 * The form of an idea (adding or editing): a title, the rich-text body (or at least an image) and
 * up to 4 images — the participation kit's contribution form in the ideation's words.
 */
export function IdeaForm(props: ContributionFormProps) {
  const { t } = useTranslation();
  return (
    <ContributionForm
      {...props}
      prefix="idea"
      testId="idea"
      boostTestId="idea-initial-boost"
      errorText={ideationErrorText}
      texts={{
        title: t('ideation.form.title'),
        body: t('ideation.form.body'),
        images: t('ideation.form.images', { count: MAX_IMAGES }),
        sending: t('ideation.form.sending'),
        cancel: t('ideation.form.cancel'),
        titleRequired: t('ideation.form.titleRequired'),
        bodyRequired: t('ideation.form.bodyRequired'),
        tooManyImages: t('ideation.form.tooManyImages', { count: MAX_IMAGES }),
      }}
    />
  );
}
