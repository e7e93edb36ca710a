import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { answerMove, moveKey, presentTransaction, valueMove } from '../chain/index.ts';
import {
  AdminCollectionsQuery,
  AdminNftsQuery,
  adminWriteBody,
  CollectionBody,
  CollectionInput,
  IdParams,
  MintBody,
  NftBody,
  NftInput,
  HoldersQuery,
  readAdminForm,
} from './input.ts';

const tags = ['admin'];
const admin = { access: 'console:nfts' as const };
const writeErrors = errorResponses(400, 401, 403, 404, 409, 422);
const one = (ref: string) =>
  Type.Object({ data: Type.Ref(ref), included: Type.Array(Type.Unknown()), meta: Type.Object({}) });
const many = (ref: string) =>
  Type.Object({ data: Type.Array(Type.Ref(ref)), included: Type.Array(Type.Unknown()), meta: Type.Object({}) });
const doc = <T>(data: T) => ({ data, included: [], meta: {} });

/**
 * The admins' NFT routes (docs/NFTS.md "Admin routes"; open while the module is off): collections
 * and NFTs (JSON, or multipart with the record as JSON in `<key>[data]` and its file), mints.
 */
export async function nftAdminRoutes(app: App): Promise<void> {
  // Multipart (one file: a cover image, an NFT's image or video) only in this plugin's scope.
  await app.register(fastifyMultipart, {
    limits: { fileSize: app.config.uploadMaxBytes, files: 1, fields: 2, fieldSize: 256 * 1024, parts: 4 },
  });
  const service = app.nftsAdmin;
  const maxBytes = app.config.uploadMaxBytes;

  app.get(
    '/v2/admin/nft_collections',
    {
      config: admin,
      schema: {
        tags,
        summary: 'List every NFT collection, newest first (search: in its names and slugs)',
        querystring: AdminCollectionsQuery,
        response: { 200: many('AdminNftCollection'), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await service.listCollections(page, req.query.search);
      setListHeaders(reply, page, out.total);
      return doc(out.data);
    },
  );

  app.post(
    '/v2/admin/nft_collections',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Create an NFT collection (nft_collection[cover_file]: its cover image)',
        body: adminWriteBody(CollectionBody, 'nft_collection', 'cover_file'),
        response: { 201: one('AdminNftCollection'), ...writeErrors },
      },
    },
    async (req, reply) => {
      const form = await readAdminForm(req, maxBytes, 'nft_collection', 'cover_file', CollectionInput);
      return reply.code(201).send(doc(await service.createCollection(form, callerOf(req).user.id)));
    },
  );

  app.get(
    '/v2/admin/nft_collections/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Show an NFT collection for editing',
        params: IdParams,
        response: { 200: one('AdminNftCollection'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => doc(await service.showCollection(Number(req.params.id))),
  );

  app.put(
    '/v2/admin/nft_collections/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Replace an NFT collection (its cover only when a file comes)',
        params: IdParams,
        body: adminWriteBody(CollectionBody, 'nft_collection', 'cover_file'),
        response: { 200: one('AdminNftCollection'), ...writeErrors },
      },
    },
    async (req) => {
      const form = await readAdminForm(req, maxBytes, 'nft_collection', 'cover_file', CollectionInput);
      return doc(await service.updateCollection(Number(req.params.id), form, callerOf(req).user.id));
    },
  );

  app.get(
    '/v2/admin/nfts',
    {
      config: admin,
      schema: {
        tags,
        summary: "List every NFT, newest first, with its benefits (search: in its names or its id; a collection's)",
        querystring: AdminNftsQuery,
        response: { 200: many('AdminNft'), ...errorResponses(400, 401, 403) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await service.listNfts(page, {
        search: req.query.search,
        collectionId: req.query.collection_id ? Number(req.query.collection_id) : undefined,
      });
      setListHeaders(reply, page, out.total);
      return doc(out.data);
    },
  );

  app.get(
    '/v2/admin/nfts/:id/holders',
    {
      config: admin,
      schema: {
        tags,
        summary:
          "An NFT's holders as the indexer counts them, most copies first, with their users (search: a name, slug or address)",
        params: IdParams,
        querystring: HoldersQuery,
        response: { 200: many('AdminNftHolder'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await service.holders(Number(req.params.id), page, req.query.search);
      setListHeaders(reply, page, out.total);
      return doc(out.data);
    },
  );

  app.post(
    '/v2/admin/nfts',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Create an NFT (its id is its token id): supply, rarity, visibility, video options, benefits; nft[file]: an image or a video, checked by its content',
        body: adminWriteBody(NftBody, 'nft', 'file'),
        response: { 201: one('AdminNft'), ...writeErrors },
      },
    },
    async (req, reply) => {
      const form = await readAdminForm(req, maxBytes, 'nft', 'file', NftInput);
      return reply.code(201).send(doc(await service.createNft(form, callerOf(req).user.id)));
    },
  );

  app.get(
    '/v2/admin/nfts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary: 'Show an NFT for editing, with its benefits and their secrets',
        params: IdParams,
        response: { 200: one('AdminNft'), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => doc(await service.showNft(Number(req.params.id))),
  );

  app.put(
    '/v2/admin/nfts/:id',
    {
      config: admin,
      schema: {
        tags,
        summary:
          'Replace an NFT and its benefits (its medium only when a file comes; the supply not below the minted copies)',
        params: IdParams,
        body: adminWriteBody(NftBody, 'nft', 'file'),
        response: { 200: one('AdminNft'), ...writeErrors },
      },
    },
    async (req) => {
      const form = await readAdminForm(req, maxBytes, 'nft', 'file', NftInput);
      return doc(await service.updateNft(Number(req.params.id), form, callerOf(req).user.id));
    },
  );

  app.post(
    '/v2/admin/nfts/:id/mints',
    valueMove(
      {
        access: 'console:nfts',
        tags,
        summary:
          "Mint copies of an NFT to a fan's wallet (a hot wallet is made for a fan without one), within the supply (Idempotency-Key required)",
        doc: Type.Object({ data: Type.Ref('Transaction') }),
        errors: [400, 401, 403, 404, 409, 422, 503],
      },
      { params: IdParams, body: MintBody },
    ),
    async (req, reply) => {
      const key = moveKey(req);
      const { row, created } = await service.mint(Number(req.params.id), req.body.mint, key, callerOf(req).user.id);
      return answerMove(reply, created, { data: presentTransaction(row) });
    },
  );
}
