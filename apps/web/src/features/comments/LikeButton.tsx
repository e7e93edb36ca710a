import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../kernel/router.tsx';
import { loginPath } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { showAlert } from '../../kernel/alerts.ts';
import { useSession } from '../../kernel/session/session.ts';
import { contentKeys } from '../contents/index.ts';
import { errorText, setLike, type LikeState } from './api.ts';
import { commentKeys, patchComment } from './queries.ts';
import './comments.css';

/** Props of the like button (content or comment). */
export interface LikeButtonProps {
  likedType: 'content' | 'comment' | 'idea' | 'ama_question' | 'group_post' | 'feed_post';
  /** The content's or post's slug or the comment's id (the key of the like path); an idea's `<mission slug>/<idea id>`. */
  likedKey: string;
  likesCount: number;
  likedByUser: boolean;
  /** Told the server's state after a like or unlike (the owner's lists reload their counts). */
  onLiked?: (state: LikeState) => void;
}

function Heart({ filled }: { filled: boolean }) {
  return (
    <svg className="icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true">
      <path
        fill={filled ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
        d="M12 20.5s-7.5-4.6-9.3-9.2C1.4 8 3.4 4.5 6.9 4.5c2 0 3.6 1.1 5.1 3 1.5-1.9 3.1-3 5.1-3 3.5 0 5.5 3.5 4.2 6.8-1.8 4.6-9.3 9.2-9.3 9.2z"
      />
    </svg>
  );
}

/**
 * Like/unlike toggle (docs/DECISIONS.md "Comments, likes and reports (issue #4)"): optimistic (count ±1, flag set or cleared), rolled back
 * with an alert when the call fails. Guests get a link to sign in instead.
 */
export function LikeButton({ likedType, likedKey, likesCount, likedByUser, onLiked }: LikeButtonProps) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useLocation();
  const session = useSession();
  const queryClient = useQueryClient();
  // The shown state: the props, unless a like was made since they last changed.
  const propsState: LikeState = { likes_count: likesCount, liked_by_user: likedByUser };
  const [override, setOverride] = useState<{ basis: string; state: LikeState } | null>(null);
  const basis = `${likesCount}:${likedByUser}`;
  const shown = override && override.basis === basis ? override.state : propsState;

  const mutation = useMutation({
    mutationFn: (like: boolean) => setLike(likedType, likedKey, like),
    onMutate: (like: boolean) => {
      const previous = override;
      setOverride({
        basis,
        state: { likes_count: Math.max(0, shown.likes_count + (like ? 1 : -1)), liked_by_user: like },
      });
      return { previous };
    },
    onError: (error, _like, context) => {
      setOverride(context?.previous ?? null);
      showAlert('danger', errorText(error) ? { text: errorText(error) ?? '' } : { key: 'common.unknownError' });
    },
    onSuccess: (state) => {
      setOverride({ basis, state });
      onLiked?.(state);
      if (likedType === 'comment') {
        patchComment(queryClient, likedKey, (c) => ({ ...c, attributes: { ...c.attributes, ...state } }));
      } else if (likedType === 'content') {
        // Contents show their counts in lists and on the page; they reload with the server's numbers.
        void queryClient.invalidateQueries({ queryKey: contentKeys.all });
      }
      // A content's likers are keyed by its id, its like path by its slug: all of that type reload.
      if (likedType === 'content' || likedType === 'comment')
        void queryClient.invalidateQueries({ queryKey: commentKeys.likersOf(likedType) });
    },
  });

  if (session.status !== 'signedIn') {
    return (
      <Link
        className="like-button"
        to={loginPath(locale, `${location.pathname}${location.search}`)}
        aria-label={t('comments.signInToLike', { count: shown.likes_count })}
        data-testid="like-signin"
      >
        <Heart filled={false} />
        <span aria-hidden="true">{shown.likes_count}</span>
      </Link>
    );
  }
  return (
    <button
      type="button"
      className={shown.liked_by_user ? 'like-button liked' : 'like-button'}
      aria-pressed={shown.liked_by_user}
      aria-label={t('comments.likeLabel', { count: shown.likes_count })}
      aria-busy={mutation.isPending}
      data-testid="like-button"
      onClick={() => {
        // One change at a time keeps the optimistic state and the server's answer in order.
        if (!mutation.isPending) mutation.mutate(!shown.liked_by_user);
      }}
    >
      <Heart filled={shown.liked_by_user} />
      <span data-testid="likes-count">{shown.likes_count}</span>
    </button>
  );
}
