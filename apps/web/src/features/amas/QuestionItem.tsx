import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { Byline, ContributionActions, ContributionBody, ContributionImages } from '../participation/index.ts';
import { amaKeys, type AmaQuestion, type Included } from './api.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { amaQuestionPath, formatDateTime } from './paths.ts';

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
      <Byline
        className="muted ama-meta"
        author={author}
        createdAt={a.created_at}
        suffix={a.answer === null ? ` · ${t('amas.unanswered')}` : ''}
      />
      <ContributionBody prefix="ama" html={a.body} />
      <ContributionImages prefix="ama" ns="amas" contribution={question} compact />
      <AnswerBlock question={question} included={included} />
      <ContributionActions
        prefix="ama"
        type="ama_question"
        likedKey={`${sessionSlug}/${question.id}`}
        id={question.id}
        attributes={a}
        onChanged={() => void queryClient.invalidateQueries({ queryKey: amaKeys.all })}
      >
        <Link to={path} className="ama-comments-link">
          {t('amas.commentsCount', { count: a.comments_count })}
        </Link>
        {a.answerable && a.answer === null ? (
          <Link to={path} className="button button-secondary" data-testid="ama-answer-link">
            {t('amas.answerThis')}
          </Link>
        ) : null}
      </ContributionActions>
    </li>
  );
}
