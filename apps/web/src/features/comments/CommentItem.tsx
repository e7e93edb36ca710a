import { useState, type ReactNode } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { useSession } from '../../kernel/session/session.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { BoostButton } from '../wallet/index.ts';
import { createComment, updateComment, type CommentInput, type CommentView } from './api.ts';
import { Avatar } from '../../kernel/ui/Avatar.tsx';
import { Composer } from './Composer.tsx';
import { LikeButton } from './LikeButton.tsx';
import { LikersButton } from './LikersDialog.tsx';
import { commentKeys, commentListQuery, patchComment } from './queries.ts';
import { ModerationNote } from './ModerationNote.tsx';
import { ReportDialog } from './ReportDialog.tsx';
import { absoluteTime, relativeTime } from '../../kernel/time.ts';
import { InlineRetry } from '../../kernel/ui/ErrorState.tsx';

/** What one comment shows: the comment, whether it is a reply, and the deep link's extras. */
export interface CommentItemProps {
  comment: CommentView;
  /** 0: a comment on the resource (has a thread); 1: a reply. */
  depth: 0 | 1;
  highlightId?: string;
  /** Replies to show in the thread even when they are not among the top comments (deep link). */
  extraReplies?: CommentView[];
}

/** One comment: author, time, body, images, and its actions (like, likers, reply, edit, report). */
export function CommentItem({ comment, depth, highlightId, extraReplies }: CommentItemProps) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const queryClient = useQueryClient();
  const signedIn = session.status === 'signedIn';
  const [editing, setEditing] = useState(false);
  const [replying, setReplying] = useState(false);
  const [reporting, setReporting] = useState(false);
  const { attributes: a, user } = comment;
  const name = user?.display_name ?? t('comments.unknownUser');
  const highlighted = highlightId === comment.id;

  const saveEdit = async (input: CommentInput) => {
    const updated = await updateComment(comment.id, { body: input.body });
    patchComment(queryClient, comment.id, (c) => ({ ...c, attributes: updated.attributes }));
    setEditing(false);
  };

  const sendReply = async (input: CommentInput) => {
    const reply = await createComment({ type: 'comment', key: comment.id }, input);
    // The reply is appended to the parent's top comments, then the thread reloads newest first (docs/DECISIONS.md "Comments, likes and reports (issue #4)").
    patchComment(queryClient, comment.id, (c) => ({
      ...c,
      attributes: { ...c.attributes, comments_count: c.attributes.comments_count + 1 },
      topComments: [...c.topComments.filter((r) => r.id !== reply.id), reply],
    }));
    await queryClient.resetQueries({ queryKey: commentKeys.resource({ type: 'comment', key: comment.id }) });
    setReplying(false);
  };

  return (
    <article
      id={`comment-${comment.id}`}
      className={`comment${depth === 1 ? ' comment-reply' : ''}${highlighted ? ' comment-highlighted' : ''}`}
      tabIndex={highlighted ? -1 : undefined}
      aria-labelledby={`comment-${comment.id}-author`}
      data-testid="comment"
      data-comment-id={comment.id}
    >
      <header className="comment-header">
        <Avatar className="comment-avatar" name={name} src={user?.avatar_thumbnail ?? null} />
        <span className="comment-meta">
          {user ? (
            <Link
              id={`comment-${comment.id}-author`}
              className="comment-author"
              to={`/${locale}/${words.profiles}/${encodeURIComponent(user.slug)}`}
            >
              {name}
            </Link>
          ) : (
            <span id={`comment-${comment.id}-author`} className="comment-author">
              {name}
            </span>
          )}
          {user?.verified ? <VerifiedBadge /> : null}
          <time className="muted comment-time" dateTime={a.created_at} title={absoluteTime(a.created_at, locale)}>
            {relativeTime(a.created_at, locale)}
          </time>
          {a.edited_at ? (
            <span className="muted comment-edited" title={absoluteTime(a.edited_at, locale)}>
              {t('comments.edited')}
            </span>
          ) : null}
        </span>
      </header>

      {editing ? (
        <Composer
          label={t('comments.editLabel')}
          submitLabel={t('comments.save')}
          initialBody={a.body}
          allowImages={false}
          autoFocus
          onSubmit={saveEdit}
          onCancel={() => setEditing(false)}
          testId="edit-composer"
        />
      ) : (
        // Sanitized on the server to a small allow-list of tags; CSP forbids inline script.
        <div className="comment-body prose" data-testid="comment-body" dangerouslySetInnerHTML={{ __html: a.body }} />
      )}

      <ModerationNote
        comment={comment}
        mine={!!user && user.slug === session.user?.slug}
        onChange={(moderation) =>
          patchComment(queryClient, comment.id, (c) => ({ ...c, attributes: { ...c.attributes, moderation } }))
        }
      />

      {a.images.length > 0 ? (
        <ul className="comment-images">
          {a.images.map((image, i) => (
            <li key={image.src}>
              <a
                href={image.src}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('comments.openImage', { n: i + 1 })}
              >
                <img src={image.src} width={image.width} height={image.height} alt="" loading="lazy" />
              </a>
            </li>
          ))}
        </ul>
      ) : null}

      <div className="comment-actions">
        <LikeButton
          likedType="comment"
          likedKey={comment.id}
          likesCount={a.likes_count}
          likedByUser={a.liked_by_user}
        />
        <LikersButton likedType="comment" likedId={comment.id} likesCount={a.likes_count} />
        <BoostButton
          boostableType="comment"
          boostableId={comment.id}
          boosts={a.boosts}
          boostedByCurrentUser={a.boosted_by_current_user}
          onBoosted={(state) =>
            patchComment(queryClient, comment.id, (c) => ({ ...c, attributes: { ...c.attributes, ...state } }))
          }
        />
        {signedIn && depth === 0 ? (
          <button type="button" className="link-button" aria-expanded={replying} onClick={() => setReplying((r) => !r)}>
            {t('comments.reply')}
          </button>
        ) : null}
        {a.editable && !editing ? (
          <button type="button" className="link-button" onClick={() => setEditing(true)}>
            {t('comments.edit')}
          </button>
        ) : null}
        {signedIn && !a.editable ? (
          <button type="button" className="link-button" onClick={() => setReporting(true)}>
            {t('comments.report')}
          </button>
        ) : null}
      </div>
      {reporting ? (
        <ReportDialog
          open
          target={{ reportable_type: 'comment', reportable_id: comment.id }}
          onClose={() => setReporting(false)}
        />
      ) : null}

      {depth === 0 ? <Thread comment={comment} highlightId={highlightId} extraReplies={extraReplies ?? []} /> : null}
      {replying ? (
        <Composer
          label={t('comments.replyLabel', { name })}
          submitLabel={t('comments.sendReply')}
          autoFocus
          onSubmit={sendReply}
          onCancel={() => setReplying(false)}
          testId="reply-composer"
        />
      ) : null}
    </article>
  );
}

/** The replies of a comment: its top comments, or all of them (paged) once asked for. */
function Thread({
  comment,
  highlightId,
  extraReplies,
}: {
  comment: CommentView;
  highlightId?: string;
  extraReplies: CommentView[];
}) {
  const { t } = useTranslation();
  const session = useSession();
  const [expanded, setExpanded] = useState(false);
  const count = comment.attributes.comments_count;
  const shown = [
    ...comment.topComments,
    ...extraReplies.filter((e) => !comment.topComments.some((c) => c.id === e.id)),
  ];
  if (expanded) return <AllReplies comment={comment} viewer={session.user?.id ?? null} highlightId={highlightId} />;
  if (shown.length === 0) return null;
  return (
    <ReplyThread comment={comment} replies={shown} highlightId={highlightId}>
      {count > shown.length ? (
        <button type="button" className="link-button" onClick={() => setExpanded(true)} data-testid="show-all-replies">
          {t('comments.showAllReplies', { count })}
        </button>
      ) : null}
    </ReplyThread>
  );
}

/** A comment's replies as a list named after the comment's author, then `children` (the way to more). */
function ReplyThread({
  comment,
  replies,
  highlightId,
  children,
}: {
  comment: CommentView;
  replies: CommentView[];
  highlightId?: string;
  children: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <div className="comment-thread">
      <ul className="comment-replies" aria-label={t('comments.repliesTo', { name: comment.user?.display_name ?? '' })}>
        {replies.map((reply) => (
          <li key={reply.id}>
            <CommentItem comment={reply} depth={1} highlightId={highlightId} />
          </li>
        ))}
      </ul>
      {children}
    </div>
  );
}

function AllReplies({
  comment,
  viewer,
  highlightId,
}: {
  comment: CommentView;
  viewer: string | null;
  highlightId?: string;
}) {
  const { t } = useTranslation();
  const replies = useInfiniteQuery(commentListQuery({ type: 'comment', key: comment.id }, 'recent', viewer));
  if (replies.isPending) return <p aria-busy="true">{t('comments.loading')}</p>;
  if (replies.isError) {
    return (
      <InlineRetry
        message={t('comments.loadError')}
        onRetry={() => void replies.refetch()}
        className="field-error"
        buttonClassName="link-button"
      />
    );
  }
  const items = replies.data.pages.flatMap((p) => p.items);
  return (
    <ReplyThread comment={comment} replies={items} highlightId={highlightId}>
      {replies.hasNextPage ? (
        <button
          type="button"
          className="link-button"
          disabled={replies.isFetchingNextPage}
          onClick={() => void replies.fetchNextPage()}
        >
          {t('comments.moreReplies')}
        </button>
      ) : null}
    </ReplyThread>
  );
}
