import { ContributionForm, type ContributionFormProps } from '../participation/index.ts';
import { ideationErrorText } from './api.ts';

/**
 * The form of an idea (adding or editing): a title, the rich-text body (or at least an image) and
 * up to 4 images — the participation kit's contribution form in the ideation's words.
 */
export function IdeaForm(props: ContributionFormProps) {
  return (
    <ContributionForm
      {...props}
      prefix="idea"
      testId="idea"
      boostTestId="idea-initial-boost"
      errorText={ideationErrorText}
      ns="ideation"
      bodyRequired
    />
  );
}
