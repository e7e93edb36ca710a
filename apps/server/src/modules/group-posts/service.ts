import { fanGroupIdOfSlug, type FanGroupRole } from '@tribune/domain';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../http/locale.ts';
import type { Page } from '../../http/pagination.ts';
import type { Found } from '../../platform/resources.ts';
import type { MediaStore } from '../../platform/user-media.ts';
import type { Caller } from '../auth/index.ts';
import { insertWithImages, requireInitialBoost, storeContributionImages } from '../comments/index.ts';
import type { CommentImage, RemovedAttachments } from '../comments/index.ts';
import type { CommentsService } from '../comments/index.ts';
import { notifyMentions } from '../spaces/index.ts';
import type { Notifier } from '../notifications/index.ts';
import { spacesPolicy, type GroupActor } from '../spaces/index.ts';
import type { GroupRow } from '../spaces/index.ts';
import type { SpacesService } from '../spaces/index.ts';
import { PostDocuments, type PostNftsPort } from './documents.ts';
import { MAX_POST_IMAGES, type PostForm } from './input.ts';
import { checkedPostNfts } from './post-nfts.ts';
import { cleanPostBody, mentionIdsOf } from './post-text.ts';
import { removePost, removePostsIn } from './removal.ts';
import {
  existingUsers,
  findGroupPost,
  insertGroupPost,
  listGroupPosts,
  postsByIds,
  replacePostNfts,
  topGroupPostIds,
  updateGroupPost,
  type PostRow,
} from './repository.ts';

/** How many posts a group carries in `top_group_posts`. */
export const TOP_GROUP_POSTS = 3;

/** A group as the caller finds it (SpacesService.findForCaller). */
interface SeenGroup {
  group: GroupRow;
  actor: GroupActor;
}

/**
 * Posts in fan groups (docs/COMMUNITY.md "Group posts"): who reads and writes them comes from the
 * group's rule table (`spacesPolicy`: `read_posts`, `see_post`, `post`, `edit_post`, `delete_post`);
 * a post the caller may not read answers 404 exactly like a missing one.
 */
export class GroupPostsService {
  private readonly docs: PostDocuments;

  constructor(
    private readonly db: Db,
    private readonly deps: {
      spaces: SpacesService;
      comments: CommentsService;
      store: MediaStore;
      publicUrl: string;
      notifier?: Notifier;
      /** The NFTs posts show (the nfts module). */
      nfts?: PostNftsPort;
    },
  ) {
    this.docs = new PostDocuments(db, deps);
  }

  /** A page of a group's posts, newest first (403 when its posts are for members only and the caller is not one). */
  async list(groupSlug: string, caller: Caller | undefined, page: Page, lang?: Lang) {
    const seen = await this.group(groupSlug, caller);
    spacesPolicy.authorize(caller, 'read_posts', seen);
    const { rows, total } = await listGroupPosts(this.db, seen.group.id, caller?.user.id, page.perPage, page.offset);
    return { ...(await this.present(rows, caller, new Map([[seen.group.id, seen]]), lang)), total };
  }

  /** One post by its slug (the id after the last hyphen); 404 when missing or not for this caller. */
  async show(slug: string, caller: Caller | undefined, lang?: Lang) {
    const { row, seen } = await this.visible(slug, caller);
    return this.document(row, caller, seen, lang);
  }

  /**
   * Posts in a group as the caller: they must see it and may post under its creation setting;
   * a muted member never posts (403), a banned one neither (403 GROUP_BANNED). The body is
   * sanitized (mentions kept), images checked by content, `nft_ids` checked by the nfts module
   * (refused while it is off).
   */
  async create(caller: Caller, form: PostForm, lang?: Lang) {
    if (form.groupRef === undefined) {
      throw new AppError('VALIDATION_FAILED', undefined, { 'group_post.fan_group_id': ["can't be blank"] });
    }
    const seen = await this.group(form.groupRef, caller);
    spacesPolicy.authorize(caller, 'post', seen);
    const nftIds = await checkedPostNfts(this.deps.nfts, caller, form, 'group_post');
    const body = cleanPostBody(form.body, form.images.length > 0, 'group_post.body');
    const initialBoost = requireInitialBoost(form.initialBoost, 'group_post.initial_boost');
    const mentionedUserIds = await existingUsers(this.db, mentionIdsOf(body));
    const images = await this.storeImages(caller.user.id, form.images);
    const id = await insertWithImages(
      this.deps.store,
      images,
      () =>
        inTransaction(this.db, async (tx) => {
          const postId = await insertGroupPost(tx, {
            groupId: seen.group.id,
            userId: caller.user.id,
            body,
            images,
            mentionedUserIds,
            authorRole: this.roleOf(seen.actor),
            initialBoost,
          });
          if (nftIds?.length) await replacePostNfts(tx, 'group_post', postId, nftIds);
          return postId;
        }),
      'NOT_FOUND',
    );
    const row = await findGroupPost(this.db, id, caller.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    await this.notifyMentions(row, seen, caller, []);
    return this.document(row, caller, seen, lang);
  }

  /** Edits a post: its author only, while they may still post in the group. Fields left out stay; img_files replace the images. */
  async update(slug: string, caller: Caller, form: PostForm, lang?: Lang) {
    const { row, seen } = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'edit_post', { ...seen, post: row });
    const nftIds = await checkedPostNfts(this.deps.nfts, caller, form, 'group_post');
    const keepsImages = !form.hasImages && row.images.length > 0;
    const body =
      form.body === undefined
        ? row.body
        : cleanPostBody(form.body, form.images.length > 0 || keepsImages, 'group_post.body');
    const mentionedUserIds = await existingUsers(this.db, mentionIdsOf(body));
    let images: CommentImage[] | undefined;
    if (form.hasImages) images = await this.storeImages(caller.user.id, form.images);
    await inTransaction(this.db, async (tx) => {
      await updateGroupPost(tx, row.id, { body, mentionedUserIds, images });
      if (nftIds) await replacePostNfts(tx, 'group_post', row.id, nftIds);
    });
    if (images) await this.deps.store.remove(row.images.map((i) => i.key));
    const fresh = await findGroupPost(this.db, row.id, caller.user.id);
    if (!fresh) throw new AppError('NOT_FOUND');
    await this.notifyMentions(fresh, seen, caller, row.mentionedUserIds);
    return this.document(fresh, caller, seen, lang);
  }

  /**
   * Deletes a post: its author, or the group's moderators and above (`delete_member_post`) who
   * outrank its author (a moderator never deletes the posts of a peer, an admin or the owner).
   */
  async remove(slug: string, caller: Caller) {
    const { row, seen } = await this.visible(slug, caller);
    spacesPolicy.authorize(caller, 'delete_post', { ...seen, post: row });
    // With its thread, likes, reports and the notifications about it (docs/COMMUNITY.md "Deleting a group").
    // Somebody else's post is a moderator's deletion: audited on the group in the same transaction.
    const byModerator = row.userId !== caller.user.id;
    await removePost(this.db, this.deps, 'group_post', row.id, async (tx) => {
      if (!byModerator) return;
      await this.deps.spaces.audit(tx, caller, seen.group.id, 'fan_group.post_deleted', {
        user_id: String(row.userId),
        post_id: String(row.id),
        excerpt: postExcerpt(row.body),
      });
    });
  }

  /**
   * A post as one caller finds it, for the resource registry (comments, likes, likers, reports,
   * boosts): by slug or id; undefined when it, its author or its group's posts are not there for them.
   */
  async findForCaller(ref: { key: string } | { id: number }, caller: Caller | undefined): Promise<Found | undefined> {
    const id = 'id' in ref ? ref.id : fanGroupIdOfSlug(ref.key);
    if (id === undefined) return undefined;
    const row = await findGroupPost(this.db, id, caller?.user.id);
    if (!row) return undefined;
    const seen = await this.deps.spaces.findForCaller(String(row.groupId), caller);
    if (!seen || !spacesPolicy.can(caller, 'see_post', seen)) return undefined;
    return { id: row.id, thread: true };
  }

  /**
   * The newest posts' ids of each group whose posts the viewer reads (`top_group_posts` of the
   * group presenter), in ONE statement for the page of groups.
   */
  async topPostIds(groups: Array<{ group: GroupRow; actor: GroupActor }>, caller: Caller | undefined) {
    const readable = groups.filter((g) => spacesPolicy.can(caller, 'read_posts', g)).map((g) => g.group.id);
    return topGroupPostIds(this.db, readable, caller?.user.id, TOP_GROUP_POSTS);
  }

  /**
   * Removes every post of a group being deleted with their threads, likes, reports and
   * notifications, inside the deletion's transaction (the spaces module's port); answers the
   * image keys to remove after commit and the notifications withdrawn.
   */
  removeGroupPosts(tx: Db, groupId: number, recipients: readonly number[]): Promise<RemovedAttachments> {
    return removePostsIn(tx, this.deps.comments, { groupId }, recipients);
  }

  /**
   * Group posts by id presented for a viewer who is known to see them (the feed decides that in
   * its own SQL); ONE statement for the rows plus the included records.
   */
  async presentByIds(ids: number[], caller: Caller | undefined, lang?: Lang) {
    const rows = await postsByIds(this.db, 'group_post', ids, caller?.user.id);
    return this.present(rows, caller, new Map(), lang);
  }

  // ---- internals ----

  private async group(ref: string, caller: Caller | undefined): Promise<SeenGroup> {
    const seen = await this.deps.spaces.findForCaller(ref, caller);
    if (!seen) throw new AppError('NOT_FOUND');
    return seen;
  }

  /** A post and its group as the caller may read them; 404 otherwise (hidden = missing). */
  private async visible(slug: string, caller: Caller | undefined): Promise<{ row: PostRow; seen: SeenGroup }> {
    const id = fanGroupIdOfSlug(slug);
    if (id === undefined) throw new AppError('NOT_FOUND');
    const row = await findGroupPost(this.db, id, caller?.user.id);
    if (!row) throw new AppError('NOT_FOUND');
    const seen = await this.deps.spaces.findForCaller(String(row.groupId), caller);
    if (!seen) throw new AppError('NOT_FOUND');
    spacesPolicy.authorize(caller, 'see_post', seen);
    return { row, seen };
  }

  /** Tells the users a post newly mentions who may read it (`group_post.mentioned`). */
  private notifyMentions(row: PostRow, seen: SeenGroup, caller: Caller, previousIds: number[]) {
    const { group } = seen;
    return notifyMentions(this.deps.notifier, {
      post: { type: 'group_post', id: row.id, slug: row.slug, group },
      authorId: caller.user.id,
      mentionedIds: row.mentionedUserIds,
      previousIds,
    });
  }

  /** The role a post records for its author (the group's feed visibility reads it). */
  private roleOf(actor: GroupActor): FanGroupRole {
    if (actor === 'instance_admin') return 'admin';
    return actor === 'member' || actor === 'writer' || actor === 'moderator' || actor === 'admin' || actor === 'owner'
      ? actor
      : 'member';
  }

  private storeImages(userId: number, files: PostForm['images']): Promise<CommentImage[]> {
    return storeContributionImages(this.deps.store, userId, files, MAX_POST_IMAGES);
  }

  private async document(row: PostRow, caller: Caller | undefined, seen: SeenGroup, lang?: Lang) {
    const doc = await this.present([row], caller, new Map([[seen.group.id, seen]]), lang);
    return { data: doc.data[0]!, included: doc.included };
  }

  private present(rows: PostRow[], caller: Caller | undefined, groups: Map<number, SeenGroup>, lang?: Lang) {
    return this.docs.present(
      'group_post',
      rows,
      caller,
      (r) => {
        const seen = r.groupId === null ? undefined : groups.get(r.groupId);
        // Without the group at hand (the feed), the caller's standing is read from the row.
        // The caller's standing read from the row (the feed has no group at hand): editing reads
        // it always, so the feed's posts, presented without their groups, say the same as the group's list.
        const fromRow = spacesPolicy.actorOf(caller, r.viewerMembership ?? undefined);
        const group = { postCreation: r.groupPostCreation };
        return {
          deletable: spacesPolicy.can(caller, 'delete_post', { actor: seen?.actor ?? fromRow, post: r }),
          editable: spacesPolicy.can(caller, 'edit_post', { actor: fromRow, group, post: r }),
        };
      },
      lang,
    );
  }
}

/** The first 200 characters of a post's text, for the audit log. */
function postExcerpt(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 200);
}
