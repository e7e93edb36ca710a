import fastifyMultipart from '@fastify/multipart';
import { Type, type Static, type TSchema } from 'typebox';
import type { GatedModule } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { lang, type Lang } from '../../http/locale.ts';
import { pageDocument, pageOf, type Page, type PresentedPage } from '../../http/pagination.ts';
import { errorResponses, listDoc } from '../../http/schemas.ts';
import { SlugParam } from '../../platform/params.ts';
import { parseInitialBoost } from '../../platform/participation/index.ts';
import type { Found } from '../../platform/resources.ts';
import { callerOf, type Caller } from '../auth/index.ts';
import { payInitialBoost } from '../chain/index.ts';
import { mountComments } from '../comments/index.ts';
import { LikesService, mountLikes } from '../likes/index.ts';
import {
  PostParams,
  postMultipartLimits,
  postWriteBody,
  readPostForm,
  type PostForm,
  type PostResource as PostKind,
} from './input.ts';
import { PostIncluded, type PostResource } from './presenter.ts';

/** A post with its `included` records, as the services answer it. */
export interface PostDocument {
  data: PostResource;
  included: unknown[];
}

/** What the routes of a kind of post call: its service. */
export interface PostRoutesService {
  findForCaller(ref: { key: string } | { id: number }, caller: Caller | undefined): Promise<Found | undefined>;
  show(slug: string, caller: Caller | undefined, lang?: Lang): Promise<PostDocument>;
  create(caller: Caller, form: PostForm, lang?: Lang): Promise<PostDocument>;
  update(slug: string, caller: Caller, form: PostForm, lang?: Lang): Promise<PostDocument>;
  remove(slug: string, caller: Caller): Promise<void>;
}

/** A kind of post's routes: where they are, how they are named, and who serves them. */
export interface PostRoutesSpec<Q extends TSchema = TSchema> {
  type: PostKind;
  /** The collection's path, e.g. '/v2/group_posts'. */
  path: string;
  /** The resource's table (the resource registry's). */
  table: string;
  /** Its name in summaries. */
  label: string;
  /** The post's schema in the contract. */
  schema: 'GroupPost' | 'FeedPost';
  tags: string[];
  module: GatedModule;
  summaries: { create: string; update: string; remove: string };
  service: PostRoutesService;
  /** The collection's list (`GET <path>`), mounted first. */
  list: PostListSpec<Q>;
}

/** A kind of post's list: its query, errors and the page its service answers. */
export interface PostListSpec<Q extends TSchema> {
  summary: string;
  querystring: Q;
  errors: Record<number, TSchema>;
  page(query: Static<Q>, caller: Caller | undefined, page: Page, lang: Lang): Promise<PresentedPage<unknown, unknown>>;
}

/** The answer of one post (show, create, edit). */
export function postDocSchema(schema: PostRoutesSpec['schema']) {
  return Type.Object({ data: Type.Ref(schema), included: PostIncluded });
}

/** Where a kind of post is, how it is named and gated (its routes' spec without texts and service). */
type PostKindSpec = Omit<PostRoutesSpec, 'summaries' | 'service' | 'list'>;

/** The kinds of post. */
const POST_KINDS: Record<PostKind, PostKindSpec> = {
  group_post: {
    type: 'group_post',
    path: '/v2/group_posts',
    table: 'group_posts',
    label: 'group post',
    schema: 'GroupPost',
    tags: ['group_posts'],
    module: 'spaces',
  },
  feed_post: {
    type: 'feed_post',
    path: '/v2/feed_posts',
    table: 'feed_posts',
    label: 'feed post',
    schema: 'FeedPost',
    tags: ['feed'],
    module: 'postToFeed',
  },
};

/**
 * Takes a kind of post's multipart forms (in the calling plugin's scope) and registers it as a
 * resource (comments, likes, boosts, reports) served by `service`; answers the kind's spec.
 */
export async function registerPostResource(
  app: App,
  type: PostKind,
  service: PostRoutesService,
): Promise<PostKindSpec & { service: PostRoutesService }> {
  const spec = POST_KINDS[type];
  await app.register(fastifyMultipart, { limits: postMultipartLimits(app.config.uploadMaxBytes) });
  app.resources.register(spec.type, {
    find: (key, caller) => service.findForCaller({ key }, caller),
    findById: (id, caller) => service.findForCaller({ id }, caller),
    table: spec.table,
    commentable: true,
    likeable: true,
    boostable: true,
    reportable: true,
    module: spec.module,
  });
  return { ...spec, service };
}

/**
 * The routes every kind of post has (docs/COMMUNITY.md "Group posts", "Feed"): show by slug,
 * create (JSON or multipart `<type>[...]` with img_files[] and nft_ids[], paying the initial boost),
 * edit, delete, then its comments and likes. The kinds differ in their list routes, their rules
 * (each service asks its policy) and their texts.
 */
export function mountPostRoutes<Q extends TSchema>(app: App, spec: PostRoutesSpec<Q>): void {
  const { tags, module, service, list } = spec;
  const PostDoc = postDocSchema(spec.schema);
  const WriteBody = postWriteBody(spec.type);
  const writeErrors = { ...errorResponses(400, 401, 403, 404, 422), 413: Type.Ref('ErrorBody') };
  const one = `${spec.path}/:slug`;

  app.get(
    spec.path,
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: list.summary,
        querystring: list.querystring,
        response: { 200: listDoc(spec.schema, PostIncluded), ...list.errors },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query as { page?: number; per_page?: number });
      return pageDocument(reply, page, await list.page(req.query as Static<Q>, req.caller, page, lang(req)));
    },
  );

  app.get(
    one,
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: `Show a ${spec.label} by its slug (found by the id after the last hyphen)`,
        params: PostParams,
        response: { 200: PostDoc, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => service.show(req.params.slug, req.caller, lang(req)),
  );

  app.post(
    spec.path,
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: { tags, summary: spec.summaries.create, body: WriteBody, response: { 201: PostDoc, ...writeErrors } },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const form = await readPostForm(req, spec.type, app.config.uploadMaxBytes);
      const doc = await service.create(caller, form, lang(req));
      const initial = parseInitialBoost(form.initialBoost);
      return reply.code(201).send(await payInitialBoost(app.boosts, caller, spec.type, doc, initial, req.log));
    },
  );

  app.put(
    one,
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary: spec.summaries.update,
        params: PostParams,
        body: WriteBody,
        response: { 200: PostDoc, ...writeErrors },
      },
    },
    async (req) => {
      const form = await readPostForm(req, spec.type, app.config.uploadMaxBytes);
      return service.update(req.params.slug, callerOf(req), form, lang(req));
    },
  );

  app.delete(
    one,
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary: spec.summaries.remove,
        params: PostParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await service.remove(req.params.slug, callerOf(req));
      return reply.code(204).send(null);
    },
  );

  const mount = { path: one, param: 'slug', paramSchema: SlugParam, type: spec.type, label: spec.label, module };
  mountComments(app, mount);
  mountLikes(app, new LikesService(app.database.db, app.resources, app.comments, app.notifications), mount);
}
