/**
 * The form of a post, shared by group posts and feed posts (docs/COMMUNITY.md "Group posts"): JSON
 * `{<resource>: {...}}` or multipart with the fields nested under the resource name
 * (`group_post[body]`), `img_files[]` and `nft_ids[]`.
 */
import type { FastifyRequest } from 'fastify';
import { Type } from 'typebox';
import { fieldInvalid as invalid } from '../../http/errors.ts';
import { assertSafeField, PageQuery, Text } from '../../http/input.ts';
import { eachPart, readFilePart, refusedFile } from '../../http/multipart.ts';
import { SlugParam } from '../../platform/params.ts';
import type { UploadedFile } from '../../platform/user-media.ts';

/** At most this many images per post (`img_files[]`). */
export const MAX_POST_IMAGES = 4;
/** The longest post body, in characters of HTML. */
export const MAX_POST_BODY = 20_000;
/** At most this many NFTs per post (`nft_ids[]`). */
export const MAX_POST_NFTS = 10;
const MAX_BOOST_TEXT = 40;
const MAX_REF = 120;

/** The resources that take a post form. */
export type PostResource = 'group_post' | 'feed_post';

/** The JSON body of creating or editing a post of `resource`; multipart sends the same fields as `<resource>[field]`. */
export function postBody(resource: PostResource) {
  return Type.Object(
    {
      [resource]: Type.Object(
        {
          body: Type.Optional(Text({ maxLength: MAX_POST_BODY, description: 'Rich text (HTML), sanitized.' })),
          ...(resource === 'group_post'
            ? {
                fan_group_id: Type.Optional(
                  Type.String({
                    minLength: 1,
                    maxLength: MAX_REF,
                    pattern: '^[a-z0-9][a-z0-9-]*$',
                    description: "The group's id or slug (only when creating).",
                  }),
                ),
              }
            : {}),
          initial_boost: Type.Optional(
            Type.String({
              maxLength: MAX_BOOST_TEXT,
              description: 'Base units (8 decimals) as a base-10 integer; only when creating.',
            }),
          ),
          nft_ids: Type.Optional(
            Type.Array(Type.String({ minLength: 1, maxLength: 40, pattern: '^[0-9]+$' }), {
              maxItems: MAX_POST_NFTS,
              description:
                'NFTs shown with the post (docs/NFTS.md "NFTs in posts"): publicly visible NFTs the author holds, while the module nfts is on (422 otherwise, naming each id); on an edit they replace the shown NFTs, left out they stay.',
            }),
          ),
        },
        { additionalProperties: false },
      ),
    },
    {
      additionalProperties: false,
      description: `Also multipart/form-data: ${resource}[body], ... with img_files[] (at most ${MAX_POST_IMAGES}) and nft_ids[].`,
    },
  );
}

/** The request body of creating or editing a post of `resource`: JSON (`postBody`) or multipart, read by `readPostForm`. */
export function postWriteBody(resource: PostResource) {
  return { content: { 'application/json': { schema: postBody(resource) } } };
}

/** The multipart limits of a post form (images, NFTs, fields). */
export function postMultipartLimits(maxBytes: number) {
  return {
    fileSize: maxBytes,
    files: MAX_POST_IMAGES,
    fields: 6 + MAX_POST_NFTS,
    fieldSize: 64 * 1024,
    parts: 6 + MAX_POST_NFTS + MAX_POST_IMAGES,
  };
}

/** A post's path parameters (its slug, or a user's on their profile). */
export const PostParams = Type.Object({ slug: SlugParam });

/** `GET /v2/group_posts`: the group and the page. */
export const GroupPostListQuery = Type.Object({
  fan_group_id: Type.String({
    minLength: 1,
    maxLength: MAX_REF,
    pattern: '^[a-z0-9][a-z0-9-]*$',
    description: "The group's id or slug.",
  }),
  ...PageQuery,
});

/** A post as read from the request. */
export interface PostForm {
  body?: string;
  /** The group's id or slug (group posts). */
  groupRef?: string;
  initialBoost?: string;
  nftIds: string[];
  /** True when the request carried nft_ids (an edit then replaces the NFTs shown). */
  hasNfts: boolean;
  images: UploadedFile[];
  /** True when the request carried img_files (an edit then replaces the images). */
  hasImages: boolean;
}

type Field = 'body' | 'groupRef' | 'initialBoost';
const LIMITS: Record<Field, number> = { body: MAX_POST_BODY, groupRef: MAX_REF, initialBoost: MAX_BOOST_TEXT };

function fieldsOf(resource: PostResource): Record<string, Field> {
  const out: Record<string, Field> = {
    [`${resource}[body]`]: 'body',
    [`${resource}[initial_boost]`]: 'initialBoost',
  };
  if (resource === 'group_post') out['group_post[fan_group_id]'] = 'groupRef';
  return out;
}

function addNft(form: PostForm, resource: PostResource, value: string): void {
  if (!/^[0-9]{1,40}$/.test(value)) throw invalid(`${resource}.nft_ids`, 'must be ids');
  if (form.nftIds.length >= MAX_POST_NFTS) throw invalid(`${resource}.nft_ids`, `must be at most ${MAX_POST_NFTS}`);
  form.nftIds.push(value);
  form.hasNfts = true;
}

/** Reads the JSON or multipart form of a post of `resource`. */
export async function readPostForm(req: FastifyRequest, resource: PostResource, maxBytes: number): Promise<PostForm> {
  const form: PostForm = { nftIds: [], hasNfts: false, images: [], hasImages: false };
  if (!req.isMultipart()) {
    const raw = (req.body as Record<string, Record<string, unknown> | undefined> | undefined)?.[resource] ?? {};
    if (typeof raw.body === 'string') form.body = raw.body;
    if (typeof raw.fan_group_id === 'string') form.groupRef = raw.fan_group_id;
    if (typeof raw.initial_boost === 'string') form.initialBoost = raw.initial_boost;
    if (Array.isArray(raw.nft_ids)) {
      form.hasNfts = true;
      for (const id of raw.nft_ids) addNft(form, resource, String(id));
    }
    return form;
  }
  const fields = fieldsOf(resource);
  const nftFields = new Set(['nft_ids[]', `${resource}[nft_ids][]`]);
  const imageFields = new Set(['img_files[]', 'img_files', `${resource}[img_files][]`]);
  await eachPart(
    req,
    maxBytes,
    async (part) => {
      if (part.type === 'file') {
        if (!imageFields.has(part.fieldname)) throw refusedFile(part);
        form.images.push(await readFilePart(part, maxBytes));
        form.hasImages = true;
        return;
      }
      const value = String(part.value);
      if (nftFields.has(part.fieldname)) {
        addNft(form, resource, value);
        return;
      }
      const key = fields[part.fieldname];
      if (!key) throw invalid(part.fieldname, 'is not a known field');
      const name = `${resource}.${key === 'groupRef' ? 'fan_group_id' : key === 'initialBoost' ? 'initial_boost' : 'body'}`;
      if (part.valueTruncated || value.length > LIMITS[key]) throw invalid(name, 'is too long');
      assertSafeField(name, value);
      form[key] = value;
    },
    () => invalid('img_files', `must be at most ${MAX_POST_IMAGES} images`),
  );
  return form;
}

/**
 * NFTs attached to a post while the module `nfts` is off: a non-empty list is refused with a clear
 * 422 rather than silently dropped (docs/NFTS.md "NFTs in posts").
 */
export function assertNoNfts(form: PostForm, resource: PostResource): void {
  if (form.nftIds.length > 0) {
    throw invalid(`${resource}.nft_ids`, 'cannot be attached: NFTs are not available on this instance yet');
  }
}
