import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorText } from '../../kernel/api-answers.ts';
import { requestReview, type CommentView } from './api.ts';

/**
 * What the moderators decided about a comment, as its author (and the moderators) see it
 * (docs/CONSOLE.md "Moderation"): hidden for everyone else with the reason, and the author's one
 * request for a review; once asked, that it waits for the moderators.
 */
export function ModerationNote({
  comment,
  mine,
  onChange,
}: {
  comment: CommentView;
  mine: boolean;
  onChange: (moderation: CommentView['attributes']['moderation']) => void;
}) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const m = comment.attributes.moderation;
  if (!m || (m.status !== 'hidden' && m.status !== 'review_requested')) return null;
  const ask = async () => {
    setBusy(true);
    setError(null);
    try {
      onChange(await requestReview(comment.id));
    } catch (e) {
      setError(apiErrorText(e) ?? t('comments.moderation.reviewFailed'));
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="comment-moderation" role="note" data-testid="comment-moderation" data-status={m.status}>
      <p>
        <strong>
          {m.status === 'hidden' ? t('comments.moderation.hidden') : t('comments.moderation.reviewRequested')}
        </strong>
        {m.reason ? ` ${t('comments.moderation.reason', { reason: m.reason })}` : null}
      </p>
      {mine && m.status === 'hidden' ? (
        <button
          type="button"
          className="button button-secondary"
          disabled={busy}
          onClick={() => void ask()}
          data-testid="comment-request-review"
        >
          {t('comments.moderation.askReview')}
        </button>
      ) : null}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </div>
  );
}
