import fastifyMultipart from '@fastify/multipart';
import { Type } from 'typebox';
import type { App } from '../../app-types.ts';
import { pageOf, setListHeaders } from '../../http/pagination.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { readUserMediumForm, UserMediaQuery, UserMediumBody, UserMediumParams } from './input.ts';
import { USER_MEDIA_CAP, UserMediaService } from './service.ts';

const tags = ['users'];

/** Users' uploaded images: `POST`/`GET /v2/user_media`, `DELETE /v2/user_media/{id}` (docs/COMMUNITY.md "User media"). */
export async function userMediaRoutes(app: App): Promise<void> {
  const maxBytes = app.config.uploadMaxBytes;
  await app.register(fastifyMultipart, { limits: { fileSize: maxBytes, files: 1, fields: 2, parts: 3 } });
  const media = new UserMediaService(app.database.db, app.media, app.config.mediaBaseUrl);

  app.post(
    '/v2/user_media',
    {
      // A data URL is a third larger than its file.
      bodyLimit: Math.ceil((maxBytes * 4) / 3) + 4096,
      config: { access: 'user', rateLimit: 'upload' },
      schema: {
        tags,
        summary: `Upload an image (multipart user_medium[file], or JSON with a data URL); checked by its content, stored as WebP within 2048×2048; at most ${USER_MEDIA_CAP} per user`,
        body: { content: { 'application/json': { schema: UserMediumBody } } },
        response: {
          201: Type.Object({ data: Type.Ref('UserMedium') }),
          ...errorResponses(400, 401, 422),
          413: Type.Ref('ErrorBody'),
        },
      },
    },
    async (req, reply) => {
      const file = await readUserMediumForm(req, maxBytes);
      return reply.code(201).send({ data: await media.upload(callerOf(req), file) });
    },
  );

  app.get(
    '/v2/user_media',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: 'A page of your uploaded images, newest first',
        querystring: UserMediaQuery,
        response: {
          200: Type.Object({
            data: Type.Array(Type.Ref('UserMedium')),
            meta: Type.Object({
              total: Type.Integer(),
              limit: Type.Integer({ description: 'The most you may keep.' }),
            }),
          }),
          ...errorResponses(400, 401),
        },
      },
    },
    async (req, reply) => {
      const page = pageOf(req.query);
      const out = await media.list(callerOf(req), page);
      setListHeaders(reply, page, out.total);
      return { data: out.data, meta: { total: out.total, limit: USER_MEDIA_CAP } };
    },
  );

  app.delete(
    '/v2/user_media/:id',
    {
      config: { access: 'user' },
      schema: {
        tags,
        summary: "Delete one of your images (another user's answers 404, as a missing one)",
        params: UserMediumParams,
        response: { 204: Type.Null(), ...errorResponses(400, 401, 404) },
      },
    },
    async (req, reply) => {
      await media.remove(callerOf(req), Number(req.params.id));
      return reply.code(204).send(null);
    },
  );
}
