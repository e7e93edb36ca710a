/**
 * The NFTs a post shows (docs/NFTS.md "NFTs in posts"): while the module is on, an author attaches
 * up to MAX_POST_NFTS publicly visible NFTs they hold; a post's readers see those NFTs (still public)
 * as `nft` and `nft_medium` records in `included`. The posts' modules store the ids with the post.
 */
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../http/locale.ts';
import type { Caller } from '../auth/index.ts';
import { nftsPolicy } from './policy.ts';
import { nftsWithCopies } from './post-nfts-repository.ts';
import { checksummed, type NftsService } from './service.ts';

/** What a page of posts shows of NFTs: the ids each post may show, and the records for `included`. */
export interface PresentedPostNfts {
  /** The NFTs shown (still publicly visible), of every post of the page. */
  shown: Set<number>;
  included: unknown[];
}

export class PostNfts {
  constructor(
    private readonly db: Db,
    private readonly deps: {
      nfts: NftsService;
      /** Whether the module `nfts` is on now. */
      enabled: () => boolean;
      /** The instance's default language (answers without the request's). */
      defaultLang: () => Lang;
    },
  ) {}

  /** Whether posts may show NFTs now (the module `nfts` is on). */
  enabled(): boolean {
    return this.deps.enabled();
  }

  /**
   * The NFT ids `author` may attach to a post, in their order, once each: every one an NFT of ours,
   * publicly visible, of which the author's wallet holds a copy; otherwise 422 naming each id refused
   * under `field`.
   */
  async check(author: Caller, ids: readonly string[], field: string): Promise<number[]> {
    const wanted = [...new Set(ids.map((id) => id.replace(/^0+(?=\d)/, '')))];
    const numeric = wanted.filter((id) => id.length <= 18).map(Number);
    const rows = await nftsWithCopies(this.db, numeric, checksummed(author.user.walletAddress));
    const byId = new Map(rows.map((r) => [String(r.nft.id), r]));
    const refused: string[] = [];
    for (const id of wanted) {
      const row = byId.get(id);
      const facts = row ? { publiclyVisible: row.nft.publiclyVisible, held: row.amount } : undefined;
      if (!facts || !nftsPolicy.can(author, 'show_in_post', facts)) {
        refused.push(`${id} is not an NFT you hold`);
      }
    }
    if (refused.length > 0) throw new AppError('VALIDATION_FAILED', undefined, { [field]: refused });
    return wanted.map(Number);
  }

  /** The NFTs of a page of posts (their ids together) for `viewer`: ONE query for the NFTs, one for their media. */
  async present(ids: readonly number[], viewer: Caller | undefined, lang?: Lang): Promise<PresentedPostNfts> {
    if (ids.length === 0 || !this.enabled()) return { shown: new Set(), included: [] };
    const rows = (await nftsWithCopies(this.db, ids, checksummed(viewer?.user.walletAddress))).filter(
      (r) => r.nft.publiclyVisible,
    );
    return {
      shown: new Set(rows.map((r) => r.nft.id)),
      included: await this.deps.nfts.presentIncluded(rows, lang ?? this.deps.defaultLang()),
    };
  }
}
