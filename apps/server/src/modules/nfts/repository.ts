/**
 * The queries of collections, NFTs, benefits and provenance (drizzle and SQL only, no rules). A
 * viewer's copies come from `nft_balances` joined by their EIP-55 address, in the list's statement.
 */
import { and, asc, desc, eq, getTableColumns, gt, inArray, isNull, notInArray, or, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../db/client.ts';
import { pagedWithTotal } from '../../db/paged.ts';
import { preparedOnce, statement } from '../../db/statements.ts';
import {
  nftBalances,
  nftBenefitRedemptions,
  nftBenefits,
  nftCollectionSlugs,
  nftCollections,
  nftMoves,
  nfts,
  users,
  type Localized,
} from '../../db/schema.ts';
import type { AdminNftFilters, NftFilters } from './input.ts';
import { lockedCopiesSql } from './lock-repository.ts';

export type CollectionRow = typeof nftCollections.$inferSelect;
export type NftRow = typeof nfts.$inferSelect;
export type BenefitRow = typeof nftBenefits.$inferSelect;
export type MoveRow = typeof nftMoves.$inferSelect;

/** An NFT with the copies of the address it was read for. */
export interface HeldNftRow {
  nft: NftRow;
  amount: number;
  frozen: number;
}

/** A page with its total. */
export interface Paged<T> {
  rows: T[];
  total: number;
}

const NO_ADDRESS = '';

/** The public NFTs of a collection, counted in SQL. */
/**
 * The count of a collection's public NFTs. The outer column is written with its table: Drizzle
 * writes a column of a one-table select unqualified, and inside the subquery a bare "id" is `n.id`.
 */
const publicCount = sql<number>`(select count(*) from nfts n
  where n.collection_id = "nft_collections"."id" and n.publicly_visible)`.mapWith(Number);

/** Collections, newest first, each with its count of public NFTs. */
export async function listCollections(
  db: Db,
  page: { limit: number; offset: number },
  where?: SQL,
): Promise<Paged<{ row: CollectionRow; nftsCount: number }>> {
  const rows = await db
    .select({
      row: getTableColumns(nftCollections),
      nftsCount: publicCount,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(nftCollections)
    .where(where)
    .orderBy(desc(nftCollections.id))
    .limit(page.limit)
    .offset(page.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) total = await countCollections(db, where);
  return { rows: rows.map((r) => ({ row: r.row, nftsCount: r.nftsCount })), total };
}

async function countCollections(db: Db, where?: SQL): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)`.mapWith(Number) })
    .from(nftCollections)
    .where(where);
  return row?.n ?? 0;
}

/** A collection by id or by any of its slugs, with its count of public NFTs. */
export async function findCollection(
  db: Db,
  ref: string,
): Promise<{ row: CollectionRow; nftsCount: number } | undefined> {
  const byId = /^[0-9]{1,18}$/.test(ref);
  const where = byId
    ? eq(nftCollections.id, Number(ref))
    : inArray(
        nftCollections.id,
        db
          .select({ id: nftCollectionSlugs.collectionId })
          .from(nftCollectionSlugs)
          .where(eq(nftCollectionSlugs.slug, ref)),
      );
  const [found] = await db
    .select({ row: getTableColumns(nftCollections), nftsCount: publicCount })
    .from(nftCollections)
    .where(where);
  return found;
}

/** Collections by id, each with its count of public NFTs. */
/** A bigint[] of ids as one bound value (`string_to_array` of a placeholder: the same SQL on either driver). */
const idsIn = (column: SQL | typeof nftCollections.id | typeof nftBenefits.nftId) =>
  sql`${column} = any(string_to_array(${sql.placeholder('ids')}, ',')::bigint[])`;

const collectionsOf = preparedOnce((db) =>
  db
    .select({ row: getTableColumns(nftCollections), nftsCount: publicCount })
    .from(nftCollections)
    .where(idsIn(nftCollections.id))
    .prepare(''),
);

export async function collectionsByIds(
  db: Db,
  ids: number[],
): Promise<Array<{ row: CollectionRow; nftsCount: number }>> {
  if (ids.length === 0) return [];
  return collectionsOf(db).execute({ ids: [...new Set(ids)].join(',') });
}

const held = (address: string | null) =>
  and(eq(nftBalances.tokenId, nfts.id), eq(nftBalances.address, address ?? NO_ADDRESS));

/** An NFT and the joined balance's copies (0 without a balance row). */
export const heldNftColumns = {
  nft: getTableColumns(nfts),
  amount: sql<number>`coalesce(${nftBalances.balance}, 0)`.mapWith(Number),
  frozen: sql<number>`coalesce(${nftBalances.frozen}, 0)`.mapWith(Number),
};

const heldColumns = {
  ...heldNftColumns,
  total: sql<number>`count(*) over ()`.mapWith(Number),
};

function paged(rows: Array<HeldNftRow & { total: number }>): Paged<HeldNftRow> {
  return { rows: rows.map(({ nft, amount, frozen }) => ({ nft, amount, frozen })), total: rows[0]?.total ?? 0 };
}

/**
 * A collection's NFTs the viewer sees (public ones, hidden ones they hold, all for admins), by id,
 * with the viewer's copies, in ONE statement.
 */
export async function collectionNfts(
  db: Db,
  collectionId: number,
  viewer: { address: string | null; admin: boolean },
  page: { limit: number; offset: number },
): Promise<Paged<HeldNftRow>> {
  const sees = viewer.admin ? sql`true` : sql`(${nfts.publiclyVisible} or coalesce(${nftBalances.balance}, 0) > 0)`;
  const rows = await db
    .select(heldColumns)
    .from(nfts)
    .leftJoin(nftBalances, held(viewer.address))
    .where(and(eq(nfts.collectionId, collectionId), sees))
    .orderBy(asc(nfts.id))
    .limit(page.limit)
    .offset(page.offset);
  return paged(rows);
}

const RARITY_ORDER = sql`case ${nfts.rarity} when 'common' then 0 when 'rare' then 1 when 'epic' then 2 else 3 end`;

/** A LIKE pattern that matches the text itself (its % and _ escaped). */
const containing = (q: string) => `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * The NFTs an address holds (at least one copy), filtered and ordered as the caller's list asks,
 * with the copies, in ONE statement. `publicOnly`: only publicly visible ones (another user's list).
 */
export async function heldNfts(
  db: Db,
  address: string,
  opts: { filters?: NftFilters; publicOnly: boolean; locale: string; userId?: number },
  page: { limit: number; offset: number },
): Promise<Paged<HeldNftRow>> {
  const f = opts.filters;
  const shape: HeldShape = {
    publicOnly: opts.publicOnly,
    collection: f?.collectionId !== undefined,
    frozenOnly: f?.frozenOnly === true,
    tradable: f?.tradableOnly ? (opts.userId === undefined ? 'unlocked' : 'lock-aware') : 'all',
    q: f?.q !== undefined && f.q !== '',
    sortBy: f?.sortBy ?? 'collection',
    desc: f?.direction === 'desc',
  };
  const rows = await heldStatement(db, shape).execute({
    address,
    limit: page.limit,
    offset: page.offset,
    collectionId: f?.collectionId ?? 0,
    q: f?.q ? containing(f.q) : '',
    userId: opts.userId ?? 0,
    locale: opts.locale,
  });
  if (rows.length === 0 && page.offset > 0) {
    const [n] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(nftBalances)
      .innerJoin(nfts, eq(nfts.id, nftBalances.tokenId))
      .where(and(...heldWhere(shape)));
    return { rows: [], total: n?.n ?? 0 };
  }
  return paged(rows);
}

/** The structural choices of a held-NFTs list: its statement is built once per shape and database. */
interface HeldShape {
  publicOnly: boolean;
  collection: boolean;
  frozenOnly: boolean;
  /** Movable duplicates only: against the user's locks, or (no user) balance − frozen alone. */
  tradable: 'all' | 'lock-aware' | 'unlocked';
  q: boolean;
  sortBy: NonNullable<NftFilters['sortBy']>;
  desc: boolean;
}

const p = sql.placeholder;

/** The held list's conditions, with placeholders for the address, collection, user and search. */
function heldWhere(shape: HeldShape): SQL[] {
  const where: SQL[] = [eq(nftBalances.address, p('address')), gt(nftBalances.balance, '0')];
  if (shape.publicOnly) where.push(eq(nfts.publiclyVisible, true));
  if (shape.collection) where.push(eq(nfts.collectionId, p('collectionId')));
  if (shape.frozenOnly) where.push(gt(nftBalances.frozen, '0'));
  if (shape.tradable !== 'all') {
    // Movable duplicates only (docs/NFTS.md "Gifting"): balance − frozen − locked above 1.
    const locked =
      shape.tradable === 'unlocked'
        ? sql`0`
        : sql`coalesce((select l.locked from ${lockedCopiesSql(sql`${p('userId')}`)} l where l.nft_id = ${nfts.id}), 0)`;
    where.push(sql`${nftBalances.balance} - ${nftBalances.frozen} - ${locked} > 1`);
  }
  if (shape.q) {
    where.push(sql`exists (select 1 from jsonb_each_text(${nfts.name}) t where t.value ilike ${p('q')})`);
  }
  return where;
}

const heldStatements = new WeakMap<Db, Map<string, ReturnType<typeof buildHeld>>>();

function buildHeld(db: Db, shape: HeldShape) {
  const dir = shape.desc ? desc : asc;
  const name = sql`lower(coalesce(${nfts.name}->>${p('locale')}, ${nfts.name}->>'en'))`;
  const order: SQL[] =
    shape.sortBy === 'name'
      ? [dir(name)]
      : shape.sortBy === 'amount'
        ? [dir(nftBalances.balance)]
        : shape.sortBy === 'rarity'
          ? [dir(RARITY_ORDER)]
          : [dir(nfts.collectionId)];
  return db
    .select(heldColumns)
    .from(nftBalances)
    .innerJoin(nfts, eq(nfts.id, nftBalances.tokenId))
    .where(and(...heldWhere(shape)))
    .orderBy(...order, dir(nfts.id))
    .limit(p('limit'))
    .offset(p('offset'))
    .prepare('');
}

function heldStatement(db: Db, shape: HeldShape) {
  let byShape = heldStatements.get(db);
  if (!byShape) heldStatements.set(db, (byShape = new Map()));
  const key = JSON.stringify(shape);
  let prepared = byShape.get(key);
  if (!prepared) byShape.set(key, (prepared = buildHeld(db, shape)));
  return prepared;
}

/** The meta of an address's list: the collections it holds NFTs of, and whether it has a movable (lock-aware) duplicate. */
export async function holderMeta(
  db: Db,
  address: string,
  userId: number,
): Promise<{ collections: CollectionRow[]; hasDuplicates: boolean }> {
  const collections = await heldCollections(db).execute({ address });
  const [dup] = rowsOf<{ yes: boolean }>(await movableDuplicate(db, { address, userId }));
  return { collections, hasDuplicates: dup?.yes === true };
}

const heldCollections = preparedOnce((db) =>
  db
    .select()
    .from(nftCollections)
    .where(
      inArray(
        nftCollections.id,
        db
          .select({ id: nfts.collectionId })
          .from(nftBalances)
          .innerJoin(nfts, eq(nfts.id, nftBalances.tokenId))
          .where(and(eq(nftBalances.address, p('address')), gt(nftBalances.balance, '0'))),
      ),
    )
    .orderBy(asc(nftCollections.id))
    .prepare(''),
);

const movableDuplicate = statement<{ address: string; userId: number }>({
  build: (ph) => sql`select exists (select 1 from nft_balances b join nfts n on n.id = b.token_id
      left join ${lockedCopiesSql(sql`${ph.userId}`)} l on l.nft_id = b.token_id
      where b.address = ${ph.address} and b.balance - b.frozen - coalesce(l.locked, 0) > 1) as yes`,
});

/** One NFT with the viewer's copies. */
export async function findNft(db: Db, id: number, address: string | null): Promise<HeldNftRow | undefined> {
  const [row] = await db.select(heldColumns).from(nfts).leftJoin(nftBalances, held(address)).where(eq(nfts.id, id));
  return row ? { nft: row.nft, amount: row.amount, frozen: row.frozen } : undefined;
}

/** The benefits of these NFTs, in their order. */
export async function benefitsOf(db: Db, nftIds: number[]): Promise<BenefitRow[]> {
  if (nftIds.length === 0) return [];
  return benefitsOfIds(db).execute({ ids: nftIds.join(',') });
}

const benefitsOfIds = preparedOnce((db) =>
  db
    .select()
    .from(nftBenefits)
    .where(idsIn(nftBenefits.nftId))
    .orderBy(asc(nftBenefits.sortOrder), asc(nftBenefits.id))
    .prepare(''),
);

/** The benefits among these a user redeemed. */
export async function redeemedBy(db: Db, userId: number, benefitIds: number[]): Promise<Set<number>> {
  if (benefitIds.length === 0) return new Set();
  const rows = await db
    .select({ id: nftBenefitRedemptions.benefitId })
    .from(nftBenefitRedemptions)
    .where(and(eq(nftBenefitRedemptions.userId, userId), inArray(nftBenefitRedemptions.benefitId, benefitIds)));
  return new Set(rows.map((r) => r.id));
}

/** A benefit by id. */
export async function findBenefit(db: Db, id: number): Promise<BenefitRow | undefined> {
  const [row] = await db.select().from(nftBenefits).where(eq(nftBenefits.id, id));
  return row;
}

/** A user's redemption of a benefit. */
export async function findRedemption(db: Db, userId: number, benefitId: number) {
  const [row] = await db
    .select()
    .from(nftBenefitRedemptions)
    .where(and(eq(nftBenefitRedemptions.userId, userId), eq(nftBenefitRedemptions.benefitId, benefitId)));
  return row;
}

/** Records a redemption unless the user has one; answers whether this call recorded it. */
export async function insertRedemption(db: Db, userId: number, benefitId: number, key: string): Promise<boolean> {
  const rows = await db
    .insert(nftBenefitRedemptions)
    .values({ userId, benefitId, idempotencyKey: key })
    .onConflictDoNothing({ target: [nftBenefitRedemptions.userId, nftBenefitRedemptions.benefitId] })
    .returning({ id: nftBenefitRedemptions.id });
  return rows.length === 1;
}

/** A page of an NFT's moves, newest first. */
export async function movesOf(
  db: Db,
  tokenId: number,
  page: { limit: number; offset: number },
): Promise<Paged<MoveRow>> {
  const out = await pagedWithTotal(db, nftMoves, {
    where: eq(nftMoves.tokenId, tokenId),
    orderBy: [desc(nftMoves.blockNumber), desc(nftMoves.logIndex), desc(nftMoves.id)],
    limit: page.limit,
    offset: page.offset,
  });
  return { rows: out.rows, total: out.total };
}

/** The users (their ids) of wallet addresses, keyed by the lowercased address. */
export async function userIdsByWallet(db: Db, addresses: string[]): Promise<Map<string, number>> {
  const lowered = [...new Set(addresses.map((a) => a.toLowerCase()))];
  const found = new Map<string, number>();
  if (lowered.length === 0) return found;
  const rows = await db
    .select({ id: users.id, wallet: users.walletAddress })
    .from(users)
    .where(and(inArray(sql`lower(${users.walletAddress})`, lowered), sql`${users.deletedAt} is null`));
  for (const r of rows) if (r.wallet) found.set(r.wallet.toLowerCase(), r.id);
  return found;
}

/** A user's id and wallet by slug (deleted users are not found). */
export async function userWalletBySlug(
  db: Db,
  slug: string,
): Promise<{ id: number; wallet: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, wallet: users.walletAddress })
    .from(users)
    .where(and(eq(users.slug, slug), sql`${users.deletedAt} is null`));
  return row;
}

// ----- admin writes -----

/** The slugs among these that another collection answers to. */
export async function collectionSlugsTaken(db: Db, slugs: string[], exceptId?: number): Promise<string[]> {
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ slug: nftCollectionSlugs.slug })
    .from(nftCollectionSlugs)
    .where(and(inArray(nftCollectionSlugs.slug, slugs), sql`${nftCollectionSlugs.collectionId} <> ${exceptId ?? -1}`));
  return rows.map((r) => r.slug);
}

export type CollectionValues = Omit<typeof nftCollections.$inferInsert, 'id'>;

/** Replaces a collection's slug index: its slug and every translated one. */
async function writeCollectionSlugs(tx: Db, id: number, slug: string, translated: Localized): Promise<void> {
  await tx.delete(nftCollectionSlugs).where(eq(nftCollectionSlugs.collectionId, id));
  const seen = new Set([slug]);
  const rows: Array<typeof nftCollectionSlugs.$inferInsert> = [{ slug, collectionId: id, locale: null }];
  for (const [locale, s] of Object.entries(translated)) {
    if (seen.has(s)) continue;
    seen.add(s);
    rows.push({ slug: s, collectionId: id, locale });
  }
  await tx.insert(nftCollectionSlugs).values(rows);
}

/** Inserts a collection with its slug index (in the caller's transaction). */
export async function insertCollection(tx: Db, values: CollectionValues): Promise<CollectionRow> {
  const [row] = await tx.insert(nftCollections).values(values).returning();
  await writeCollectionSlugs(tx, row!.id, row!.slug, row!.translatedSlugs);
  return row!;
}

/** Replaces a collection's fields and slug index; undefined when it does not exist. */
export async function updateCollection(
  tx: Db,
  id: number,
  values: Partial<CollectionValues>,
): Promise<CollectionRow | undefined> {
  const [row] = await tx
    .update(nftCollections)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(nftCollections.id, id))
    .returning();
  if (row) await writeCollectionSlugs(tx, row.id, row.slug, row.translatedSlugs);
  return row;
}

/** A text in any language of a translated column contains the search. */
const nameContains = (column: SQL | typeof nfts.name, search: string) =>
  sql`exists (select 1 from jsonb_each_text(${column}) t where t.value ilike ${containing(search)})`;

/** Every collection for admins, newest first; a search in its names and any of its slugs. */
export async function adminCollections(db: Db, page: { limit: number; offset: number }, search?: string) {
  const where = search
    ? or(
        nameContains(sql`${nftCollections.name}`, search),
        inArray(
          nftCollections.id,
          db
            .select({ id: nftCollectionSlugs.collectionId })
            .from(nftCollectionSlugs)
            .where(sql`${nftCollectionSlugs.slug} ilike ${containing(search)}`),
        ),
      )
    : undefined;
  return listCollections(db, page, where);
}

/** Every NFT for admins, newest first: one collection's, a search in its names (or its id). */
export async function adminNfts(
  db: Db,
  page: { limit: number; offset: number },
  f: AdminNftFilters = {},
): Promise<Paged<NftRow>> {
  const parts: SQL[] = [];
  if (f.collectionId) parts.push(eq(nfts.collectionId, f.collectionId));
  if (f.search) {
    const byName = nameContains(nfts.name, f.search);
    parts.push(/^[0-9]{1,15}$/.test(f.search) ? or(byName, eq(nfts.id, Number(f.search)))! : byName);
  }
  return pagedWithTotal(db, nfts, {
    where: parts.length ? and(...parts) : undefined,
    orderBy: [desc(nfts.id)],
    limit: page.limit,
    offset: page.offset,
  });
}

/** A holder of an NFT: the address's copies and frozen copies, and its user (null: no user of ours). */
export interface HolderRow {
  address: string;
  balance: number;
  frozen: number;
  user: { id: number; displayName: string; slug: string } | null;
}

/**
 * The holders of an NFT as the indexer counted them (`nft_balances` with copies), most copies
 * first, each with the user whose wallet the address is; a search in the users' names, slugs and
 * the address.
 */
export async function nftHolders(
  db: Db,
  tokenId: number,
  page: { limit: number; offset: number },
  search?: string,
): Promise<Paged<HolderRow>> {
  const parts: SQL[] = [eq(nftBalances.tokenId, tokenId), gt(nftBalances.balance, '0')];
  if (search) {
    const pattern = containing(search);
    parts.push(
      or(
        sql`${users.displayName} ilike ${pattern}`,
        sql`${users.slug} ilike ${pattern}`,
        sql`${nftBalances.address} ilike ${pattern}`,
      )!,
    );
  }
  const where = and(...parts);
  const rows = await db
    .select({
      address: nftBalances.address,
      balance: sql<number>`${nftBalances.balance}`.mapWith(Number),
      frozen: sql<number>`${nftBalances.frozen}`.mapWith(Number),
      userId: users.id,
      displayName: users.displayName,
      slug: users.slug,
      total: sql<number>`count(*) over ()`.mapWith(Number),
    })
    .from(nftBalances)
    .leftJoin(users, and(sql`lower(${users.walletAddress}) = lower(${nftBalances.address})`, isNull(users.deletedAt)))
    .where(where)
    .orderBy(desc(nftBalances.balance), asc(nftBalances.address))
    .limit(page.limit)
    .offset(page.offset);
  let total = rows[0]?.total ?? 0;
  if (rows.length === 0 && page.offset > 0) {
    const [counted] = await db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(nftBalances)
      .leftJoin(users, and(sql`lower(${users.walletAddress}) = lower(${nftBalances.address})`, isNull(users.deletedAt)))
      .where(where);
    total = counted?.n ?? 0;
  }
  return {
    rows: rows.map((r) => ({
      address: r.address,
      balance: r.balance,
      frozen: r.frozen,
      user: r.userId !== null ? { id: r.userId, displayName: r.displayName ?? '', slug: r.slug ?? '' } : null,
    })),
    total,
  };
}

export type NftValues = Omit<typeof nfts.$inferInsert, 'id'>;

/** Inserts an NFT; its id (the token id) comes from the sequence. */
export async function insertNft(tx: Db, values: NftValues): Promise<NftRow> {
  const [row] = await tx.insert(nfts).values(values).returning();
  return row!;
}

/** An NFT's row. */
export async function findNftRow(db: Db, id: number): Promise<NftRow | undefined> {
  const [row] = await db.select().from(nfts).where(eq(nfts.id, id));
  return row;
}

/** A user a mint goes to: id, uid (their cache key) and wallet; deleted users are not found. */
export async function mintRecipient(
  db: Db,
  id: number,
): Promise<{ id: number; uid: string; wallet: string | null } | undefined> {
  const [row] = await db
    .select({ id: users.id, uid: users.uid, wallet: users.walletAddress })
    .from(users)
    .where(and(eq(users.id, id), sql`${users.deletedAt} is null`));
  return row;
}

/** Locks an NFT's row for an update. */
export async function lockNft(tx: Db, id: number): Promise<NftRow | undefined> {
  const [row] = await tx.select().from(nfts).where(eq(nfts.id, id)).for('update');
  return row;
}

/** Replaces an NFT's fields. */
export async function updateNft(tx: Db, id: number, values: Partial<NftValues>): Promise<NftRow> {
  const [row] = await tx
    .update(nfts)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(nfts.id, id))
    .returning();
  return row!;
}

/** Replaces an NFT's benefits: those named by id are updated, new ones inserted, the others deleted. */
export async function replaceBenefits(
  tx: Db,
  nftId: number,
  benefits: Array<{ id?: number; title: Localized; description: Localized; secret: string }>,
): Promise<void> {
  const kept = benefits.flatMap((b) => (b.id ? [b.id] : []));
  await tx
    .delete(nftBenefits)
    .where(and(eq(nftBenefits.nftId, nftId), kept.length ? notInArray(nftBenefits.id, kept) : undefined));
  for (const [i, b] of benefits.entries()) {
    const values = { title: b.title, description: b.description, secret: b.secret, sortOrder: i };
    if (b.id) {
      await tx
        .update(nftBenefits)
        .set(values)
        .where(and(eq(nftBenefits.id, b.id), eq(nftBenefits.nftId, nftId)));
    } else {
      await tx.insert(nftBenefits).values({ ...values, nftId });
    }
  }
}

/** Takes copies from what is left of the supply; false when not enough is left. */
export async function reserveMint(db: Db, id: number, amount: number): Promise<boolean> {
  const rows = await db
    .update(nfts)
    .set({ minted: sql`${nfts.minted} + ${amount}` })
    .where(and(eq(nfts.id, id), sql`${nfts.minted} + ${amount} <= ${nfts.supply}`))
    .returning({ id: nfts.id });
  return rows.length === 1;
}

/** Gives copies back to the supply (a mint that failed). */
export async function releaseMint(db: Db, id: number, amount: number): Promise<void> {
  await db
    .update(nfts)
    .set({ minted: sql`greatest(0, ${nfts.minted} - ${amount})` })
    .where(eq(nfts.id, id));
}
