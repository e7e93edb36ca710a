import { Suspense } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { LikeButton } from '../comments/index.ts';
import { BoostButton } from '../wallet/index.ts';
import { ideationKeys, type Idea, type Included } from './api.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { formatDateTime, ideaPath } from './paths.ts';
import { StatusLabel } from './StatusLabel.tsx';

/** The images of an idea, each in a box of its own size (nothing moves when they load). */
export function IdeaImages({ idea, compact }: { idea: Idea; compact?: boolean }) {
  const { t } = useTranslation();
  if (idea.attributes.images.length === 0) return null;
  return (
    <ul className={compact ? 'idea-images compact' : 'idea-images'}>
      {idea.attributes.images.map((img, i) => (
        <li key={img.src}>
          <img
            src={img.src}
            width={img.width}
            height={img.height}
            style={{ aspectRatio: `${img.width} / ${img.height}` }}
            alt={t('ideation.imageAlt', { index: i + 1, title: idea.attributes.title })}
            loading="lazy"
            data-testid="idea-image"
          />
        </li>
      ))}
    </ul>
  );
}

/** An idea in a mission's list: status, title (link), author, body, images, likes and comments. */
export function IdeaItem({ idea, included, missionSlug }: { idea: Idea; included: Included; missionSlug: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const a = idea.attributes;
  const author = included.user(idea.relationships.user.data.id);
  return (
    <li className="idea-item" data-testid="idea-item" id={`idea-${idea.id}`}>
      <div className="idea-item-head">
        <StatusLabel status={a.status} />
        <h3>
          <Link to={ideaPath(locale, words, missionSlug, idea.id)} data-testid="idea-link">
            {a.title}
          </Link>
        </h3>
      </div>
      <p className="muted idea-meta">
        {author ? (
          <>
            {author.attributes.display_name}
            {author.attributes.verified ? <VerifiedBadge inline /> : null}
            {' · '}
          </>
        ) : null}
        <time dateTime={a.created_at}>{formatDateTime(a.created_at, locale)}</time>
      </p>
      {/* Sanitized on the server to the fans' small allow-list of tags. */}
      {a.body ? <div className="prose idea-body" dangerouslySetInnerHTML={{ __html: a.body }} /> : null}
      <IdeaImages idea={idea} compact />
      <div className="idea-actions">
        <Suspense fallback={<span className="like-button" aria-hidden="true" />}>
          <LikeButton
            likedType="idea"
            likedKey={`${missionSlug}/${idea.id}`}
            likesCount={a.likes_count}
            likedByUser={a.liked_by_user}
            onLiked={() => void queryClient.invalidateQueries({ queryKey: ideationKeys.all })}
          />
        </Suspense>
        <BoostButton
          boostableType="idea"
          boostableId={idea.id}
          boosts={a.boosts}
          boostedByCurrentUser={a.boosted_by_current_user}
          onBoosted={() => void queryClient.invalidateQueries({ queryKey: ideationKeys.all })}
        />
        <Link to={ideaPath(locale, words, missionSlug, idea.id)} className="idea-comments-link">
          {t('ideation.commentsCount', { count: a.comments_count })}
        </Link>
      </div>
    </li>
  );
}
