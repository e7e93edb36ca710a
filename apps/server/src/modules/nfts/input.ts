/**
 * The requests of the NFT routes (docs/NFTS.md "Fan routes", "Admin routes"): the fans' queries,
 * the admins' bodies (JSON, or multipart with the record as JSON in `<key>[data]` and its file).
 */
import type { FastifyRequest } from 'fastify';
import { Type, type Static, type TSchema } from 'typebox';
import { Value } from 'typebox/value';
import { NFT_RARITIES, NFT_SORTS, NFT_SORT_DIRECTIONS } from '@tribune/domain';
import { AppError, fieldInvalid } from '../../http/errors.ts';
import { findUnsafeValue, Int64Id, PageQuery, SLUG_OPTIONS, Text } from '../../http/input.ts';
import { eachPart, readFilePart, refusedFile, type FilePart } from '../../http/multipart.ts';
import { localizedInput } from '../../platform/participation/index.ts';

/** A collection by its id or any of its slugs. */
export const CollectionRefParams = Type.Object({
  id_or_slug: Type.String({ minLength: 1, maxLength: 120, pattern: '^[a-z0-9][a-z0-9-]*$' }),
});

/** A record by its id (a collection, an NFT = its token id, a benefit). */
export const IdParams = Type.Object({ id: Int64Id });

/**
 * A user by their slug, in the `id` position the other `/v2/users/:id/...` routes share (one
 * parameter name per position of the router).
 */
export const UserSlugParams = Type.Object({ id: Type.String({ ...SLUG_OPTIONS, description: "The user's slug." }) });

/** A page of a list. */
export const PagedQuery = Type.Object({ ...PageQuery });

const AdminSearch = Type.Optional(
  Text({ maxLength: 100, description: 'A search in the names (any language) and slugs.' }),
);

/** The admins' collections: a search in names and slugs, a page (docs/NFTS.md "Admin routes"). */
export const AdminCollectionsQuery = Type.Object({ search: AdminSearch, ...PageQuery });

/** The admins' NFTs: a search in names (or an NFT's id), one collection's, a page. */
export const AdminNftsQuery = Type.Object({
  search: AdminSearch,
  collection_id: Type.Optional(Int64Id),
  ...PageQuery,
});

/** An NFT's holders: a search in the users' names and slugs and the address, a page. */
export const HoldersQuery = Type.Object({ search: AdminSearch, ...PageQuery });

/** The admins' filters of the NFT list. */
export interface AdminNftFilters {
  search?: string;
  collectionId?: number;
}

const Bool = Type.String({ enum: ['true', 'false'] });

/** The caller's NFTs: `by_current_user=true` with the filters of docs/NFTS.md "Fan routes". */
export const NftsQuery = Type.Object({
  by_current_user: Type.Optional(Bool),
  sort_by: Type.Optional(Type.String({ enum: [...NFT_SORTS], default: 'collection' })),
  sort_direction: Type.Optional(Type.String({ enum: [...NFT_SORT_DIRECTIONS], default: 'asc' })),
  by_collection: Type.Optional(Int64Id),
  frozen_or_burnt: Type.Optional(Bool),
  tradable: Type.Optional(Bool),
  q: Type.Optional(Text({ maxLength: 100 })),
  ...PageQuery,
});

/** The filters of the caller's list as the service reads them. */
export interface NftFilters {
  sortBy: (typeof NFT_SORTS)[number];
  direction: (typeof NFT_SORT_DIRECTIONS)[number];
  collectionId?: number;
  frozenOnly: boolean;
  /** Only NFTs with a movable duplicate (balance − frozen − locked above 1): what can be gifted. */
  tradableOnly: boolean;
  /** A name search; only with more than one character. */
  q?: string;
}

/** The filters of a validated query. */
export function filtersOf(query: Static<typeof NftsQuery>): NftFilters {
  const q = query.q?.trim();
  return {
    sortBy: (query.sort_by ?? 'collection') as NftFilters['sortBy'],
    direction: (query.sort_direction ?? 'asc') as NftFilters['direction'],
    collectionId: query.by_collection ? Number(query.by_collection) : undefined,
    frozenOnly: query.frozen_or_burnt === 'true',
    tradableOnly: query.tradable === 'true',
    q: q && q.length > 1 ? q : undefined,
  };
}

/** A gift (docs/NFTS.md "Gifting"): `{ gift: { target_user_slug } }`, the recipient by their slug. */
export const GiftBody = Type.Object(
  {
    gift: Type.Object(
      { target_user_slug: Type.String({ ...SLUG_OPTIONS, description: "The recipient's slug." }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** The header of a benefit's redeem: the Idempotency-Key. */
export const RedeemHeaders = Type.Object({
  'idempotency-key': Type.Optional(Text({ minLength: 1, maxLength: 100 })),
});

const LocaleSlug = Type.Optional(Type.String(SLUG_OPTIONS));

/** A collection as admins write it. */
export const CollectionInput = Type.Object(
  {
    slug: Type.String(SLUG_OPTIONS),
    translated_slugs: Type.Optional(
      Type.Object({ en: LocaleSlug, de: LocaleSlug, it: LocaleSlug }, { additionalProperties: false }),
    ),
    name: localizedInput(200, true),
    description: Type.Optional(localizedInput(20_000, false)),
    network_chain_id: Type.Optional(Type.Union([Type.Integer({ minimum: 1, maximum: 2 ** 53 - 1 }), Type.Null()])),
  },
  { additionalProperties: false },
);
export type CollectionInputValue = Static<typeof CollectionInput>;

const BenefitInput = Type.Object(
  {
    id: Type.Optional(Int64Id),
    title: localizedInput(200, true),
    description: Type.Optional(localizedInput(5_000, false)),
    secret: Text({ minLength: 1, maxLength: 2_000 }),
  },
  { additionalProperties: false },
);

/** An NFT as admins write it (its id, the token id, is given by the server). */
export const NftInput = Type.Object(
  {
    nft_collection_id: Int64Id,
    name: localizedInput(200, true),
    description: Type.Optional(localizedInput(20_000, false)),
    rarity: Type.Optional(Type.String({ enum: [...NFT_RARITIES] })),
    amount: Type.Integer({ minimum: 1, maximum: 1_000_000_000, description: 'The supply.' }),
    publicly_visible: Type.Optional(Type.Boolean()),
    video_options: Type.Optional(
      Type.Object(
        { autoplay: Type.Boolean(), loop: Type.Boolean(), show_controls: Type.Boolean() },
        { additionalProperties: false },
      ),
    ),
    benefits: Type.Optional(Type.Array(BenefitInput, { maxItems: 20 })),
  },
  { additionalProperties: false },
);
export type NftInputValue = Static<typeof NftInput>;

/** The JSON bodies of the admins' writes. */
export const CollectionBody = Type.Object({ nft_collection: CollectionInput }, { additionalProperties: false });
export const NftBody = Type.Object({ nft: NftInput }, { additionalProperties: false });

const multipartNote = (key: string, file: string) =>
  `JSON, or multipart/form-data with the record as JSON in ${key}[data] and the file ${key}[${file}].`;

/** The request body of an admin write as the route declares it (multipart is read by `readAdminForm`). */
export const adminWriteBody = (schema: TSchema, key: string, file: string) => ({
  content: { 'application/json': { schema: { ...schema, description: multipartNote(key, file) } } },
});

/** The mint of copies to a fan: `{ mint: { user_id, amount } }`. */
export const MintBody = Type.Object(
  {
    mint: Type.Object(
      { user_id: Int64Id, amount: Type.Integer({ minimum: 1, maximum: 1_000_000 }) },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);

/** A record read from an admin write, with its file when one came. */
export interface AdminForm<T> {
  value: T;
  file?: FilePart & { filename: string };
}

/** The 422 of a value its schema refuses, naming the fields. */
function refused(key: string, schema: TSchema, value: unknown): AppError {
  const fields: Record<string, string[]> = {};
  for (const e of Value.Errors(schema, value).slice(0, 10)) {
    const field = `${key}${e.instancePath.replaceAll('/', '.')}`;
    (fields[field] ??= []).push(e.message);
  }
  return new AppError('VALIDATION_FAILED', undefined, fields);
}

/**
 * Reads an admin write: the JSON body (already checked by the route's schema), or a multipart form
 * with the record as JSON in `<key>[data]` (checked here by the same schema) and at most one file
 * in `<key>[<file>]`.
 */
export async function readAdminForm<S extends TSchema>(
  req: FastifyRequest,
  maxBytes: number,
  key: string,
  file: string,
  schema: S,
): Promise<AdminForm<Static<S>>> {
  if (!req.isMultipart()) {
    // A JSON body was checked by the route's schema; one without a body (or of another type) was not.
    const value = (req.body as Record<string, unknown> | undefined)?.[key];
    if (value === undefined || value === null) throw fieldInvalid(key, "can't be blank");
    if (!Value.Check(schema, value)) throw refused(key, schema, value);
    return { value: value as Static<S> };
  }
  let data: unknown;
  let upload: AdminForm<Static<S>>['file'];
  await eachPart(req, maxBytes, async (part) => {
    if (part.type === 'file') {
      if (part.fieldname !== `${key}[${file}]` || upload) throw refusedFile(part);
      upload = { ...(await readFilePart(part, maxBytes)), filename: part.filename };
      return;
    }
    if (part.fieldname !== `${key}[data]` || data !== undefined)
      throw fieldInvalid(part.fieldname, 'is not a known field');
    if (part.valueTruncated) throw fieldInvalid(`${key}.data`, 'is too long');
    try {
      data = JSON.parse(String(part.value));
    } catch {
      throw fieldInvalid(`${key}.data`, 'must be JSON');
    }
  });
  if (data === undefined) throw fieldInvalid(`${key}.data`, "can't be blank");
  const unsafe = findUnsafeValue(data);
  if (unsafe) throw fieldInvalid(`${key}${unsafe.path}`, unsafe.message);
  if (!Value.Check(schema, data)) throw refused(key, schema, data);
  return { value: data as Static<S>, file: upload };
}
