/**
 * The admins' side of NFTs (docs/NFTS.md "Admin routes"): collections and NFTs with their media
 * (checked by content by the media module) and benefits, and mints through the chain module's
 * write-ahead admin path, within the supply.
 */
import type { Address } from 'viem';
import type { Db } from '../../db/client.ts';
import { inTransaction } from '../../db/transaction.ts';
import { AppError, fieldInvalid } from '../../http/errors.ts';
import type { Page } from '../../http/pagination.ts';
import { sanitizeRichText } from '../../lib/sanitize.ts';
import { adminWrites, type AdminWrites } from '../../platform/participation/index.ts';
import { AdminChainService, type ChainHolder, type TransactionRow } from '../chain/index.ts';
import type { ContentMediaService } from '../media/index.ts';
import type { AdminForm, AdminNftFilters, CollectionInputValue, NftInputValue } from './input.ts';
import { presentAdminCollection, presentAdminHolder, presentAdminNft } from './presenter.ts';
import {
  adminCollections,
  adminNfts,
  benefitsOf,
  collectionSlugsTaken,
  findCollection,
  findNftRow,
  insertCollection,
  insertNft,
  lockNft,
  mintRecipient,
  nftHolders,
  releaseMint,
  replaceBenefits,
  reserveMint,
  updateCollection,
  updateNft,
  type NftRow,
} from './repository.ts';
import { checksummed } from './service.ts';
import type { Localized } from '../../db/schema.ts';

/** What the admin side uses of other modules. */
export interface AdminNftsPorts {
  media: ContentMediaService;
  chain: ChainHolder;
  /** Drops a user's cached row (their wallet changed). */
  forgetUser: (uid: string) => Promise<void>;
}

const window = (page: Page) => ({ limit: page.perPage, offset: page.offset });

const sanitized = (text: Localized | undefined): Localized =>
  Object.fromEntries(Object.entries(text ?? {}).map(([locale, html]) => [locale, sanitizeRichText(html)]));

const plain = (text: Localized | undefined): Localized => ({ ...(text ?? {}) });

export class AdminNftsService {
  private readonly writes: AdminWrites;
  private readonly nftWrites: AdminWrites;
  private readonly chainAdmin: AdminChainService;

  constructor(
    private readonly db: Db,
    private readonly ports: AdminNftsPorts,
  ) {
    this.writes = adminWrites({
      db,
      type: 'nft_collection',
      slugIndexes: ['nft_collection_slugs_pkey', 'nft_collections_slug_idx'],
    });
    this.nftWrites = adminWrites({ db, type: 'nft', slugIndexes: [] });
    this.chainAdmin = new AdminChainService(db, ports.chain);
  }

  async listCollections(page: Page, search?: string) {
    const out = await adminCollections(this.db, window(page), search?.trim() || undefined);
    return { data: out.rows.map((r) => presentAdminCollection(r.row, r.nftsCount)), total: out.total };
  }

  async showCollection(id: number) {
    const found = await findCollection(this.db, String(id));
    if (!found) throw new AppError('NOT_FOUND');
    return presentAdminCollection(found.row, found.nftsCount);
  }

  /** Stores an image upload as a content medium (checked by content); 422 for anything but an image. */
  private async coverOf(form: AdminForm<unknown>, by: number, tx: Db): Promise<number | undefined> {
    if (!form.file) return undefined;
    const prepared = await this.ports.media.prepareUpload(form.file, { userId: by });
    if (prepared.values.mediaType !== 'image') throw fieldInvalid('nft_collection.cover_file', 'must be an image');
    return (await this.ports.media.insertPrepared(prepared, tx)).id;
  }

  private async checkSlugs(input: CollectionInputValue, exceptId?: number): Promise<void> {
    const slugs = [input.slug, ...Object.values(input.translated_slugs ?? {})].filter(
      (s): s is string => typeof s === 'string',
    );
    const taken = await collectionSlugsTaken(this.db, slugs, exceptId);
    if (taken.length > 0) throw this.writes.slugTaken(taken);
  }

  private collectionValues(input: CollectionInputValue) {
    const translated = Object.fromEntries(
      Object.entries(input.translated_slugs ?? {}).filter((e): e is [string, string] => typeof e[1] === 'string'),
    );
    return {
      slug: input.slug,
      translatedSlugs: translated,
      name: plain(input.name as Localized),
      description: sanitized(input.description as Localized | undefined),
      networkChainId: input.network_chain_id ?? null,
    };
  }

  async createCollection(form: AdminForm<CollectionInputValue>, by: number) {
    await this.checkSlugs(form.value);
    const row = await this.writes.slugSafe(() =>
      inTransaction(this.db, async (tx) => {
        const cover = await this.coverOf(form, by, tx);
        const created = await insertCollection(tx, {
          ...this.collectionValues(form.value),
          coverMediumId: cover ?? null,
        });
        await this.writes.audit(by, 'create', created.id, { slug: created.slug }, tx);
        return created;
      }),
    );
    return presentAdminCollection(row, 0);
  }

  async updateCollection(id: number, form: AdminForm<CollectionInputValue>, by: number) {
    if (!(await findCollection(this.db, String(id)))) throw new AppError('NOT_FOUND');
    await this.checkSlugs(form.value, id);
    await this.writes.slugSafe(() =>
      inTransaction(this.db, async (tx) => {
        const cover = await this.coverOf(form, by, tx);
        const updated = await updateCollection(tx, id, {
          ...this.collectionValues(form.value),
          ...(cover ? { coverMediumId: cover } : {}),
        });
        if (!updated) throw new AppError('NOT_FOUND');
        await this.writes.audit(by, 'update', id, { slug: updated.slug }, tx);
      }),
    );
    return this.showCollection(id);
  }

  async listNfts(page: Page, filters: AdminNftFilters = {}) {
    const out = await adminNfts(this.db, window(page), { ...filters, search: filters.search?.trim() || undefined });
    const benefits = await benefitsOf(
      this.db,
      out.rows.map((r) => r.id),
    );
    return {
      data: out.rows.map((r) =>
        presentAdminNft(
          r,
          benefits.filter((b) => b.nftId === r.id),
        ),
      ),
      total: out.total,
    };
  }

  /** An NFT's holders (the indexer's balances) with their users; 404 for an unknown NFT. */
  async holders(id: number, page: Page, search?: string) {
    if (!(await findNftRow(this.db, id))) throw new AppError('NOT_FOUND');
    const out = await nftHolders(this.db, id, window(page), search?.trim() || undefined);
    return { data: out.rows.map(presentAdminHolder), total: out.total };
  }

  async showNft(id: number) {
    const row = await findNftRow(this.db, id);
    if (!row) throw new AppError('NOT_FOUND');
    return presentAdminNft(row, await benefitsOf(this.db, [id]));
  }

  /** Stores an NFT's file as a content medium: an image or a video (its renditions come from the transcode job). */
  private async mediumOf(form: AdminForm<unknown>, by: number, tx: Db): Promise<number | undefined> {
    if (!form.file) return undefined;
    const prepared = await this.ports.media.prepareUpload(form.file, { userId: by });
    if (prepared.values.mediaType !== 'image' && prepared.values.mediaType !== 'video') {
      throw fieldInvalid('nft.file', 'must be an image or a video');
    }
    return (await this.ports.media.insertPrepared(prepared, tx)).id;
  }

  private nftValues(input: NftInputValue) {
    return {
      collectionId: Number(input.nft_collection_id),
      name: plain(input.name as Localized),
      description: sanitized(input.description as Localized | undefined),
      rarity: (input.rarity ?? 'common') as NftRow['rarity'],
      supply: input.amount,
      publiclyVisible: input.publicly_visible ?? true,
      videoOptions: input.video_options ?? { autoplay: true, loop: true, show_controls: false },
    };
  }

  private benefitValues(input: NftInputValue) {
    return (input.benefits ?? []).map((b) => ({
      id: b.id ? Number(b.id) : undefined,
      title: plain(b.title as Localized),
      description: plain(b.description as Localized | undefined),
      secret: b.secret,
    }));
  }

  private async checkCollection(input: NftInputValue): Promise<void> {
    if (!(await findCollection(this.db, input.nft_collection_id))) {
      throw fieldInvalid('nft.nft_collection_id', 'is not a collection');
    }
  }

  async createNft(form: AdminForm<NftInputValue>, by: number) {
    await this.checkCollection(form.value);
    const id = await inTransaction(this.db, async (tx) => {
      const medium = await this.mediumOf(form, by, tx);
      const row = await insertNft(tx, { ...this.nftValues(form.value), mediumId: medium ?? null });
      await replaceBenefits(tx, row.id, this.benefitValues(form.value));
      await this.nftWrites.audit(by, 'create', row.id, { supply: row.supply }, tx);
      return row.id;
    });
    return this.showNft(id);
  }

  /** Replaces an NFT (its medium only when a file came); the supply cannot go below the minted copies (422). */
  async updateNft(id: number, form: AdminForm<NftInputValue>, by: number) {
    await this.checkCollection(form.value);
    await inTransaction(this.db, async (tx) => {
      const before = await lockNft(tx, id);
      if (!before) throw new AppError('NOT_FOUND');
      if (form.value.amount < before.minted) {
        throw fieldInvalid('nft.amount', `cannot be less than the ${before.minted} copies minted`);
      }
      const medium = await this.mediumOf(form, by, tx);
      await updateNft(tx, id, { ...this.nftValues(form.value), ...(medium ? { mediumId: medium } : {}) });
      await replaceBenefits(tx, id, this.benefitValues(form.value));
      await this.nftWrites.audit(by, 'update', id, { supply: form.value.amount }, tx);
    });
    return this.showNft(id);
  }

  /**
   * Mints copies of an NFT to a fan's wallet (a hot wallet made first when they have none), once
   * per key, within the supply (docs/NFTS.md "Decisions": the copies are taken from the supply
   * once the record is new, and given back when the mint fails).
   */
  async mint(
    id: number,
    input: { user_id: string; amount: number },
    key: string,
    by: number,
  ): Promise<{ row: TransactionRow; created: boolean }> {
    const services = this.ports.chain.require();
    const nft = await findNftRow(this.db, id);
    if (!nft) throw new AppError('NOT_FOUND');
    const user = await mintRecipient(this.db, Number(input.user_id));
    if (!user) throw new AppError('NOT_FOUND');
    let wallet = checksummed(user.wallet);
    if (!wallet) {
      wallet = (await services.wallets.ensure(user.id)).address;
      await this.ports.forgetUser(user.uid);
    }
    const amount = input.amount;
    return this.chainAdmin.mintNft(by, { to: wallet as Address, tokenId: BigInt(id), amount: BigInt(amount) }, key, {
      reserve: async () => {
        if (!(await reserveMint(this.db, id, amount))) {
          throw new AppError('VALIDATION_FAILED', 'Not enough of the supply is left for this mint.', {
            'mint.amount': [`exceeds the supply left (${nft.supply - nft.minted} of ${nft.supply})`],
          });
        }
      },
      release: () => releaseMint(this.db, id, amount),
    });
  }
}
