import { Suspense, useEffect, useRef, useState, type MouseEvent, type ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { showAlert } from '../../kernel/alerts.ts';
import { Link, useNavigate } from '../../kernel/router.tsx';
import { useShell } from '../../kernel/shell-context.ts';
import { absoluteTime, relativeTime } from '../../kernel/time.ts';
import { Avatar } from '../../kernel/ui/Avatar.tsx';
import { Dialog } from '../../kernel/ui/Dialog.tsx';
import { LikeButton } from '../comments/index.ts';
import { PostNftCards, postNftsOf } from '../nfts/index.ts';
import { profileKeys, VerifiedBadge } from '../profiles/index.ts';
import { spaceKeys } from '../spaces/index.ts';
import { LazyBoostButton, type BoostState } from '../wallet/index.ts';
import {
  deletePost,
  groupMentionables,
  postErrorText,
  removeFromCaches,
  updateInCaches,
  updatePost,
  userOf,
  type Post,
  type PostInput,
  type Records,
} from './api.ts';
import { linkMentions } from './body.ts';
import { profilePath } from './paths.ts';
import { PostComposer } from './PostComposer.tsx';
import { BusyButton } from '../../kernel/ui/FormBits.tsx';

/** What one post shows. */
export interface PostItemProps {
  post: Post;
  /** The answer's included records (the author, the mentioned users). */
  records: Records;
  /** The post's own page: its time and its comment count lead there (absent on that page). */
  href?: string;
  /** Where the post was written (the feed names the group of a group post). */
  place?: ReactNode;
  /** Told after the post was deleted (the page leaves; lists drop it from their caches here). */
  onDeleted?: (post: Post) => void;
}

/**
 * One post: the author (avatar, name linking the profile, the verified badge), its time, the
 * sanitized body with mentions linking the mentioned users' profiles, the images, the NFTs it
 * shows (cards linking to their pages), like and unlike,
 * the boosts, the comment count and, for whoever the server lets (`editable`, `deletable`), edit in
 * place and delete.
 */
export function PostItem({ post, records, href, place, onDeleted }: PostItemProps) {
  const { t } = useTranslation();
  const { locale, words } = useShell();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState(false);
  const editButton = useRef<HTMLButtonElement>(null);
  // Closing the editor (saved or cancelled) gives the focus back to the Edit button.
  const refocus = useRef(false);
  useEffect(() => {
    if (editing || !refocus.current) return;
    refocus.current = false;
    editButton.current?.focus();
  }, [editing]);
  const a = post.attributes;
  const author = userOf(records, post.relationships.user.data.id);
  const name = author?.attributes.display_name ?? t('posts.unknownUser');
  const mentioned = new Map(
    post.relationships.mentioned_users.data.map((ref) => [ref.id, userOf(records, ref.id)?.attributes.slug]),
  );
  const body = linkMentions(a.body, (id) => {
    const slug = mentioned.get(id);
    return slug ? profilePath(locale, words, slug) : null;
  });
  const headingId = `post-${post.type}-${post.id}-author`;
  const time = (
    <time dateTime={a.created_at} title={absoluteTime(a.created_at, locale)}>
      {relativeTime(a.created_at, locale)}
    </time>
  );

  // The body is HTML: a click on one of its own links (a mention) moves inside the app. The links
  // are the controls (Enter on a link is a click), so the container needs no key handler.
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
    const target = event.target instanceof Element ? event.target.closest('a') : null;
    const to = target?.getAttribute('href');
    if (!to || !to.startsWith('/') || to.startsWith('//')) return;
    event.preventDefault();
    void navigate(to);
  };

  const groupSlug = post.type === 'group_post' ? post.relationships.fan_group.data.slug : undefined;
  const closeEditor = () => {
    refocus.current = true;
    setEditing(false);
  };
  const save = async (input: PostInput) => {
    const doc = await updatePost(post.type, a.slug, input);
    updateInCaches(queryClient, doc.post, doc.included);
    // The group's newest posts (its info tab) and the author's profile list show the text too.
    if (groupSlug) void queryClient.invalidateQueries({ queryKey: [...spaceKeys.all, 'group', groupSlug] });
    void queryClient.invalidateQueries({ queryKey: profileKeys.all });
    showAlert('success', { key: 'posts.saved' });
    closeEditor();
  };
  const boosted = (state: BoostState) =>
    updateInCaches(queryClient, { ...post, attributes: { ...a, ...state } } as Post);

  return (
    <article
      className="post"
      aria-labelledby={headingId}
      data-testid="post"
      data-post-type={post.type}
      data-post-slug={a.slug}
    >
      <header className="post-header">
        <Avatar className="comment-avatar" name={name} src={author?.attributes.avatar_thumbnail ?? null} />
        <span className="post-meta">
          <span className="post-byline">
            {author ? (
              <Link
                id={headingId}
                className="post-author"
                to={profilePath(locale, words, author.attributes.slug)}
                data-testid="post-author"
              >
                {name}
              </Link>
            ) : (
              <span id={headingId} className="post-author">
                {name}
              </span>
            )}
            {author?.attributes.verified ? <VerifiedBadge /> : null}
            {place ? <span className="post-place">{place}</span> : null}
          </span>
          <span className="muted post-time">
            {href ? (
              <Link to={href} aria-label={t('posts.openPost', { name, time: absoluteTime(a.created_at, locale) })}>
                {time}
              </Link>
            ) : (
              time
            )}
            {a.edited_at ? ` · ${t('posts.edited')}` : null}
          </span>
        </span>
      </header>
      {editing ? (
        <PostComposer
          label={t('posts.editLabel')}
          initial={{ body: a.body, images: a.images }}
          onSubmit={save}
          onCancel={closeEditor}
          mentionables={groupSlug ? (search) => groupMentionables(groupSlug, search) : undefined}
          autoFocus
          testId="post-edit-composer"
        />
      ) : (
        <>
          {/* Sanitized on the server to the comments' subset of tags and mention links; CSP forbids inline script. */}
          {a.body ? (
            <div
              className="prose post-body"
              data-testid="post-body"
              onClick={followInternalLink}
              dangerouslySetInnerHTML={{ __html: body }}
            />
          ) : null}
          <PostImages post={post} name={name} />
          <PostNftCards {...postNftsOf(post.relationships.nfts.data, (key) => records.get(key))} />
        </>
      )}
      <div className="post-actions">
        <Suspense fallback={<span className="like-button" aria-hidden="true" />}>
          <LikeButton
            likedType={post.type}
            likedKey={a.slug}
            likesCount={a.likes_count}
            likedByUser={a.liked_by_user}
          />
        </Suspense>
        <Suspense fallback={<span className="boost-button post-boost-placeholder" aria-hidden="true" />}>
          <LazyBoostButton
            boostableType={post.type}
            boostableId={post.id}
            boosts={a.boosts}
            boostedByCurrentUser={a.boosted_by_current_user}
            onBoosted={boosted}
          />
        </Suspense>
        {href ? (
          <Link className="post-comments-link" to={href} data-testid="post-comments">
            {t('posts.commentsCount', { count: a.comments_count })}
          </Link>
        ) : (
          <span className="muted" data-testid="post-comments">
            {t('posts.commentsCount', { count: a.comments_count })}
          </span>
        )}
        {a.editable && !editing ? (
          <button
            ref={editButton}
            type="button"
            className="link-button post-edit"
            onClick={() => setEditing(true)}
            data-testid="post-edit"
          >
            {t('posts.edit')}
          </button>
        ) : null}
        {a.deletable ? <DeletePost post={post} onDeleted={onDeleted} /> : null}
      </div>
    </article>
  );
}

/** The images of a post, each in a box of its own size (nothing moves when they load); a click opens it whole. */
function PostImages({ post, name }: { post: Post; name: string }) {
  const { t } = useTranslation();
  const images = post.attributes.images;
  if (images.length === 0) return null;
  return (
    <ul className={images.length === 1 ? 'post-images single' : 'post-images'}>
      {images.map((image, i) => (
        <li key={image.src}>
          <a href={image.src} target="_blank" rel="noopener noreferrer">
            <img
              src={image.src}
              width={image.width}
              height={image.height}
              alt={t('posts.imageAlt', { index: i + 1, count: images.length, name })}
              loading="lazy"
              data-testid="post-image"
            />
          </a>
        </li>
      ))}
    </ul>
  );
}

/** Delete, after a confirmation (alertdialog, the cancel button focused first). */
function DeletePost({ post, onDeleted }: { post: Post; onDeleted?: (post: Post) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirm = async () => {
    setBusy(true);
    try {
      await deletePost(post.type, post.attributes.slug);
      setOpen(false);
      removeFromCaches(queryClient, post);
      showAlert('success', { key: 'posts.deleted' });
      onDeleted?.(post);
    } catch (error) {
      showAlert('danger', postErrorText(error) ? { text: postErrorText(error) ?? '' } : { key: 'posts.deleteError' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <button type="button" className="link-button post-delete" onClick={() => setOpen(true)} data-testid="post-delete">
        {t('posts.delete')}
      </button>
      <Dialog
        open={open}
        alert
        size="small"
        title={t('posts.deleteTitle')}
        onClose={busy ? undefined : () => setOpen(false)}
        initialFocus={cancelRef}
        testId="post-delete-dialog"
        footer={
          <>
            <button
              ref={cancelRef}
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => setOpen(false)}
            >
              {t('posts.cancel')}
            </button>
            <BusyButton
              busy={busy}
              className="button button-danger"
              onClick={() => void confirm()}
              testId="post-delete-confirm"
            >
              {t('posts.delete')}
            </BusyButton>
          </>
        }
      >
        <p>{t('posts.deleteText')}</p>
      </Dialog>
    </>
  );
}
