import { useEffect, useId, useRef, useState } from 'react';
import { useInfiniteQuery, useQuery, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from '../../kernel/router.tsx';
import { COMMENT_SORTS, loginPath, SKELETON_PLACEHOLDERS, type CommentSort } from '@tribune/domain';
import { useShell } from '../../kernel/shell-context.ts';
import { LoadMoreButton, PagedList } from '../../kernel/ui/PagedList.tsx';
import { SkeletonItems } from '../../kernel/ui/SkeletonItems.tsx';
import { useSession } from '../../kernel/session/session.ts';
import { contentKeys } from '../contents/index.ts';
import { createComment, type Commentable, type CommentInput, type CommentPage, type CommentView } from './api.ts';
import { CommentItem } from './CommentItem.tsx';
import { Composer } from './Composer.tsx';
import { commentKeys, commentListQuery, commentQuery } from './queries.ts';
import './comments.css';

/** Props of the comments section under a content or a static page. */
export interface CommentsSectionProps {
  resourceType: 'content' | 'static_page' | 'idea' | 'ama_question' | 'voting' | 'event' | 'group_post' | 'feed_post';
  /** The content's, static page's or post's slug; an idea's `<mission slug>/<idea id>`; a voting's id. */
  resourceKey: string;
  /** Told after a new comment is in (the owner reloads its comment count). */
  onCommented?: () => void;
  /** The deep link's comment (…/comments/{commentId}): loaded, scrolled into view, focused and highlighted. */
  highlightCommentId?: string;
}

const SKELETON_LINES = ['skeleton-line', 'skeleton-line'];

function CommentsSkeleton() {
  return (
    <SkeletonItems
      count={SKELETON_PLACEHOLDERS}
      list="ul"
      className="comment-list"
      testId="comments-skeleton"
      itemClassName="comment comment-skeleton"
      mediaClassName="comment-avatar"
      bodyClassName="comment-skeleton-lines"
      lines={SKELETON_LINES}
    />
  );
}

/**
 * The deep link's comment and, when it is a reply, the thread it belongs to: the root comment to
 * show first and the reply to show inside it even if it is not among the top comments.
 */
function useLinkedThread(id: string | undefined, viewer: string | null) {
  const linked = useQuery({ ...commentQuery(id ?? '', viewer), enabled: Boolean(id) });
  const parentId =
    linked.data?.attributes.commentable_type === 'comment' ? linked.data.attributes.commentable_id : undefined;
  const parent = useQuery({ ...commentQuery(parentId ?? '', viewer), enabled: Boolean(parentId) });
  const root = parentId ? parent.data : linked.data;
  return {
    root: root ?? null,
    extraReplies: parentId && linked.data ? [linked.data] : [],
    missing: linked.isError || parent.isError,
  };
}

/** The comments of a content or static page: count, sort tabs, composer, the list with threads and paging. */
export default function CommentsSection({
  resourceType,
  resourceKey,
  highlightCommentId,
  onCommented,
}: CommentsSectionProps) {
  const { t } = useTranslation();
  const { locale } = useShell();
  const location = useLocation();
  const session = useSession();
  const queryClient = useQueryClient();
  const headingId = useId();
  const viewer = session.user?.id ?? null;
  const target: Commentable = { type: resourceType, key: resourceKey };
  const [sort, setSort] = useState<CommentSort>('top');
  const list = useInfiniteQuery(commentListQuery(target, sort, viewer));
  const linked = useLinkedThread(highlightCommentId, viewer);
  const scrolledTo = useRef<string | null>(null);

  // The deep link's comment is scrolled into view and focused once, when it is first on screen.
  useEffect(() => {
    if (!highlightCommentId || !linked.root || scrolledTo.current === highlightCommentId) return;
    const el = document.getElementById(`comment-${highlightCommentId}`);
    if (!el) return;
    scrolledTo.current = highlightCommentId;
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  }, [highlightCommentId, linked.root]);

  const send = async (input: CommentInput) => {
    const created = await createComment(target, input);
    // docs/DECISIONS.md "Comments, likes and reports (issue #4)": the new comment goes to the head of the list, which then reloads sorted by recent, page 1.
    queryClient.setQueryData<InfiniteData<CommentPage, number>>(commentKeys.list(target, 'recent', viewer), (data) => {
      const first = data?.pages[0];
      if (!data || !first) return data;
      const head = { ...first, items: [created, ...first.items.filter((c) => c.id !== created.id)] };
      return { pages: [{ ...head, totalCount: first.totalCount + 1 }], pageParams: [1] };
    });
    setSort('recent');
    await queryClient.invalidateQueries({ queryKey: commentKeys.resource(target) });
    // The content's comments_count and top comments change too.
    if (resourceType === 'content') void queryClient.invalidateQueries({ queryKey: contentKeys.all });
    onCommented?.();
  };

  const firstPage = list.data?.pages[0];
  const rootId = linked.root?.id;
  const items: CommentView[] = (list.data?.pages.flatMap((p) => p.items) ?? []).filter((c) => c.id !== rootId);

  return (
    <section className="comments" aria-labelledby={headingId} data-testid="comments-section">
      <h2 id={headingId} className="comments-heading">
        {t('comments.title')}
        {firstPage ? (
          <span className="comments-count" data-testid="comments-count">
            {' '}
            ({firstPage.totalCount})
          </span>
        ) : null}
      </h2>

      {session.status === 'signedIn' ? (
        <Composer label={t('comments.composerLabel')} submitLabel={t('comments.send')} onSubmit={send} />
      ) : (
        <p className="comments-signin">
          <Link
            className="button"
            to={loginPath(locale, `${location.pathname}${location.search}`)}
            data-testid="comments-signin"
          >
            {t('comments.signInToComment')}
          </Link>
        </p>
      )}

      <div className="comments-sort" role="group" aria-label={t('comments.sortLabel')}>
        {COMMENT_SORTS.map((s) => (
          <button
            key={s}
            type="button"
            className="comments-sort-tab"
            aria-pressed={sort === s}
            onClick={() => setSort(s)}
          >
            {t(`comments.sort.${s}`)}
          </button>
        ))}
      </div>

      {highlightCommentId && linked.missing ? (
        <p className="muted" role="status">
          {t('comments.linkedMissing')}
        </p>
      ) : null}
      {linked.root ? (
        <div className="comments-linked" aria-label={t('comments.linkedComment')} role="region">
          <CommentItem
            comment={linked.root}
            depth={0}
            highlightId={highlightCommentId}
            extraReplies={linked.extraReplies}
          />
        </div>
      ) : null}

      <PagedList
        query={list}
        size={items.length}
        loading={<CommentsSkeleton />}
        errorMessage={t('comments.loadError')}
        empty={
          // The linked thread above stands for the list: no "no comments yet" beside it.
          linked.root ? undefined : (
            <p className="comments-empty muted" data-testid="comments-empty">
              {t('comments.empty')}
            </p>
          )
        }
      >
        <ul className="comment-list" data-testid="comment-list">
          {items.map((comment) => (
            <li key={comment.id}>
              <CommentItem comment={comment} depth={0} highlightId={highlightCommentId} />
            </li>
          ))}
        </ul>
      </PagedList>
      {list.hasNextPage ? (
        <LoadMoreButton query={list} label={t('comments.loadMore')} className="comments-more" />
      ) : null}
    </section>
  );
}
