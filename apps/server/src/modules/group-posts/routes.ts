import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { SlugParam } from '../../platform/params.ts';
import { parseInitialBoost } from '../../platform/participation/index.ts';
import { callerOf } from '../auth/index.ts';
import { payInitialBoost } from '../chain/index.ts';
import { mountComments } from '../comments/index.ts';
import { mountLikes } from '../likes/index.ts';
import { LikesService } from '../likes/index.ts';
import {
  GroupPostListQuery,
  MAX_POST_IMAGES,
  PostParams,
  postMultipartLimits,
  postWriteBody,
  readPostForm,
} from './input.ts';
import { PostIncluded as Included } from './presenter.ts';

const tags = ['group_posts'];
const module = 'spaces' as const;

const PostDoc = Type.Object({ data: Type.Ref('GroupPost'), included: Included });
const WriteBody = postWriteBody('group_post');
const writeErrors = { ...errorResponses(400, 401, 403, 404, 422), 413: Type.Ref('ErrorBody') };

/**
 * Posts in fan groups (module `spaces`, docs/COMMUNITY.md "Group posts"): a group's list, a post
 * by slug, creating (JSON or multipart `group_post[...]` with img_files[] and nft_ids[]), editing,
 * deleting, likes and comments; registers the `group_post` resource (reports, boosts).
 */
export async function groupPostRoutes(app: App): Promise<void> {
  await app.register(fastifyMultipart, { limits: postMultipartLimits(app.config.uploadMaxBytes) });
  const posts = app.groupPosts;

  app.resources.register('group_post', {
    find: (key, caller) => posts.findForCaller({ key }, caller),
    findById: (id, caller) => posts.findForCaller({ id }, caller),
    table: 'group_posts',
    commentable: true,
    likeable: true,
    boostable: true,
    reportable: true,
    module,
  });

  app.get(
    '/v2/group_posts',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary:
          "A page of a group's posts, newest first (403 when the group's posts are for members only and you are not one)",
        querystring: GroupPostListQuery,
        response: {
          200: Type.Object({ data: Type.Array(Type.Ref('GroupPost')), included: Included, meta: Type.Object({}) }),
          ...errorResponses(400, 401, 403, 404),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await posts.list(req.query.fan_group_id, req.caller, page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, included: out.included, meta: {} };
    },
  );

  app.get(
    '/v2/group_posts/:slug',
    {
      config: { access: 'public', module },
      schema: {
        tags,
        summary: 'Show a group post by its slug (found by the id after the last hyphen)',
        params: PostParams,
        response: { 200: PostDoc, ...errorResponses(400, 401, 404) },
      },
    },
    async (req) => posts.show(req.params.slug, req.caller),
  );

  app.post(
    '/v2/group_posts',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary: `Post in a fan group (JSON, or multipart with group_post[fan_group_id], group_post[body], group_post[initial_boost], up to ${MAX_POST_IMAGES} img_files[] and nft_ids[]); a muted member cannot post`,
        body: WriteBody,
        response: { 201: PostDoc, ...writeErrors },
      },
    },
    async (req, reply) => {
      const caller = callerOf(req);
      const form = await readPostForm(req, 'group_post', app.config.uploadMaxBytes);
      const doc = await posts.create(caller, form);
      const initial = parseInitialBoost(form.initialBoost);
      return reply.code(201).send(await payInitialBoost(app.boosts, caller, 'group_post', doc, initial, req.log));
    },
  );

  app.put(
    '/v2/group_posts/:slug',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary: 'Edit your own group post (JSON or multipart like creating; img_files[] replace the images)',
        params: PostParams,
        body: WriteBody,
        response: { 200: PostDoc, ...writeErrors },
      },
    },
    async (req) => {
      const form = await readPostForm(req, 'group_post', app.config.uploadMaxBytes);
      return posts.update(req.params.slug, callerOf(req), form);
    },
  );

  app.delete(
    '/v2/group_posts/:slug',
    {
      config: { access: 'user', module, rateLimit: 'post' },
      schema: {
        tags,
        summary:
          "Delete a group post (its author; the group's moderators and above, instance admins, who outrank its author)",
        params: PostParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req, reply) => {
      await posts.remove(req.params.slug, callerOf(req));
      return reply.code(204).send(null);
    },
  );

  const mount = {
    path: '/v2/group_posts/:slug',
    param: 'slug',
    paramSchema: SlugParam,
    type: 'group_post',
    label: 'group post',
    module,
  };
  mountComments(app, mount);
  mountLikes(app, new LikesService(app.database.db, app.resources, app.comments, app.notifications), mount);
}
