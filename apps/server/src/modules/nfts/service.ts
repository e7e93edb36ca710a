/**
 * The fans' side of NFTs (docs/NFTS.md "Fan routes"): collections, NFTs with the caller's copies,
 * the caller's and a user's NFTs, provenance, redeeming benefits. Ownership is read from
 * `nft_balances`, which only the chain's effects write (ownership.ts).
 */
import { getAddress, isAddress } from 'viem';
import type { Db } from '../../db/client.ts';
import { AppError } from '../../http/errors.ts';
import type { Lang } from '../../http/locale.ts';
import type { Page } from '../../http/pagination.ts';
import { userSummariesByIds } from '../../platform/user-summary-repository.ts';
import type { Caller } from '../auth/index.ts';
import type { ChainHolder } from '../chain/index.ts';
import type { ContentMediaService } from '../media/index.ts';
import type { NftFilters } from './input.ts';
import { nftsPolicy } from './policy.ts';
import {
  presentBenefit,
  presentCollection,
  presentMove,
  presentNft,
  presentNftMedium,
  presentUserSummary,
  type NftPresentContext,
} from './presenter.ts';
import {
  benefitsOf,
  collectionNfts,
  collectionsByIds,
  findBenefit,
  findCollection,
  findNft,
  findRedemption,
  heldNfts,
  holderMeta,
  insertRedemption,
  listCollections,
  movesOf,
  redeemedBy,
  userIdsByWallet,
  userWalletBySlug,
  type HeldNftRow,
} from './repository.ts';

/** What the service uses of other modules. */
export interface NftsPorts {
  media: ContentMediaService;
  chain: ChainHolder;
  publicUrl: string;
  /** The caller's gifts of today (gifting, docs/NFTS.md "Gifting"): the list meta's `daily_nft_gift_count`. */
  giftsToday?: (userId: number) => Promise<number>;
  /** The caller's trades of today (trading, docs/NFTS.md "Trading"): the list meta's `daily_trade_count`. */
  tradesToday?: (userId: number) => Promise<number>;
  /** Whether open requests offer NFTs the caller lacks (trading): the list meta's `has_tradable_unowned`. */
  tradableUnowned?: (userId: number) => Promise<boolean>;
}

const window = (page: Page) => ({ limit: page.perPage, offset: page.offset });

/** The EIP-55 form of a stored wallet address, or null (none, or not an address). */
export function checksummed(wallet: string | null | undefined): string | null {
  return wallet && isAddress(wallet, { strict: false }) ? getAddress(wallet) : null;
}

export class NftsService {
  constructor(
    private readonly db: Db,
    private readonly ports: NftsPorts,
  ) {}

  /** The context the presenters need, with the media of these ids read in one query. */
  async context(lang: Lang, mediumIds: Array<number | null>): Promise<NftPresentContext> {
    const services = this.ports.chain.current();
    const ids = mediumIds.filter((id): id is number => id !== null);
    const media = ids.length > 0 ? await this.ports.media.findByIds(ids) : new Map();
    return {
      lang,
      chain: services
        ? { chainId: services.runtime.backend.chainId, nftAddress: services.runtime.deployment.nftAddress }
        : null,
      media,
      files: (row) => this.ports.media.publicFiles(row),
      imageUrl: (row, name) => this.ports.media.imageUrl(row, name),
    };
  }

  private static address(caller: Caller | undefined): string | null {
    return checksummed(caller?.user.walletAddress);
  }

  /** A page of collections. */
  async collections(lang: Lang, page: Page) {
    const out = await listCollections(this.db, window(page));
    const ctx = await this.context(
      lang,
      out.rows.map((r) => r.row.coverMediumId),
    );
    return { data: out.rows.map((r) => presentCollection(r.row, r.nftsCount, ctx)), included: [], total: out.total };
  }

  /** One collection by id or slug; 404 unknown. */
  async collection(ref: string, lang: Lang) {
    const found = await findCollection(this.db, ref);
    if (!found) throw new AppError('NOT_FOUND');
    const ctx = await this.context(lang, [found.row.coverMediumId]);
    return { data: presentCollection(found.row, found.nftsCount, ctx), included: [], meta: {} };
  }

  /** NFTs with their media (and, when asked, their collections) as a list document's parts. */
  private async presentHeld(rows: HeldNftRow[], lang: Lang, withCollections: boolean) {
    const collections = withCollections
      ? await collectionsByIds(
          this.db,
          rows.map((r) => r.nft.collectionId),
        )
      : [];
    const ctx = await this.context(lang, [
      ...rows.map((r) => r.nft.mediumId),
      ...collections.map((c) => c.row.coverMediumId),
    ]);
    const benefits = await benefitsOf(
      this.db,
      rows.map((r) => r.nft.id),
    );
    const media = [...new Set(rows.flatMap((r) => (r.nft.mediumId ? [r.nft.mediumId] : [])))].flatMap((id) => {
      const row = ctx.media.get(id);
      const presented = row ? presentNftMedium(row, ctx) : undefined;
      return presented ? [presented] : [];
    });
    return {
      data: rows.map((r) => presentNft(r, benefits, ctx)),
      included: [...media, ...collections.map((c) => presentCollection(c.row, c.nftsCount, ctx))],
    };
  }

  /**
   * NFTs (with the caller's copies) and their media as `included` records of another resource's
   * answer (the posts that show them, docs/NFTS.md "NFTs in posts"): one query for the media, one
   * for the benefits' ids.
   */
  async presentIncluded(rows: HeldNftRow[], lang: Lang): Promise<unknown[]> {
    if (rows.length === 0) return [];
    const ctx = await this.context(
      lang,
      rows.map((r) => r.nft.mediumId),
    );
    const media = [...new Set(rows.flatMap((r) => (r.nft.mediumId ? [r.nft.mediumId] : [])))].flatMap((id) => {
      const row = ctx.media.get(id);
      const presented = row ? presentNftMedium(row, ctx) : undefined;
      return presented ? [presented] : [];
    });
    const benefits = await benefitsOf(
      this.db,
      rows.map((r) => r.nft.id),
    );
    return [...rows.map((r) => presentNft(r, benefits, ctx)), ...media];
  }

  /** A page of a collection's NFTs the caller sees; 404 for an unknown collection. */
  async collectionNfts(ref: string, caller: Caller | undefined, lang: Lang, page: Page) {
    const found = await findCollection(this.db, ref);
    if (!found) throw new AppError('NOT_FOUND');
    const out = await collectionNfts(
      this.db,
      found.row.id,
      { address: NftsService.address(caller), admin: caller?.admin === true },
      window(page),
    );
    return { ...(await this.presentHeld(out.rows, lang, false)), total: out.total };
  }

  /** The caller's NFTs, filtered, with the list meta. */
  async mine(caller: Caller, filters: NftFilters, lang: Lang, page: Page) {
    const address = NftsService.address(caller);
    const meta = {
      available_categories: [] as Array<{ id: string; name: string; slug: string }>,
      daily_trade_count: 0,
      daily_nft_gift_count: 0,
      has_tradable_unowned: true,
      has_tradable_duplicates: false,
    };
    if (!address) return { data: [], included: [], meta, total: 0 };
    const [out, held] = await Promise.all([
      heldNfts(
        this.db,
        address,
        { filters, publicOnly: false, locale: lang.locale, userId: caller.user.id },
        window(page),
      ),
      holderMeta(this.db, address, caller.user.id),
    ]);
    const presented = await this.presentHeld(out.rows, lang, true);
    const ctx = await this.context(lang, []);
    meta.available_categories = held.collections.map((c) => {
      const p = presentCollection(c, 0, ctx);
      return { id: p.id, name: p.attributes.name, slug: p.attributes.slug };
    });
    meta.has_tradable_duplicates = held.hasDuplicates;
    const userId = caller.user.id;
    const [gifts, trades, unowned] = await Promise.all([
      this.ports.giftsToday?.(userId),
      this.ports.tradesToday?.(userId),
      this.ports.tradableUnowned?.(userId),
    ]);
    meta.daily_nft_gift_count = gifts ?? 0;
    meta.daily_trade_count = trades ?? 0;
    meta.has_tradable_unowned = unowned ?? true;
    return { ...presented, meta, total: out.total };
  }

  /** A user's publicly visible NFTs they hold (their copies); 404 for an unknown user. */
  async userNfts(slug: string, lang: Lang, page: Page) {
    const user = await userWalletBySlug(this.db, slug);
    if (!user) throw new AppError('NOT_FOUND');
    const address = checksummed(user.wallet);
    if (!address) return { data: [], included: [], total: 0 };
    const out = await heldNfts(this.db, address, { publicOnly: true, locale: lang.locale }, window(page));
    return { ...(await this.presentHeld(out.rows, lang, true)), total: out.total };
  }

  /** An NFT the caller may see (404 otherwise), with the caller's copies. */
  private async visible(id: number, caller: Caller | undefined): Promise<HeldNftRow> {
    const found = await findNft(this.db, id, NftsService.address(caller));
    if (!found) throw new AppError('NOT_FOUND');
    nftsPolicy.authorize(caller, 'see', { publiclyVisible: found.nft.publiclyVisible, held: found.amount });
    return found;
  }

  /** One NFT with its medium, collection and benefits (secrets to a holder who redeemed them). */
  async show(id: number, caller: Caller | undefined, lang: Lang) {
    const found = await this.visible(id, caller);
    const [benefits, collection] = await Promise.all([
      benefitsOf(this.db, [found.nft.id]),
      findCollection(this.db, String(found.nft.collectionId)),
    ]);
    const redeemed =
      caller && found.amount > 0
        ? await redeemedBy(
            this.db,
            caller.user.id,
            benefits.map((b) => b.id),
          )
        : new Set<number>();
    const ctx = await this.context(lang, [found.nft.mediumId, collection?.row.coverMediumId ?? null]);
    const medium = found.nft.mediumId ? ctx.media.get(found.nft.mediumId) : undefined;
    const presentedMedium = medium ? presentNftMedium(medium, ctx) : undefined;
    return {
      data: presentNft(found, benefits, ctx),
      included: [
        ...(presentedMedium ? [presentedMedium] : []),
        ...(collection ? [presentCollection(collection.row, collection.nftsCount, ctx)] : []),
        ...benefits.map((b) => presentBenefit(b, redeemed.has(b.id), ctx)),
      ],
      meta: {},
    };
  }

  /** A page of an NFT's moves, newest first, with the users of their addresses. */
  async moves(id: number, caller: Caller | undefined, page: Page) {
    await this.visible(id, caller);
    const out = await movesOf(this.db, id, window(page));
    const owners = await userIdsByWallet(
      this.db,
      out.rows.flatMap((m) => [m.fromAddress, m.toAddress]),
    );
    const summaries = await userSummariesByIds(this.db, [...new Set(owners.values())]);
    return {
      data: out.rows.map((m) => presentMove(m, owners)),
      included: summaries.map((u) => presentUserSummary(u, this.ports.publicUrl)),
      total: out.total,
    };
  }

  /**
   * Redeems a benefit for a holder, once: the same key again answers the first redeem (created
   * false), another key 409 ALREADY_REDEEMED; a non-holder 403; a benefit of an NFT the caller
   * may not see (or none) 404.
   */
  async redeem(benefitId: number, caller: Caller, key: string, lang: Lang) {
    const benefit = await findBenefit(this.db, benefitId);
    if (!benefit) throw new AppError('NOT_FOUND');
    const nft = await this.visible(benefit.nftId, caller);
    nftsPolicy.authorize(caller, 'redeem', { publiclyVisible: nft.nft.publiclyVisible, held: nft.amount });
    const userId = caller.user.id;
    let created = false;
    const before = await findRedemption(this.db, userId, benefitId);
    if (!before) created = await insertRedemption(this.db, userId, benefitId, key);
    if (!created) {
      const first = before ?? (await findRedemption(this.db, userId, benefitId));
      if (first?.idempotencyKey !== key) throw new AppError('ALREADY_REDEEMED');
    }
    const ctx = await this.context(lang, []);
    return { created, doc: { data: presentBenefit(benefit, true, ctx), included: [], meta: {} } };
  }
}
