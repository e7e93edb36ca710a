import { Type, type TSchema } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { PageQuery } from '../../http/input.ts';
import { errorResponses } from '../../http/schemas.ts';
import { IdParam, SlugParam } from '../comments/routes.ts';
import { viewerOf, writerOf } from '../comments/viewer.ts';
import { LikesService } from './service.ts';

const tags = ['likes'];
const bearer = [{ bearerAuth: [] }];

/** The like resource: a thing's like count and whether the caller likes it. */
export const LikeSchema = Type.Object(
  {
    id: Type.String({ description: '<liked_type>-<liked_id>' }),
    type: Type.Literal('like'),
    attributes: Type.Object({
      liked_type: Type.String(),
      liked_id: Type.String(),
      likes_count: Type.Integer(),
      liked_by_user: Type.Boolean(),
    }),
  },
  { $id: 'Like' },
);

/** Where a likeable type's like/unlike is mounted: `${path}/like`. */
export interface LikeMount {
  path: string;
  param: string;
  paramSchema: TSchema;
  type: string;
  label: string;
}

/** Mounts POST (like) and DELETE (unlike) of `${path}/like` for one resource type. */
export function mountLikes(app: App, likes: LikesService, m: LikeMount): void {
  const params = Type.Object({ [m.param]: m.paramSchema });
  const keyOf = (p: unknown) => (p as Record<string, string>)[m.param] ?? '';
  const schema = (summary: string) => ({
    tags,
    summary,
    security: bearer,
    params,
    response: { 200: Type.Object({ data: Type.Ref('Like') }), ...errorResponses(400, 401, 404) },
  });
  app.post(`${m.path}/like`, { schema: schema(`Like a ${m.label}`) }, async (req) => {
    const user = await writerOf(app, req);
    return { data: await likes.set(m.type, keyOf(req.params), user, true) };
  });
  app.delete(`${m.path}/like`, { schema: schema(`Unlike a ${m.label}`) }, async (req) => {
    const user = await writerOf(app, req);
    return { data: await likes.set(m.type, keyOf(req.params), user, false) };
  });
}

/** Likes of comments and contents, and the likers list. */
export async function likeRoutes(app: App): Promise<void> {
  const likes = new LikesService(app.database.db, app.resources, app.comments);
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
  });

  app.get(
    '/v2/likes',
    {
      config: { rateLimit: 'search' },
      schema: {
        tags,
        summary: 'The users who liked a thing',
        querystring: Type.Object({
          liked_type: Type.String({ minLength: 1, maxLength: 40, pattern: '^[a-z_]+$' }),
          liked_id: IdParam,
          ...PageQuery,
        }),
        response: { 200: Type.Object({ data: Type.Array(Type.Ref('UserSummary')) }), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const viewer = await viewerOf(app, req);
      const { users, total } = await likes.likers(req.query.liked_type, Number(req.query.liked_id), viewer, page);
      setListHeaders(reply, page, total);
      return { data: users.map((u) => app.comments.presentCommentUser(u)) };
    },
  );
}
