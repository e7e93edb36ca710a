import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { LikeButton } from '../comments/index.ts';
import { BoostButton } from '../wallet/index.ts';
import { amaKeys, type AmaQuestion, type Included } from './api.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { amaQuestionPath, formatDateTime } from './paths.ts';

/** The images of a question, each in a box of its own size (nothing moves when they load). */
export function QuestionImages({ question, compact }: { question: AmaQuestion; compact?: boolean }) {
  const { t } = useTranslation();
  if (question.attributes.images.length === 0) return null;
  return (
    <ul className={compact ? 'ama-images compact' : 'ama-images'}>
      {question.attributes.images.map((img, i) => (
        <li key={img.src}>
          <img
            src={img.src}
            width={img.width}
            height={img.height}
            style={{ aspectRatio: `${img.width} / ${img.height}` }}
            alt={t('amas.imageAlt', { index: i + 1, title: question.attributes.title })}
            loading="lazy"
          />
        </li>
      ))}
    </ul>
  );
}

/** The host's answer under a question: who answered, when, and the answer. */
export function AnswerBlock({ question, included }: { question: AmaQuestion; included: Included }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const a = question.attributes;
  if (a.answer === null) return null;
  const by = included.user(question.relationships.answered_by.data?.id);
  return (
    <section className="ama-answer" aria-label={t('amas.answer')} data-testid="ama-answer">
      <p className="ama-answer-head">
        <strong>
          {by ? t('amas.answeredBy', { name: by.attributes.display_name }) : t('amas.answer')}
          {by?.attributes.verified ? <VerifiedBadge inline /> : null}
        </strong>
        {a.answered_at ? (
          <>
            {' · '}
            <time dateTime={a.answered_at}>{formatDateTime(a.answered_at, locale)}</time>
          </>
        ) : null}
      </p>
      {/* Sanitized on the server to the fans' small allow-list of tags. */}
      <div className="prose" dangerouslySetInnerHTML={{ __html: a.answer }} />
    </section>
  );
}

/** A question in a session's list: title (link), asker, body, images, the host's answer, likes and comments. */
export function QuestionItem({
  question,
  included,
  sessionSlug,
}: {
  question: AmaQuestion;
  included: Included;
  sessionSlug: string;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const a = question.attributes;
  const author = included.user(question.relationships.user.data.id);
  const path = amaQuestionPath(locale, words, sessionSlug, question.id);
  return (
    <li className="ama-question" data-testid="ama-question" id={`question-${question.id}`}>
      <h3>
        <Link to={path} data-testid="ama-question-link">
          {a.title}
        </Link>
      </h3>
      <p className="muted ama-meta">
        {author ? (
          <>
            {author.attributes.display_name}
            {author.attributes.verified ? <VerifiedBadge inline /> : null}
            {' · '}
          </>
        ) : null}
        <time dateTime={a.created_at}>{formatDateTime(a.created_at, locale)}</time>
        {a.answer === null ? ` · ${t('amas.unanswered')}` : ''}
      </p>
      {a.body ? <div className="prose ama-body" dangerouslySetInnerHTML={{ __html: a.body }} /> : null}
      <QuestionImages question={question} compact />
      <AnswerBlock question={question} included={included} />
      <div className="ama-actions">
        <Suspense fallback={<span className="like-button" aria-hidden="true" />}>
          <LikeButton
            likedType="ama_question"
            likedKey={`${sessionSlug}/${question.id}`}
            likesCount={a.likes_count}
            likedByUser={a.liked_by_user}
            onLiked={() => void queryClient.invalidateQueries({ queryKey: amaKeys.all })}
          />
        </Suspense>
        <BoostButton
          boostableType="ama_question"
          boostableId={question.id}
          boosts={a.boosts}
          boostedByCurrentUser={a.boosted_by_current_user}
          onBoosted={() => void queryClient.invalidateQueries({ queryKey: amaKeys.all })}
        />
        <Link to={path} className="ama-comments-link">
          {t('amas.commentsCount', { count: a.comments_count })}
        </Link>
        {a.answerable && a.answer === null ? (
          <Link to={path} className="button button-secondary" data-testid="ama-answer-link">
            {t('amas.answerThis')}
          </Link>
        ) : null}
      </div>
    </li>
  );
}
