import type { FastifyReply, FastifyRequest } from 'fastify';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { errorResponses } from '../../http/schemas.ts';
import type { CachedBody } from './service.ts';
import { TranslationsParams, VersionQuery } from './input.ts';
import { IconsDocument, ModuleConfigDocument, RoutesDocument, TranslationsDocument } from './presenter.ts';

const headerSets = new WeakMap<CachedBody, Record<string, string>>();

/**
 * Sends a precomputed body with its entity tag. Clients revalidate every time (no-cache)
 * and get a 304 while nothing changed, so a configuration change is seen at once.
 */
function sendCached(request: FastifyRequest, reply: FastifyReply, cached: CachedBody, type: string): void {
  let headers = headerSets.get(cached);
  if (!headers) {
    // One header object per body and version (the security headers come from the app's first hook).
    headers = { etag: cached.etag, 'cache-control': 'public, no-cache' };
    headerSets.set(cached, headers);
  }
  reply.headers(headers);
  if (request.headers['if-none-match'] === cached.etag) reply.code(304).send();
  else reply.type(type).send(cached.body);
}

const JSON_TYPE = 'application/json; charset=utf-8';
const tags = ['customizer'];

/** The customizer: module configuration, icons, route words and translations of the instance. */
export async function customizerRoutes(app: App): Promise<void> {
  const prefix = '/customizer/render/web';
  const quiet = { config: { access: 'public' as const, quietLog: true } };

  app.get(
    `${prefix}/module-config.json`,
    {
      ...quiet,
      schema: {
        tags,
        summary: 'Module configuration',
        querystring: VersionQuery,
        response: { 200: ModuleConfigDocument },
      },
    },
    (req, reply) => {
      sendCached(req, reply, app.instance.snapshot().bodies.moduleConfig, JSON_TYPE);
    },
  );
  const tables = [
    { file: 'icons.json', summary: 'Icons by name', document: IconsDocument, body: 'icons' },
    { file: 'routes.json', summary: 'Route words', document: RoutesDocument, body: 'routes' },
  ] as const;
  for (const t of tables) {
    app.get(
      `${prefix}/${t.file}`,
      { ...quiet, schema: { tags, summary: t.summary, querystring: VersionQuery, response: { 200: t.document } } },
      (req, reply) => {
        sendCached(req, reply, app.instance.snapshot().bodies[t.body], JSON_TYPE);
      },
    );
  }
  app.get(
    `${prefix}/translations/:file`,
    {
      ...quiet,
      schema: {
        tags,
        summary: 'Translations of one language',
        params: TranslationsParams,
        querystring: VersionQuery,
        response: { 200: TranslationsDocument, ...errorResponses(400, 404) },
      },
    },
    (req, reply) => {
      const lang = req.params.file.slice(0, 2);
      const body = app.instance.snapshot().bodies.translations[lang];
      if (!body) throw new AppError('NOT_FOUND', `No translations for ${lang}`);
      sendCached(req, reply, body, JSON_TYPE);
    },
  );
  app.get('/manifest.webmanifest', { ...quiet, schema: { hide: true } }, (req, reply) => {
    sendCached(req, reply, app.instance.snapshot().bodies.manifest, 'application/manifest+json; charset=utf-8');
  });
}
