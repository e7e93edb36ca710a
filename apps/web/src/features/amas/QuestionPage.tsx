import { Suspense, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { ApiError } from '@tribune/api-client';
import { usePageMeta } from '../../kernel/meta.ts';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { CommentsSection, LikeButton } from '../comments/index.ts';
import { BoostButton } from '../wallet/index.ts';
import { amaKeys, amaQuestionQuery, answerQuestion, updateQuestion, type AmaQuestion, type Included } from './api.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { AnswerForm } from './AnswerForm.tsx';
import { amaSessionPath, formatDateTime } from './paths.ts';
import { QuestionForm } from './QuestionForm.tsx';
import { AnswerBlock, QuestionImages } from './QuestionItem.tsx';
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
  const session = useSession();
  const slug = params.slug ?? params.sessionSlug ?? params.amaSessionSlug ?? '';
  const id = params.id ?? params.questionId ?? '';
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(amaQuestionQuery(slug, id, viewer));
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageMeta(
    query.data
      ? { title: query.data.question.attributes.title }
      : { title: notFound ? t('amas.questionNotFoundTitle') : null, noCrawl: notFound },
  );
  if (query.isPending) return <PageSkeleton />;
  if (notFound) return <NotFoundState title={t('amas.questionNotFoundTitle')} text={t('amas.questionNotFoundText')} />;
  if (query.isError) return <ErrorState message={t('amas.questionLoadError')} onRetry={() => void query.refetch()} />;
  return (
    <QuestionView
      question={query.data.question}
      included={query.data.included}
      slug={slug}
      highlight={params.commentId}
    />
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
  const [editing, setEditing] = useState(false);
  const [answering, setAnswering] = useState(false);
  const a = question.attributes;
  const author = included.user(question.relationships.user.data.id);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: amaKeys.all });
  const answered = a.answer !== null;

  return (
    <article className="page amas-page ama-question-page" data-testid="ama-question-page">
      <p className="back-link">
        <Link to={amaSessionPath(locale, words, slug)} data-testid="back-link">
          {t('amas.backToSession')}
        </Link>
      </p>
      {editing ? (
        <section aria-label={t('amas.editQuestion')}>
          <h1>{t('amas.editQuestion')}</h1>
          <QuestionForm
            initial={{ title: a.title, body: a.body }}
            submitLabel={t('amas.form.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await updateQuestion(slug, question.id, input);
              setEditing(false);
              refresh();
            }}
          />
        </section>
      ) : (
        <>
          <header className="ama-question-header">
            <h1>{a.title}</h1>
            <p className="muted">
              {author ? (
                <>
                  {author.attributes.display_name}
                  {author.attributes.verified ? <VerifiedBadge inline /> : null}
                  {' · '}
                </>
              ) : null}
              <time dateTime={a.created_at}>{formatDateTime(a.created_at, locale)}</time>
              {a.edited_at ? ` · ${t('amas.edited')}` : ''}
            </p>
          </header>
          {a.body ? <div className="prose ama-body" dangerouslySetInnerHTML={{ __html: a.body }} /> : null}
          <QuestionImages question={question} />
          <div className="ama-actions">
            <Suspense fallback={<span className="like-button" aria-hidden="true" />}>
              <LikeButton
                likedType="ama_question"
                likedKey={`${slug}/${question.id}`}
                likesCount={a.likes_count}
                likedByUser={a.liked_by_user}
                onLiked={refresh}
              />
            </Suspense>
            <BoostButton
              boostableType="ama_question"
              boostableId={question.id}
              boosts={a.boosts}
              boostedByCurrentUser={a.boosted_by_current_user}
              onBoosted={refresh}
            />
            {a.editable ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setEditing(true)}
                data-testid="ama-question-edit"
              >
                {t('amas.editQuestion')}
              </button>
            ) : null}
          </div>
        </>
      )}

      {answering || (a.answerable && !answered) ? (
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
      )}

      <Suspense fallback={null}>
        <CommentsSection
          resourceType="ama_question"
          resourceKey={`${slug}/${question.id}`}
          highlightCommentId={highlight}
          onCommented={refresh}
        />
      </Suspense>
    </article>
  );
}
