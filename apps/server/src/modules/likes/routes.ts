import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { IdParam, SlugParam } from '../../platform/params.ts';
import { callerOf } from '../auth/index.ts';
import { LikersQuery, mountParams, type ResourceMount } from './input.ts';
import { LikesService } from './service.ts';

const tags = ['likes'];

/** Mounts POST (like) and DELETE (unlike) of `${path}/like` for one resource type. */
export function mountLikes(app: App, likes: LikesService, m: ResourceMount): void {
  const { params, keyOf } = mountParams(m);
  const schema = (summary: string) => ({
    tags,
    summary,
    params,
    response: { 200: Type.Object({ data: Type.Ref('Like') }), ...errorResponses(400, 401, 404) },
  });
  const config = { access: 'user' as const, module: m.module };
  app.post(`${m.path}/like`, { config, schema: schema(`Like a ${m.label}`) }, async (req) => {
    return { data: await likes.set(m.type, keyOf(req.params), callerOf(req), true) };
  });
  app.delete(`${m.path}/like`, { config, schema: schema(`Unlike a ${m.label}`) }, async (req) => {
    return { data: await likes.set(m.type, keyOf(req.params), callerOf(req), false) };
  });
}

/** Likes of comments and contents, and the likers list. */
export async function likeRoutes(app: App): Promise<void> {
  const likes = new LikesService(app.database.db, app.resources, app.comments, app.notifications);
  mountLikes(app, likes, {
    path: '/v2/comments/:id',
    param: 'id',
    paramSchema: IdParam,
    type: 'comment',
    label: 'comment',
  });
  mountLikes(app, likes, {
    path: '/v2/contents/:slug',
    param: 'slug',
    paramSchema: SlugParam,
    type: 'content',
    label: 'content',
    module: 'contents',
  });

  app.get(
    '/v2/likes',
    {
      config: { access: 'public', rateLimit: 'search' },
      schema: {
        tags,
        summary: 'The users who liked a thing',
        querystring: LikersQuery,
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('UserSummary')) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const { users, total } = await likes.likers(req.query.liked_type, Number(req.query.liked_id), req.caller, page);
      setListHeaders(reply, page, total);
      return { data: users.map((u) => app.comments.presentCommentUser(u)) };
    },
  );
}
