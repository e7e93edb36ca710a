import { useMemo } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@tribune/api-client';
import { loginPath } from '@tribune/domain';
import { Link, useLocation } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { spacePostPath, type FanGroup, type SpacePanelProps } from '../spaces/index.ts';
import {
  createGroupPost,
  groupMentionables,
  groupPostsQuery,
  indexRecords,
  postKeys,
  prependToGroup,
  type PostInput,
} from './api.ts';
import { PostComposer } from './PostComposer.tsx';
import { PostItem } from './PostItem.tsx';
import { PagedPosts } from './PagedPosts.tsx';
import './posts.css';

/**
 * Whether the viewer may post in the group: the server names it `post` among the viewer's
 * operations when the group's creation setting lets them (`canPost`, docs/COMMUNITY.md).
 */
export function canPostIn(group: FanGroup): boolean {
  return group.attributes.current_user_permissions.includes('post');
}

/**
 * The posts tab of a group: a composer when the viewer may post, the posts newest first with
 * "load more". Posts for members only answer a non-member with the server's 403 message, shown as
 * an informative state.
 */
export function GroupPostsTab({ group, viewer, setGroup }: Pick<SpacePanelProps, 'group' | 'viewer' | 'setGroup'>) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const queryClient = useQueryClient();
  const a = group.attributes;
  const list = useInfiniteQuery(groupPostsQuery(group.id, viewer));
  const pages = list.data?.pages;
  const records = useMemo(() => indexRecords((pages ?? []).flatMap((p) => p.included)), [pages]);
  const posts = (pages ?? []).flatMap((p) => p.posts);

  const send = async (input: PostInput) => {
    const doc = await createGroupPost(group.id, input);
    prependToGroup(queryClient, group.id, doc);
    // Whether it reaches the feed depends on the group's feed visibility: the feed asks again.
    void queryClient.invalidateQueries({ queryKey: postKeys.feeds() });
    setGroup({
      ...group,
      attributes: { ...a, group_posts_count: a.group_posts_count + 1 },
    });
  };
  const onDeleted = () =>
    setGroup({
      ...group,
      attributes: {
        ...a,
        group_posts_count: Math.max(0, a.group_posts_count - 1),
      },
    });

  return (
    <section aria-label={t('spaces.tabs.posts')} className="group-posts">
      {canPostIn(group) ? (
        <PostComposer
          label={t('posts.writeInGroup')}
          onSubmit={send}
          mentionables={(search) => groupMentionables(a.slug, search)}
          testId="group-post-composer"
        />
      ) : (
        <PostingNote group={group} viewer={viewer} />
      )}
      <PagedPosts
        query={list}
        size={posts.length}
        errorMessage={t('posts.loadError')}
        failure={
          list.error instanceof ApiError && list.error.status === 403 ? (
            <p className="alert alert-info" data-testid="group-posts-forbidden">
              {list.error.body?.error ? list.error.body.error : t('posts.membersOnly')}
            </p>
          ) : undefined
        }
        emptyText={t('posts.emptyGroup')}
        testId="group-posts"
      >
        <ul className="post-list" data-testid="group-posts">
          {posts.map((post) => (
            <li key={post.id}>
              <PostItem
                post={post}
                records={records}
                href={spacePostPath(locale, words, a.slug, post.attributes.slug)}
                onDeleted={onDeleted}
              />
            </li>
          ))}
        </ul>
      </PagedPosts>
    </section>
  );
}

/** Why there is no composer: a guest signs in, a muted member is told so, others may join first. */
function PostingNote({ group, viewer }: { group: FanGroup; viewer: string | null }) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useLocation();
  const a = group.attributes;
  if (!viewer) {
    return (
      <p className="posts-note">
        <Link to={loginPath(locale, `${location.pathname}${location.search}`)} data-testid="group-posts-sign-in">
          {t('posts.signInToPost')}
        </Link>
      </p>
    );
  }
  if (a.current_user_status === 'banned') return null;
  const note =
    a.current_user_status === 'muted'
      ? t('posts.mutedNote')
      : a.current_user_status === 'active' && a.post_creation === 'only_authorized_can_post'
        ? t('posts.writersOnlyNote')
        : t('posts.joinToPost');
  return (
    <p className="muted posts-note" data-testid="group-posts-note">
      {note}
    </p>
  );
}
