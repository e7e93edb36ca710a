import { useInfiniteQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { localePath } from '@tribune/domain';
import { Link } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { relativeTime } from '../../kernel/time.ts';
import { spacePostPath } from '../spaces/index.ts';
import { profilePostsQuery, type ProfilePost } from './api.ts';
import { postExcerpt } from './excerpt.ts';
import { listSoFar, ProfileSection } from './ProfileSection.tsx';

/**
 * A user's posts on their profile (GET /v2/profiles/{slug}/posts: their feed posts and the group
 * posts the viewer may read), newest first, with their count; each links to its page.
 */
export function ProfilePosts({ slug, viewer }: { slug: string; viewer: string | null }) {
  const { t } = useTranslation();
  const posts = useInfiniteQuery(profilePostsQuery(slug, viewer));
  const { list, total } = listSoFar(posts);

  return (
    <ProfileSection
      testId="profile-posts"
      title={t('profile.posts.title')}
      query={posts}
      size={list.length}
      errorMessage={t('profile.posts.loadError')}
    >
      <p className="muted" data-testid="profile-posts-count">
        {t('profile.posts.count', { count: total })}
      </p>
      {list.length > 0 ? (
        <ul className="profile-post-list">
          {list.map((p) => (
            <li key={`${p.type}-${p.id}`}>
              <PostLine post={p} />
            </li>
          ))}
        </ul>
      ) : null}
    </ProfileSection>
  );
}

function PostLine({ post }: { post: ProfilePost }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = post.attributes;
  const to =
    post.type === 'group_post'
      ? spacePostPath(locale, words, post.relationships.fan_group.data.slug, a.slug)
      : localePath(locale, words.posts, a.slug);
  const excerpt = postExcerpt(a.body) || t('profile.posts.imagesOnly', { count: a.images.length });
  return (
    <Link className="profile-post" to={to} data-testid="profile-post">
      <span className="profile-post-text">{excerpt}</span>
      <time className="muted" dateTime={a.created_at}>
        {relativeTime(a.created_at, locale)}
      </time>
    </Link>
  );
}
