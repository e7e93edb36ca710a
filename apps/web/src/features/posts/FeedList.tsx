import { useMemo, type ComponentProps } from 'react';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { moduleEnabled } from '@tribune/domain';
import { Link } from '../../kernel/router.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { useShell } from '../../kernel/shell-context.ts';
import { absoluteTime } from '../../kernel/time.ts';
import { amaSessionPath } from '../amas/index.ts';
import { ContentCard, indexContentsIncluded } from '../contents/index.ts';
import { missionPath } from '../ideation/index.ts';
import { spacePath, spacePostPath } from '../spaces/index.ts';
import { votingPath } from '../votings/index.ts';
import {
  createFeedPost,
  feedQuery,
  indexRecords,
  prependToFeed,
  type FeedItem,
  type FeedParticipation,
  type Post,
  type PostInput,
  type Records,
} from './api.ts';
import { PagedPosts } from './PagedPosts.tsx';
import { feedPostPath } from './paths.ts';
import { PostComposer } from './PostComposer.tsx';
import { PostItem } from './PostItem.tsx';
import './posts.css';

type ContentCardProps = ComponentProps<typeof ContentCard>;

/**
 * The feed (docs/COMMUNITY.md "Feed"): what the viewer may see of feed posts, group posts,
 * contents and participation items, newest first, with "load more" along `meta.next_cursor`. A
 * signed-in fan writes a feed post at its top while the postToFeed module and feature are on.
 * Loaded on demand by the home page (this module is its own chunk).
 */
export default function FeedList() {
  const { t } = useTranslation();
  const { locale, config, flags } = useShell();
  const session = useSession();
  const queryClient = useQueryClient();
  const viewer = session.status === 'signedIn' && session.user ? session.user.id : null;
  const feed = useInfiniteQuery(feedQuery(locale, viewer));
  const pages = feed.data?.pages;
  const included = useMemo(() => (pages ?? []).flatMap((p) => p.included), [pages]);
  const records = useMemo(() => indexRecords(included), [included]);
  const contentsIncluded = useMemo(() => indexContentsIncluded(included), [included]);
  const items = (pages ?? []).flatMap((p) => p.items);
  const canPost = viewer !== null && moduleEnabled('postToFeed', config, flags);

  const send = async (input: PostInput) => {
    prependToFeed(queryClient, await createFeedPost(input));
  };

  return (
    <div className="feed" data-testid="feed">
      {canPost ? <PostComposer label={t('feed.write')} onSubmit={send} testId="feed-post-composer" /> : null}
      <PagedPosts
        query={feed}
        size={items.length}
        skeletons={3}
        errorMessage={t('feed.loadError')}
        emptyText={t('feed.empty')}
        testId="feed"
      >
        <ul className="post-list feed-list" data-testid="feed-items">
          {items.map((item) => (
            <li key={item.id} data-testid="feed-item" data-item-type={item.attributes.item_type}>
              <FeedEntry item={item} records={records} contentsIncluded={contentsIncluded} />
            </li>
          ))}
        </ul>
      </PagedPosts>
    </div>
  );
}

/** One item of the feed, drawn by its type. */
function FeedEntry({
  item,
  records,
  contentsIncluded,
}: {
  item: FeedItem;
  records: Records;
  contentsIncluded: ContentCardProps['included'];
}) {
  const { locale, words } = useShell();
  const ref = item.relationships.item.data;
  const record = records.get(`${ref.type}:${ref.id}`);
  if (!record) return null;
  switch (ref.type) {
    case 'feed_post': {
      const post = record as Post;
      return <PostItem post={post} records={records} href={feedPostPath(locale, words, post.attributes.slug)} />;
    }
    case 'group_post': {
      const post = record as Post;
      const group = post.type === 'group_post' ? post.relationships.fan_group.data : { slug: '', name: '' };
      return (
        <PostItem
          post={post}
          records={records}
          href={spacePostPath(locale, words, group.slug, post.attributes.slug)}
          place={<GroupLink slug={group.slug} name={group.name} />}
        />
      );
    }
    case 'content':
      return <ContentCard content={record as ContentCardProps['content']} included={contentsIncluded} />;
    case 'voting':
    case 'ideation_mission':
    case 'ama_session':
      return <ParticipationCard item={record as FeedParticipation} />;
  }
}

/** "in {group}", linking the group; its name comes with the post (`relationships.fan_group`). */
function GroupLink({ slug, name }: { slug: string; name: string }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  return (
    <>
      {t('feed.in')}{' '}
      <Link to={spacePath(locale, words, slug)} data-testid="feed-group-link">
        {name || t('feed.aGroup')}
      </Link>
    </>
  );
}

/** A voting, ideation mission or AMA session: its kind, title (linking its page) and how long it is open. */
function ParticipationCard({ item }: { item: FeedParticipation }) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const a = item.attributes;
  const path =
    item.type === 'voting'
      ? votingPath(locale, words, item.id)
      : item.type === 'ideation_mission'
        ? missionPath(locale, words, a.slug)
        : amaSessionPath(locale, words, a.slug);
  const open = new Date(a.ends_at).getTime() > Date.now();
  return (
    <article className="feed-card" data-testid="feed-participation">
      <p className="feed-card-kind">{t(`feed.kinds.${item.type}`)}</p>
      <h3 className="feed-card-title">
        <Link to={path}>{a.title}</Link>
      </h3>
      <p className="muted">
        {open
          ? t('feed.openUntil', { date: absoluteTime(a.ends_at, locale) })
          : t('feed.endedOn', { date: absoluteTime(a.ends_at, locale) })}
      </p>
    </article>
  );
}
