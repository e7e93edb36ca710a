import { Suspense, useEffect, useMemo } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { richTextExcerpt } from '@tribune/domain';
import { usePageMeta } from '../../kernel/meta.ts';
import { Link, useNavigate } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { ErrorState } from '../../kernel/ui/ErrorState.tsx';
import { NotFoundState } from '../../kernel/ui/NotFoundState.tsx';
import { PageSkeleton } from '../../kernel/ui/Skeleton.tsx';
import { CommentsSection } from '../comments/index.ts';
import { spacePath, spacePostPath, spaceQuery } from '../spaces/index.ts';
import { indexRecords, postKeys, postQuery, userOf, type Post, type PostType } from './api.ts';
import { feedPath, feedPostPath } from './paths.ts';
import { PostItem } from './PostItem.tsx';
import './posts.css';

/**
 * A post and its comments: a group post (`{spaces}/{groupSlug}/{posts}/{slug}`, its comment deep
 * link `…/{comments}/{commentId}`), or a feed post (`{posts}/{slug}` and its deep link). The post is
 * found by the id after its slug's last hyphen; the address follows its current slug and group.
 * Back leads to the group's posts tab, or to the feed on the home page.
 */
export default function PostPage() {
  const { t } = useTranslation();
  const { routeName, params, locale, words } = useShell();
  const session = useSession();
  const navigate = useNavigate();
  const type: PostType = routeName === 'feedPost' || routeName === 'feedPostComment' ? 'feed_post' : 'group_post';
  const slug = params.slug ?? '';
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const query = useQuery(postQuery(type, slug, viewer));
  const notFound = query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  const post = query.data?.post;
  const groupSlug = post && post.type === 'group_post' ? post.relationships.fan_group.data.slug : undefined;
  const canonical = post
    ? post.type === 'group_post'
      ? spacePostPath(locale, words, groupSlug ?? '', post.attributes.slug, params.commentId)
      : feedPostPath(locale, words, post.attributes.slug, params.commentId)
    : null;
  const moved = post !== undefined && (post.attributes.slug !== slug || groupSlug !== params.groupSlug);
  useEffect(() => {
    // An edited post or a renamed group keeps its old links (the ids decide): the address follows.
    if (moved && canonical) void navigate(canonical, { replace: true });
  }, [moved, canonical, navigate]);
  const author = query.data
    ? userOf(indexRecords(query.data.included), query.data.post.relationships.user.data.id)
    : null;
  const name = author?.attributes.display_name ?? t('posts.unknownUser');
  usePageMeta(
    post
      ? { title: richTextExcerpt(post.attributes.body, 60) || t('posts.postBy', { name }) }
      : { title: notFound ? t('posts.notFoundTitle') : null, noCrawl: notFound },
  );

  if (query.isPending) return <PageSkeleton />;
  if (notFound) {
    return (
      <div className="page">
        <BackLink type={type} groupSlug={params.groupSlug} />
        <NotFoundState title={t('posts.notFoundTitle')} text={t('posts.notFoundText')} />
      </div>
    );
  }
  if (query.isError) return <ErrorState message={t('posts.postLoadError')} onRetry={() => void query.refetch()} />;
  return (
    <PostView
      post={query.data.post}
      included={query.data.included}
      name={name}
      groupSlug={groupSlug}
      highlight={params.commentId}
    />
  );
}

function PostView({
  post,
  included,
  name,
  groupSlug,
  highlight,
}: {
  post: Post;
  included: readonly unknown[];
  name: string;
  groupSlug?: string;
  highlight?: string;
}) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const records = useMemo(() => indexRecords(included), [included]);
  // The comment count and the lists' counts follow a new comment.
  const refresh = () => void queryClient.invalidateQueries({ queryKey: postKeys.all });
  const back = groupSlug ? spacePath(locale, words, groupSlug, 'posts') : feedPath(locale);
  return (
    <article className="page post-page" data-testid="post-page">
      <BackLink type={post.type} groupSlug={groupSlug} />
      <h1 className="post-page-title">{t('posts.postBy', { name })}</h1>
      <PostItem post={post} records={records} onDeleted={() => void navigate(back, { replace: true })} />
      <Suspense fallback={null}>
        <CommentsSection
          resourceType={post.type}
          resourceKey={post.attributes.slug}
          highlightCommentId={highlight}
          onCommented={refresh}
        />
      </Suspense>
    </article>
  );
}

/** Back to the group's posts tab (with the group's name once known), or to the feed. */
function BackLink({ type, groupSlug }: { type: PostType; groupSlug?: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const session = useSession();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const group = useQuery({
    ...spaceQuery(groupSlug ?? '', locale, viewer),
    enabled: type === 'group_post' && !!groupSlug,
  });
  if (type === 'feed_post' || !groupSlug) {
    return (
      <p className="back-link">
        <Link to={feedPath(locale)} data-testid="back-link">
          {t('posts.backToFeed')}
        </Link>
      </p>
    );
  }
  const groupName = group.data?.group.attributes.name;
  return (
    <p className="back-link">
      <Link to={spacePath(locale, words, groupSlug, 'posts')} data-testid="back-link">
        {groupName ? t('posts.backToGroupPosts', { name: groupName }) : t('posts.backToPosts')}
      </Link>
    </p>
  );
}
