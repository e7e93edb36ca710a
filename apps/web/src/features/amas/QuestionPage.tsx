import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useViewerId } from '../../kernel/session/viewer.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ContributionGate, ContributionImages, ContributionPageShell, pageStateTexts } from '../participation/index.ts';
import { answerQuestion, amaQuestionQuery, amaKeys, updateQuestion, type AmaQuestion, type Included } from './api.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { amaSessionPath } from './paths.ts';
import { QuestionForm } from './QuestionForm.tsx';
import { AnswerBlock } from './QuestionItem.tsx';
import './amas.css';

/**
 * A question (`{amas}/{slug}/{question}/{id}`) and its comment deep link
 * (`{amas}/{amaSessionSlug}/{question}/{questionId}/{comments}/{commentId}`): the question, the
 * host's answer (and the host's answer form), likes and comments. "Show question" fails silently:
 * no alert, only the not-found or error state (logged as 'AmaSession Error').
 */
export default function QuestionPage() {
  const { t } = useTranslation();
  const { params } = useShell();
  const slug = params.slug ?? params.sessionSlug ?? params.amaSessionSlug ?? '';
  const id = params.id ?? params.questionId ?? '';
  const viewer = useViewerId();
  return (
    <ContributionGate
      query={useQuery(amaQuestionQuery(slug, id, viewer))}
      title={(data) => data.question.attributes.title}
      texts={pageStateTexts(t, 'amas', 'question')}
    >
      {(data) => (
        <QuestionView question={data.question} included={data.included} slug={slug} highlight={params.commentId} />
      )}
    </ContributionGate>
  );
}

function QuestionView({
  question,
  included,
  slug,
  highlight,
}: {
  question: AmaQuestion;
  included: Included;
  slug: string;
  highlight?: string;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const [answering, setAnswering] = useState(false);
  const a = question.attributes;
  const refresh = () => void queryClient.invalidateQueries({ queryKey: amaKeys.all });
  const answered = a.answer !== null;

  const answer =
    answering || (a.answerable && !answered) ? (
      <section className="ama-answer-compose" aria-labelledby="ama-answer-heading">
        <h2 id="ama-answer-heading">{answered ? t('amas.editAnswer') : t('amas.answerThis')}</h2>
        <AnswerForm
          initial={answered ? (a.answer ?? undefined) : undefined}
          submitLabel={answered ? t('amas.answerForm.save') : t('amas.answerForm.submit')}
          onCancel={answered ? () => setAnswering(false) : undefined}
          onSubmit={async (text) => {
            await answerQuestion(slug, question.id, text, answered);
            setAnswering(false);
            refresh();
          }}
        />
      </section>
    ) : answered ? (
      <>
        <AnswerBlock question={question} included={included} />
        {a.answerable ? (
          <p>
            <button
              type="button"
              className="button button-secondary"
              onClick={() => setAnswering(true)}
              data-testid="ama-answer-edit"
            >
              {t('amas.editAnswer')}
            </button>
          </p>
        ) : null}
      </>
    ) : (
      <p className="muted" data-testid="ama-not-answered">
        {t('amas.notAnsweredYet')}
      </p>
    );

  return (
    <ContributionPageShell
      className="page amas-page ama-question-page"
      testId="ama-question-page"
      prefix="ama"
      headerClassName="ama-question-header"
      type="ama_question"
      resourceKey={`${slug}/${question.id}`}
      contribution={question}
      author={included.user(question.relationships.user.data.id)}
      images={<ContributionImages prefix="ama" ns="amas" contribution={question} />}
      back={{ to: amaSessionPath(locale, words, slug), label: t('amas.backToSession') }}
      texts={{ edit: t('amas.editQuestion'), edited: t('amas.edited') }}
      editTestId="ama-question-edit"
      edit={{
        Form: QuestionForm,
        submitLabel: t('amas.form.save'),
        save: (input) => updateQuestion(slug, question.id, input),
      }}
      after={answer}
      highlight={highlight}
      onChanged={refresh}
    />
  );
}
