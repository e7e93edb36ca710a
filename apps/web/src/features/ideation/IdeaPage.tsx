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
import { ideaQuery, ideationKeys, updateIdea, type Idea, type Included } from './api.ts';
import { VerifiedBadge } from '../profiles/index.ts';
import { IdeaForm } from './IdeaForm.tsx';
import { IdeaImages } from './IdeaItem.tsx';
import { formatDateTime, missionPath } from './paths.ts';
import { StatusLabel } from './StatusLabel.tsx';
import './ideation.css';

/**
 * An idea (`{ideationhub}/{slug}/{idea}/{id}`) and its comment deep link
 * (`{ideationhub}/{missionSlug}/{idea}/{ideaId}/{comments}/{commentId}`). "Show idea" fails
 * silently (docs/DECISIONS.md "Failures in the app"): no alert, only the not-found or error state.
 */
export default function IdeaPage() {
  const { t } = useTranslation();
  const { params } = useShell();
  const session = useSession();
  const slug = params.slug ?? params.missionSlug ?? '';
  const id = params.id ?? params.ideaId ?? '';
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(ideaQuery(slug, id, viewer));
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  usePageMeta(
    query.data
      ? { title: query.data.idea.attributes.title }
      : { title: notFound ? t('ideation.ideaNotFoundTitle') : null, noCrawl: notFound },
  );
  if (query.isPending) return <PageSkeleton />;
  if (notFound) return <NotFoundState title={t('ideation.ideaNotFoundTitle')} text={t('ideation.ideaNotFoundText')} />;
  if (query.isError) return <ErrorState message={t('ideation.ideaLoadError')} onRetry={() => void query.refetch()} />;
  return <IdeaView idea={query.data.idea} included={query.data.included} slug={slug} highlight={params.commentId} />;
}

function IdeaView({
  idea,
  included,
  slug,
  highlight,
}: {
  idea: Idea;
  included: Included;
  slug: string;
  highlight?: string;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const a = idea.attributes;
  const author = included.user(idea.relationships.user.data.id);
  const refresh = () => void queryClient.invalidateQueries({ queryKey: ideationKeys.all });

  return (
    <article className="page ideation-page idea-page" data-testid="idea-page">
      <p className="back-link">
        <Link to={missionPath(locale, words, slug)} data-testid="back-link">
          {t('ideation.backToMission')}
        </Link>
      </p>
      {editing ? (
        <section aria-label={t('ideation.editIdea')}>
          <h1>{t('ideation.editIdea')}</h1>
          <IdeaForm
            initial={{ title: a.title, body: a.body }}
            submitLabel={t('ideation.form.save')}
            onCancel={() => setEditing(false)}
            onSubmit={async (input) => {
              await updateIdea(slug, idea.id, input);
              setEditing(false);
              refresh();
            }}
          />
        </section>
      ) : (
        <>
          <header className="idea-header">
            <StatusLabel status={a.status} />
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
              {a.edited_at ? ` · ${t('ideation.edited')}` : ''}
            </p>
          </header>
          {a.body ? <div className="prose idea-body" dangerouslySetInnerHTML={{ __html: a.body }} /> : null}
          <IdeaImages idea={idea} />
          <div className="idea-actions">
            <Suspense fallback={<span className="like-button" aria-hidden="true" />}>
              <LikeButton
                likedType="idea"
                likedKey={`${slug}/${idea.id}`}
                likesCount={a.likes_count}
                likedByUser={a.liked_by_user}
                onLiked={refresh}
              />
            </Suspense>
            <BoostButton
              boostableType="idea"
              boostableId={idea.id}
              boosts={a.boosts}
              boostedByCurrentUser={a.boosted_by_current_user}
              onBoosted={refresh}
            />
            {a.editable ? (
              <button
                type="button"
                className="button button-secondary"
                onClick={() => setEditing(true)}
                data-testid="idea-edit"
              >
                {t('ideation.editIdea')}
              </button>
            ) : null}
          </div>
        </>
      )}
      <Suspense fallback={null}>
        <CommentsSection
          resourceType="idea"
          resourceKey={`${slug}/${idea.id}`}
          highlightCommentId={highlight}
          onCommented={refresh}
        />
      </Suspense>
    </article>
  );
}
