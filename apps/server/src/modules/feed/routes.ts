import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { lang } from '../../http/locale.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { SlugParam } from '../../platform/params.ts';
import { parseInitialBoost } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { payInitialBoost } from '../chain/index.ts';
import { mountComments } from '../comments/index.ts';
import { mountLikes } from '../likes/index.ts';
import { LikesService } from '../likes/index.ts';
import { MAX_POST_IMAGES, PostParams, postMultipartLimits, postWriteBody, readPostForm } from '../group-posts/index.ts';
import { PostIncluded as Included } from '../group-posts/index.ts';
import { FeedQuery, PostPageQuery } from './input.ts';
import { FeedIncluded, ProfilePostsIncluded } from './presenter.ts';

const tags = ['feed'];
const module = 'postToFeed' as const;

const PostDoc = Type.Object({ data: Type.Ref('FeedPost'), included: Included });
const WriteBody = postWriteBody('feed_post');
const writeErrors = { ...errorResponses(400, 401, 403, 404, 422), 413: Type.Ref('ErrorBody') };

/**
 * The feed (`GET /v2/feed`, docs/COMMUNITY.md "Feed") and feed posts (module postToFeed: the
 * module and its feature flag): list, show, create, edit, delete, likes and comments; registers
 * the `feed_post` resource (reports, boosts).
 */
export async function feedRoutes(app: App): Promise<void> {
  await app.register(fastifyMultipart, { limits: postMultipartLimits(app.config.uploadMaxBytes) });
  const feed = app.feed;

  app.resources.register('feed_post', {
    find: (key, caller) => feed.findForCaller({ key }, caller),
    findById: (id, caller) => feed.findForCaller({ id }, caller),
    table: 'feed_posts',
    commentable: true,
    likeable: true,
    boostable: true,
    reportable: true,
    module,
  });

  app.get(
    '/v2/feed',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          'A page of the feed, newest first: feed posts, the group posts you may read, contents and participation items (each type while its module is on); cursor paging',
        querystring: FeedQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('FeedItem')),
            included: FeedIncluded,
            meta: Type.Object({
              next_cursor: Type.Union([Type.String(), Type.Null()], { description: 'null on the last page' }),
            }),
          }),
          ...errorResponses(400, 401, 422),
        },
      },
    },
    async (req) =>
      feed.feed(req.caller, { cursor: req.query.cursor, perPage: req.query.per_page ?? 20, lang: lang(req) }),
  );

  app.get(
    '/v2/profiles/:slug/posts',
    {
      config: { access: 'public' },
      schema: {
        tags,
        summary:
          "A page of a user's posts on their profile, newest first (id, type, created_at; meta.total): their feed posts and the group posts you may read, the posts in included",
        params: PostParams,
        querystring: PostPageQuery,
        response: {
          200: Type.Object({
            data: Type.Array(
              Type.Object({
                id: Type.String(),
                type: Type.String({ enum: ['feed_post', 'group_post'] }),
                attributes: Type.Object({ created_at: Type.String({ format: 'date-time' }) }),
              }),
            ),
            included: ProfilePostsIncluded,
            meta: Type.Object({ total: Type.Integer() }),
          }),
          ...errorResponses(400, 401, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await feed.userPosts(req.params.slug, req.caller, page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: out.meta };
    },
  );

  app.get(
    '/v2/feed_posts',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: 'A page of the feed posts, newest first',
        querystring: PostPageQuery,
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('FeedPost')), included: Included, meta: Type.Object({}) }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await feed.list(req.caller, page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: {} };
    },
  );

  app.get(
    '/v2/feed_posts/:slug',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: 'Show a feed post by its slug (found by the id after the last hyphen)',
        params: PostParams,
        response: { 200: PostDoc, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => feed.show(req.params.slug, req.caller),
  );

  app.post(
    '/v2/feed_posts',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary: `Post to the feed (JSON, or multipart with feed_post[body], feed_post[initial_boost], up to ${MAX_POST_IMAGES} img_files[] and nft_ids[])`,
        body: WriteBody,
        response: { 201: PostDoc, ...writeErrors },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const form = await readPostForm(req, 'feed_post', app.config.uploadMaxBytes);
      const doc = await feed.create(caller, form);
      const initial = parseInitialBoost(form.initialBoost);
      return reply.code(201).send(await payInitialBoost(app.boosts, caller, 'feed_post', doc, initial, req.log));
    },
  );

  app.put(
    '/v2/feed_posts/:slug',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary: 'Edit your own feed post (JSON or multipart like creating; img_files[] replace the images)',
        params: PostParams,
        body: WriteBody,
        response: { 200: PostDoc, ...writeErrors },
      },
    },
    async (req) => {
      const form = await readPostForm(req, 'feed_post', app.config.uploadMaxBytes);
      return feed.update(req.params.slug, callerOf(req), form);
    },
  );

  app.delete(
    '/v2/feed_posts/:slug',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary: 'Delete a feed post (its author, instance admins)',
        params: PostParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await feed.remove(req.params.slug, callerOf(req));
      return reply.code(204).send(null);
    },
  );

  const mount = {
    path: '/v2/feed_posts/:slug',
    param: 'slug',
    paramSchema: SlugParam,
    type: 'feed_post',
    label: 'feed post',
    module,
  };
  mountComments(app, mount);
  mountLikes(app, new LikesService(app.database.db, app.resources, app.comments, app.notifications), mount);
}
