import { useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { VerifiedBadge } from '../profiles/index.ts';
import { Avatar } from '../../kernel/ui/Avatar.tsx';
import { MorePagesButton } from '../../kernel/ui/MorePagesButton.tsx';
import { likersQuery } from './queries.ts';

/** A button with the likes count that opens the list of likers (GET /v2/likes). */
export function LikersButton({
  likedType,
  likedId,
  likesCount,
}: {
  likedType: 'content' | 'comment';
  likedId: string;
  likesCount: number;
}) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (likesCount === 0) return null;
  return (
    <>
      <button type="button" className="link-button" onClick={() => setOpen(true)} data-testid="likers-button">
        {t('comments.showLikers', { count: likesCount })}
      </button>
      <Dialog open={open} title={t('comments.likersTitle')} onClose={() => setOpen(false)} testId="likers-dialog">
        <LikersList likedType={likedType} likedId={likedId} />
      </Dialog>
    </>
  );
}

function LikersList({ likedType, likedId }: { likedType: 'content' | 'comment'; likedId: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const likers = useInfiniteQuery(likersQuery(likedType, likedId));
  if (likers.isPending) return <p aria-busy="true">{t('comments.loading')}</p>;
  // Failures of the likers list are silent (docs/DECISIONS.md "Failures in the app"): an empty list is shown.
  const users = likers.data?.pages.flatMap((p) => p.users) ?? [];
  if (users.length === 0) return <p className="muted">{t('comments.noLikers')}</p>;
  return (
    <>
      <ul className="likers">
        {users.map((user) => (
          <li key={user.id}>
            <Link to={`/${locale}/${words.profiles}/${encodeURIComponent(user.attributes.slug)}`} className="liker">
              <Avatar
                className="comment-avatar"
                name={user.attributes.display_name}
                src={user.attributes.avatar_thumbnail}
              />
              <span>{user.attributes.display_name}</span>
              {user.attributes.verified ? <VerifiedBadge /> : null}
            </Link>
          </li>
        ))}
      </ul>
      <MorePagesButton query={likers} label={t('comments.loadMore')} />
    </>
  );
}
