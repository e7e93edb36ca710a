import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { lang } from '../../http/locale.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses, listDoc } from '../../http/schemas.ts';
import { routeOptions } from '../../platform/route-options.ts';
import { callerOf } from '../auth/index.ts';
import { answerMove, moveKey, valueMove } from '../chain/index.ts';
import { CollectionRefParams, filtersOf, IdParams, NftsQuery, PagedQuery, UserSlugParams } from './input.ts';
import { MoveIncluded, NftIncluded } from './presenter.ts';

const route = routeOptions(['nfts'], 'nfts');

const CollectionDoc = Type.Object({
  data: Type.Ref('NftCollection'),
  included: Type.Array(Type.Unknown(), { maxItems: 0 }),
  meta: Type.Object({}),
});
const NftDoc = Type.Object({ data: Type.Ref('Nft'), included: NftIncluded, meta: Type.Object({}) });
const BenefitDoc = Type.Object({
  data: Type.Ref('NftBenefit'),
  included: Type.Array(Type.Unknown(), { maxItems: 0 }),
  meta: Type.Object({}),
});
const NftsMeta = Type.Object({
  available_categories: Type.Array(Type.Object({ id: Type.String(), name: Type.String(), slug: Type.String() })),
  daily_trade_count: Type.Integer(),
  daily_nft_gift_count: Type.Integer(),
  has_tradable_unowned: Type.Boolean(),
  has_tradable_duplicates: Type.Boolean(),
});
const MyNftsDoc = Type.Object({ data: Type.Array(Type.Ref('Nft')), included: NftIncluded, meta: NftsMeta });

/**
 * The fans' NFT routes (module `nfts`, docs/NFTS.md "Fan routes"): collections, a collection's
 * NFTs, the caller's NFTs with filters and meta, an NFT with its benefits, its provenance, a user's
 * NFTs, redeeming a benefit.
 */
export async function nftRoutes(app: App): Promise<void> {
  const nfts = app.nfts;

  app.get(
    '/v2/nft_collections',
    route.read('List the NFT collections, newest first', {
      querystring: PagedQuery,
      response: {
        200: listDoc('NftCollection', Type.Array(Type.Unknown(), { maxItems: 0 })),
        ...errorResponses(400, 401),
      },
    }),
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await nfts.collections(lang(req), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: {} };
    },
  );

  app.get(
    '/v2/nft_collections/:id_or_slug',
    route.read('Show an NFT collection by its id or any of its slugs', {
      params: CollectionRefParams,
      response: { 200: CollectionDoc, ...errorResponses(400, 401, 404) },
    }),
    async (req) => nfts.collection(req.params.id_or_slug, lang(req)),
  );

  app.get(
    '/v2/nft_collections/:id_or_slug/nfts',
    route.read("List a collection's NFTs you may see (hidden ones only to their holders), with their media", {
      params: CollectionRefParams,
      querystring: PagedQuery,
      response: { 200: listDoc('Nft', NftIncluded), ...errorResponses(400, 401, 404) },
    }),
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await nfts.collectionNfts(req.params.id_or_slug, req.caller, lang(req), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: {} };
    },
  );

  app.get(
    '/v2/nfts',
    route.read(
      'List your NFTs (by_current_user=true, signed in): sort_by, sort_direction, by_collection, frozen_or_burnt, q; with the list meta',
      { querystring: NftsQuery, response: { 200: MyNftsDoc, ...errorResponses(400, 401, 422) } },
    ),
    async (req, reply) => {
      if (req.query.by_current_user !== 'true') {
        throw new AppError('VALIDATION_FAILED', undefined, {
          by_current_user: ['must be true: the NFTs of a collection are listed by the collection'],
        });
      }
      if (!req.caller) throw new AppError('UNAUTHENTICATED');
      const page = pageOf(req.query);
      const out = await nfts.mine(req.caller, filtersOf(req.query), lang(req), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: out.meta };
    },
  );

  app.get(
    '/v2/nfts/:id',
    route.read('Show an NFT (its id is the token id) with its medium, collection and benefits', {
      params: IdParams,
      response: { 200: NftDoc, ...errorResponses(400, 401, 404) },
    }),
    async (req) => nfts.show(Number(req.params.id), req.caller, lang(req)),
  );

  app.get(
    '/v2/nfts/:id/moves',
    route.read("An NFT's provenance, newest first, with the users of the addresses", {
      params: IdParams,
      querystring: PagedQuery,
      response: {
        200: Type.Object({ data: Type.Array(Type.Ref('NftMove')), included: MoveIncluded, meta: Type.Object({}) }),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await nfts.moves(Number(req.params.id), req.caller, page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: {} };
    },
  );

  app.get(
    '/v2/users/:id/nfts',
    route.read(
      "A user's publicly visible NFTs they hold (user_amount: their copies); the path's id is the user's slug",
      {
        params: UserSlugParams,
        querystring: PagedQuery,
        response: { 200: listDoc('Nft', NftIncluded), ...errorResponses(400, 401, 404) },
      },
    ),
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await nfts.userNfts(req.params.id, lang(req), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: {} };
    },
  );

  app.post(
    '/v2/nft_benefits/:id/redeem',
    valueMove(
      {
        access: 'user',
        module: 'nfts',
        tags: route.tags,
        summary:
          'Redeem a benefit of an NFT you hold, once (Idempotency-Key required): its secret; 409 ALREADY_REDEEMED the second time',
        doc: BenefitDoc,
        errors: [400, 401, 403, 404, 409, 422],
      },
      { params: IdParams },
    ),
    async (req, reply) => {
      const out = await nfts.redeem(Number(req.params.id), callerOf(req), moveKey(req), lang(req));
      return answerMove(reply, out.created, out.doc);
    },
  );
}
