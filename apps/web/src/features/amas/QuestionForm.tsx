import { ContributionForm, type ContributionFormProps } from '../participation/index.ts';
import { amaErrorText } from './api.ts';

/**
 * The form of a question (asking or editing): the question itself (a line), optional details in
 * rich text and up to 4 images — the participation kit's contribution form in the AMA's words.
 */
export function QuestionForm(props: ContributionFormProps) {
  return (
    <ContributionForm
      {...props}
      prefix="ama"
      testId="ama-question"
      boostTestId="ama-initial-boost"
      errorText={amaErrorText}
      ns="amas"
    />
  );
}
