import type { Db } from '../../db/client.ts';
import type { Lang } from '../../http/locale.ts';
import type { Caller } from '../auth/index.ts';
import type { CommentRow } from '../comments/index.ts';
import type { CommentsService } from '../comments/index.ts';
import { mentionedUsers, type PostRow, type PostType } from './repository.ts';
import { presentPost, type PostResource } from './presenter.ts';

/** What the viewer may do with a post besides reading it (the services decide, by their rules). */
export interface PostRights {
  /** Its author, and for group posts the moderators of the group; instance admins. */
  deletable: boolean;
  /** Its author, while they may still write where it is (a group post: the group's `edit_post`). */
  editable: boolean;
}

/**
 * The NFTs posts show (the nfts module's `app.postNfts`, docs/NFTS.md "NFTs in posts"): whether
 * they may now, the ids an author may attach (422 otherwise), and a page's NFTs for `included`.
 */
export interface PostNftsPort {
  enabled(): boolean;
  check(author: Caller, ids: readonly string[], field: string): Promise<number[]>;
  present(
    ids: readonly number[],
    viewer: Caller | undefined,
    lang?: Lang,
  ): Promise<{ shown: Set<number>; included: unknown[] }>;
}

/**
 * Presents pages of posts of either kind with `included`: their authors, the users they mention,
 * their top comments and those comments' authors, the NFTs they show and their media. A fixed
 * number of statements whatever the page size (top comments, mentioned users, the NFTs and their
 * media), none when nothing needs them.
 */
export class PostDocuments {
  constructor(
    private readonly db: Db,
    private readonly deps: { comments: CommentsService; publicUrl: string; nfts?: PostNftsPort },
  ) {}

  /** The posts presented (in order) and their included records. */
  async present(
    type: PostType,
    rows: PostRow[],
    viewer: Caller | undefined,
    rights: (row: PostRow) => PostRights,
    lang?: Lang,
  ): Promise<{ data: PostResource[]; included: unknown[] }> {
    const viewerId = viewer?.user.id;
    const commented = rows.filter((r) => r.commentsCount > 0).map((r) => r.id);
    const top = commented.length ? await this.deps.comments.topFor(type, commented, viewerId) : new Map();
    const nftIds = [...new Set(rows.flatMap((r) => r.nftIds))];
    const nfts = this.deps.nfts && nftIds.length ? await this.deps.nfts.present(nftIds, viewer, lang) : undefined;
    const data = rows.map((r) =>
      presentPost(type, r, {
        publicUrl: this.deps.publicUrl,
        viewerId,
        ...rights(r),
        topCommentIds: ((top.get(r.id) ?? []) as CommentRow[]).map((c) => c.id),
        nftIds: nfts ? r.nftIds.filter((id) => nfts.shown.has(id)) : [],
      }),
    );
    const included: unknown[] = [];
    const seen = new Set<number>();
    for (const r of rows) {
      if (seen.has(r.user.id)) continue;
      seen.add(r.user.id);
      included.push(this.deps.comments.presentCommentUser(r.user));
    }
    const mentioned = [...new Set(rows.flatMap((r) => r.mentionedUserIds))].filter((id) => !seen.has(id));
    for (const u of await mentionedUsers(this.db, mentioned)) {
      seen.add(u.id);
      included.push(this.deps.comments.presentCommentUser(u));
    }
    for (const rec of this.deps.comments.presentIncluded([...top.values()].flat() as CommentRow[], '', viewerId)) {
      if (rec.type === 'user') {
        if (seen.has(Number(rec.id))) continue;
        seen.add(Number(rec.id));
      }
      included.push(rec);
    }
    if (nfts) included.push(...nfts.included);
    return { data, included };
  }
}
