import {
  fanGroupIdOfSlug,
  moduleEnabled,
  type FeatureFlags,
  type GatedModule,
  type ModuleConfig,
} from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import { feedPolicy } from './policy.ts';
import type { Page } from '../../http/pagination.ts';
import type { Found } from '../../platform/resources.ts';
import type { MediaStore } from '../../platform/user-media.ts';
import type { Caller } from '../auth/index.ts';
import { insertWithImages, requireInitialBoost, storeContributionImages } from '../comments/index.ts';
import type { CommentImage } from '../comments/index.ts';
import type { CommentsService } from '../comments/index.ts';
import type { Lang } from '../../http/locale.ts';
import type { ContentsService } from '../contents/index.ts';
import { notifyMentions, spacesPolicy } from '../spaces/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { inTransaction } from '../../db/transaction.ts';
import { checkedPostNfts, PostDocuments, type PostNftsPort } from '../group-posts/index.ts';
import { MAX_POST_IMAGES, type PostForm } from '../group-posts/index.ts';
import { cleanPostBody, mentionIdsOf } from '../group-posts/index.ts';
import { existingUsers, postsByIds, replacePostNfts, type PostRow } from '../group-posts/index.ts';
import { removePost } from '../group-posts/index.ts';
import type { GroupPostsService } from '../group-posts/index.ts';
import { findUserBySlug } from '../users/index.ts';
import { encodeCursor, presentFeedItem, presentParticipation } from './presenter.ts';
import {
  contentsByIds,
  feedPage,
  FEED_ITEM_TYPES,
  findFeedPost,
  insertFeedPost,
  listFeedPosts,
  participationByIds,
  updateFeedPost,
  userPostsPage,
  type FeedCursor,
  type FeedEntry,
  type FeedItemType,
} from './repository.ts';

/** The module each feed item type belongs to: a type whose module is off is left out of the feed. */
const ITEM_MODULES: Record<FeedItemType, GatedModule> = {
  feed_post: 'postToFeed',
  group_post: 'spaces',
  content: 'contents',
  voting: 'voting',
  ideation_mission: 'crowdsourcing',
  ama_session: 'ama',
};

/**
 * Feed posts (module postToFeed) and the feed (docs/COMMUNITY.md "Feed"): one union statement
 * for a page of item ids, then one statement (with its includes) per item type on the page.
 */
export class FeedService {
  private readonly docs: PostDocuments;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      comments: CommentsService;
      store: MediaStore;
      publicUrl: string;
      groupPosts: GroupPostsService;
      contents: ContentsService;
      settings: () => { config: ModuleConfig; flags: FeatureFlags };
      notifier?: Notifier;
      /** The NFTs posts show (the nfts module). */
      nfts?: PostNftsPort;
    },
  ) {
    this.docs = new PostDocuments(db, deps);
  }

  // ---- feed posts ----

  /** A page of the feed posts the caller sees, newest first. */
  async list(caller: Caller | undefined, page: Page, lang?: Lang) {
    const { rows, total } = await listFeedPosts(this.db, caller?.user.id, page.perPage, page.offset);
    return { ...(await this.present(rows, caller, lang)), total };
  }

  /** One feed post by slug; 404 when missing or hidden from the caller (blocks, moderation). */
  async show(slug: string, caller: Caller | undefined, lang?: Lang) {
    return this.document(await this.visible(slug, caller), caller, lang);
  }

  /** Posts to the feed as the caller (any signed-in user while the module is on). */
  async create(caller: Caller, form: PostForm, lang?: Lang) {
    const nftIds = await checkedPostNfts(this.deps.nfts, caller, form, 'feed_post');
    const body = cleanPostBody(form.body, form.images.length > 0, 'feed_post.body');
    const initialBoost = requireInitialBoost(form.initialBoost, 'feed_post.initial_boost');
    const mentionedUserIds = await existingUsers(this.db, mentionIdsOf(body));
    const images = await this.storeImages(caller.user.id, form.images);
    const id = await insertWithImages(
      this.deps.store,
      images,
      () =>
        inTransaction(this.db, async (tx) => {
          const postId = await insertFeedPost(tx, {
            userId: caller.user.id,
            body,
            images,
            mentionedUserIds,
            initialBoost,
          });
          if (nftIds?.length) await replacePostNfts(tx, 'feed_post', postId, nftIds);
          return postId;
        }),
      'NOT_FOUND',
    );
    const row = await findFeedPost(this.db, id, caller.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    await this.notifyMentions(row, caller, []);
    return this.document(row, caller, lang);
  }

  /** Edits a feed post: its author only. Fields left out stay; img_files replace the images. */
  async update(slug: string, caller: Caller, form: PostForm, lang?: Lang) {
    const row = await this.visible(slug, caller);
    feedPolicy.authorize(caller, 'edit', row);
    const nftIds = await checkedPostNfts(this.deps.nfts, caller, form, 'feed_post');
    const keepsImages = !form.hasImages && row.images.length > 0;
    const body =
      form.body === undefined
        ? row.body
        : cleanPostBody(form.body, form.images.length > 0 || keepsImages, 'feed_post.body');
    const mentionedUserIds = await existingUsers(this.db, mentionIdsOf(body));
    let images: CommentImage[] | undefined;
    if (form.hasImages) images = await this.storeImages(caller.user.id, form.images);
    await inTransaction(this.db, async (tx) => {
      await updateFeedPost(tx, row.id, { body, mentionedUserIds, images });
      if (nftIds) await replacePostNfts(tx, 'feed_post', row.id, nftIds);
    });
    if (images) await this.deps.store.remove(row.images.map((i) => i.key));
    const fresh = await this.visible(String(row.id), caller);
    await this.notifyMentions(fresh, caller, row.mentionedUserIds);
    return this.document(fresh, caller, lang);
  }

  /** Deletes a feed post: its author or an instance admin. */
  async remove(slug: string, caller: Caller) {
    const row = await this.visible(slug, caller);
    feedPolicy.authorize(caller, 'delete', row);
    // With its thread, likes, reports and the notifications about it, as a group post.
    await removePost(this.db, this.deps, 'feed_post', row.id);
  }

  /** A feed post as one caller finds it, for the resource registry; undefined when not there for them. */
  async findForCaller(ref: { key: string } | { id: number }, caller: Caller | undefined): Promise<Found | undefined> {
    const id = 'id' in ref ? ref.id : fanGroupIdOfSlug(ref.key);
    if (id === undefined) return undefined;
    const row = await findFeedPost(this.db, id, caller?.user.id);
    return row ? { id: row.id, thread: true } : undefined;
  }

  // ---- the feed ----

  /**
   * A page of the feed for the caller, newest first: feed posts, the group posts they may read
   * (by each group's feed visibility and their membership), contents and participation items, each
   * type only while its module is on. `cursor` continues after the last item of the previous page.
   */
  async feed(caller: Caller | undefined, q: { cursor?: string; perPage: number; lang: Lang }) {
    const { config, flags } = this.deps.settings();
    const types = FEED_ITEM_TYPES.filter((t) => moduleEnabled(ITEM_MODULES[t], config, flags));
    const entries = await feedPage(this.db, {
      viewer: spacesPolicy.viewerOf(caller),
      types,
      cursor: this.cursor(q.cursor),
      limit: q.perPage + 1,
    });
    const page = entries.slice(0, q.perPage);
    const ids = (type: FeedItemType) => page.filter((e) => e.type === type).map((e) => e.id);
    const records = new Map<string, unknown>();
    const included: unknown[] = [];
    const add = (doc: { data: Array<{ id: string; type: string }>; included: unknown[] }) => {
      for (const d of doc.data) records.set(`${d.type}-${d.id}`, d);
      included.push(...doc.included);
    };
    if (ids('feed_post').length) {
      add(
        await this.present(await postsByIds(this.db, 'feed_post', ids('feed_post'), caller?.user.id), caller, q.lang),
      );
    }
    if (ids('group_post').length) add(await this.deps.groupPosts.presentByIds(ids('group_post'), caller, q.lang));
    if (ids('content').length) {
      const rows = await contentsByIds(this.db, ids('content'));
      add(await this.deps.contents.presentForCaller(rows, caller, q.lang));
    }
    for (const type of ['voting', 'ideation_mission', 'ama_session'] as const) {
      if (!ids(type).length) continue;
      const rows = await participationByIds(this.db, type, ids(type));
      add({ data: rows.map((r) => presentParticipation(type, r, q.lang.locale, q.lang.fallback)), included: [] });
    }
    // An item gone between the two statements (deleted, hidden) is left out of the page.
    const shown = page.filter((e) => records.has(`${e.type}-${e.id}`));
    const last: FeedEntry | undefined = entries.length > q.perPage ? page[page.length - 1] : undefined;
    return {
      data: shown.map(presentFeedItem),
      included: [...shown.map((e) => records.get(`${e.type}-${e.id}`)), ...this.unique(included)],
      meta: { next_cursor: last ? encodeCursor(last) : null },
    };
  }

  /**
   * A page of a user's posts on their public profile (docs/COMMUNITY.md "Posts and the feed in the web app": id, type,
   * created_at, total), newest first: the feed posts and the group posts the caller may read, the
   * posts themselves in `included`. A fixed number of statements whatever the page size.
   */
  async userPosts(slug: string, caller: Caller | undefined, page: Page, lang?: Lang) {
    const user = await findUserBySlug(this.db, slug);
    if (!user || user.deletedAt !== null || user.status === 'banned') throw new AppError('NOT_FOUND');
    const { config, flags } = this.deps.settings();
    const { rows, total } = await userPostsPage(this.db, {
      viewer: spacesPolicy.viewerOf(caller),
      authorId: user.id,
      feedPosts: moduleEnabled('postToFeed', config, flags),
      groupPosts: moduleEnabled('spaces', config, flags),
      limit: page.perPage,
      offset: page.offset,
    });
    const ids = (type: 'feed_post' | 'group_post') => rows.filter((r) => r.type === type).map((r) => r.id);
    const included: unknown[] = [];
    if (ids('feed_post').length) {
      const rows = await postsByIds(this.db, 'feed_post', ids('feed_post'), caller?.user.id);
      const doc = await this.present(rows, caller, lang);
      included.push(...doc.data, ...doc.included);
    }
    if (ids('group_post').length) {
      const doc = await this.deps.groupPosts.presentByIds(ids('group_post'), caller, lang);
      included.push(...doc.data, ...doc.included);
    }
    return {
      data: rows.map((r) => ({
        id: String(r.id),
        type: r.type,
        attributes: { created_at: r.createdAt.toISOString() },
      })),
      included: this.unique(included),
      meta: { total },
      total,
    };
  }

  // ---- internals ----

  /** Tells the users a feed post newly mentions (`feed_post.mentioned`). */
  private notifyMentions(row: PostRow, caller: Caller, previousIds: number[]) {
    return notifyMentions(this.deps.notifier, {
      post: { type: 'feed_post', id: row.id, slug: row.slug },
      authorId: caller.user.id,
      mentionedIds: row.mentionedUserIds,
      previousIds,
    });
  }

  private cursor(raw: string | undefined): FeedCursor | undefined {
    if (raw === undefined) return undefined;
    try {
      const c = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8')) as { a?: unknown; t?: unknown; i?: unknown };
      if (
        typeof c.a === 'string' &&
        /^-?[0-9]{1,19}$/.test(c.a) &&
        typeof c.t === 'string' &&
        (FEED_ITEM_TYPES as readonly string[]).includes(c.t) &&
        typeof c.i === 'number' &&
        Number.isSafeInteger(c.i) &&
        c.i > 0
      ) {
        return { at: c.a, type: c.t as FeedItemType, id: c.i };
      }
    } catch {
      // falls through to the 422 below
    }
    throw new AppError('VALIDATION_FAILED', undefined, { cursor: ['is not a cursor of this feed'] });
  }

  /** Included records once each (an author of several items, say). */
  private unique(records: unknown[]): unknown[] {
    const seen = new Set<string>();
    return records.filter((r) => {
      const rec = r as { id?: string; type?: string };
      const key = `${rec.type}-${rec.id}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  }

  private async visible(slug: string, caller: Caller | undefined): Promise<PostRow> {
    const id = fanGroupIdOfSlug(slug);
    if (id === undefined) throw new AppError('NOT_FOUND');
    const row = await findFeedPost(this.db, id, caller?.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    return row;
  }

  private storeImages(userId: number, files: PostForm['images']): Promise<CommentImage[]> {
    return storeContributionImages(this.deps.store, userId, files, MAX_POST_IMAGES);
  }

  private async document(row: PostRow, caller: Caller | undefined, lang?: Lang) {
    const doc = await this.present([row], caller, lang);
    return { data: doc.data[0]!, included: doc.included };
  }

  private present(rows: PostRow[], caller: Caller | undefined, lang?: Lang) {
    return this.docs.present(
      'feed_post',
      rows,
      caller,
      (r) => ({
        deletable: feedPolicy.can(caller, 'delete', r),
        editable: feedPolicy.can(caller, 'edit', r),
      }),
      lang,
    );
  }
}
