import fastifyMultipart from '@fastify/multipart';
import fs from 'node:fs/promises';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import { callerOf } from '../auth/index.ts';
import { embedDocument } from './embed-document.ts';
import { parseRange } from './range.ts';
import { ExternalMediumBody, MediumParams, PlayoutParams, PlayoutQuery, readMediaUpload } from './input.ts';
import { MediumDocument, PlayoutDocument } from './presenter.ts';

/** Content media: admin uploads and embeds, playout configuration, signed files, embed documents. */
export async function contentMediaRoutes(app: App): Promise<void> {
  const { config } = app;
  // Multipart only in this plugin's scope; the file is streamed to disk, so the cap can be the video one.
  await app.register(fastifyMultipart, {
    limits: {
      fileSize: Math.max(config.videoUploadMaxBytes, config.uploadMaxBytes),
      files: 1,
      fields: 5,
      fieldSize: 1024,
      parts: 6,
    },
  });

  app.post(
    '/v2/admin/media',
    {
      config: { access: 'console:content' },
      schema: {
        tags: ['admin'],
        summary: 'Upload an image, video or audio file (multipart field "file"); video and audio are processed later',
        consumes: ['multipart/form-data'],
        response: { 201: MediumDocument, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      const target = await app.contentMedia.tempFile();
      try {
        const upload = await readMediaUpload(req, target, {
          imageMaxBytes: config.uploadMaxBytes,
          videoMaxBytes: config.videoUploadMaxBytes,
        });
        const row = await app.contentMedia.createFromFile(upload, user.id);
        return reply.status(201).send({ data: app.contentMedia.present(row, { available: true }) });
      } finally {
        await fs.rm(target, { force: true });
      }
    },
  );

  app.post(
    '/v2/admin/media/external',
    {
      config: { access: 'console:content' },
      schema: {
        tags: ['admin'],
        summary: 'Create an external medium from a URL (oEmbed, fetched on the server)',
        body: ExternalMediumBody,
        response: { 201: MediumDocument, ...errorResponses(400, 401, 403, 422) },
      },
    },
    async (req, reply) => {
      const user = callerOf(req).user;
      const row = await app.contentMedia.createExternal(req.body.url, user.id);
      return reply.status(201).send({ data: app.contentMedia.present(row, { available: true }) });
    },
  );

  app.get(
    '/v2/admin/media/:id',
    {
      config: { access: 'console:content' },
      schema: {
        tags: ['admin'],
        summary: 'One content medium (poll its processing status)',
        params: MediumParams,
        response: { 200: MediumDocument, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (req) => {
      const row = await app.contentMedia.get(Number(req.params.id));
      return { data: app.contentMedia.present(row, { available: true }) };
    },
  );

  app.get(
    '/config/:playout',
    {
      config: { access: 'public' },
      schema: {
        tags: ['media'],
        summary: 'The playout configuration of a video or audio medium (signed, expiring link)',
        params: PlayoutParams,
        querystring: PlayoutQuery,
        response: { 200: PlayoutDocument, ...errorResponses(403, 404) },
      },
    },
    async (req, reply) => {
      const data = await app.contentMedia.playout(req.params.playout, req.query.timestamp, req.query.key);
      reply.header('cache-control', 'private, no-store');
      return { data };
    },
  );

  app.get('/media/content/*', { config: { access: 'public' }, schema: { hide: true } }, async (req, reply) => {
    const key = (req.params as { '*': string })['*'];
    const query = req.query as { expires?: unknown; sig?: unknown };
    app.contentMedia.authorizeFile(key, query.expires, query.sig);
    const stat = await app.contentMedia.storage.stat(key);
    if (!stat) throw new AppError('NOT_FOUND');
    const signed = !key.endsWith('.webp');
    const maxAge = signed ? Math.max(0, Number(query.expires) - Math.floor(Date.now() / 1000)) : 31536000;
    reply.headers({
      'content-type': stat.contentType,
      'accept-ranges': 'bytes',
      'cache-control': signed ? `private, max-age=${maxAge}` : 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
      'content-security-policy': "default-src 'none'; sandbox",
    });
    const range = parseRange(req.headers.range, stat.size);
    if (range === 'unsatisfiable') {
      return reply.status(416).header('content-range', `bytes */${stat.size}`).send();
    }
    const object = await app.contentMedia.storage.get(key, range ?? undefined);
    if (!object) throw new AppError('NOT_FOUND');
    if (range) {
      reply
        .status(206)
        .header('content-range', `bytes ${range.start}-${range.end}/${stat.size}`)
        .header('content-length', String(range.end - range.start + 1));
    } else reply.header('content-length', String(stat.size));
    return reply.send(object.body);
  });

  app.get(
    '/embeds/:id',
    { config: { access: 'public' }, schema: { hide: true, params: MediumParams } },
    async (req, reply) => {
      // The frame URL is signed like the media files: the audience decision was made when the
      // content was presented, and an embed id alone does not open a restricted content's embed.
      const query = req.query as { expires?: unknown; sig?: unknown };
      app.contentMedia.authorizeEmbed(req.params.id, query.expires, query.sig);
      const row = await app.contentMedia.get(Number(req.params.id));
      const doc = embedDocument(row);
      if (!doc) throw new AppError('NOT_FOUND');
      return reply
        .headers({
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': doc.csp,
          'x-frame-options': 'SAMEORIGIN',
          'cache-control': 'private, max-age=300',
          'referrer-policy': 'strict-origin-when-cross-origin',
        })
        .send(doc.html);
    },
  );
}
