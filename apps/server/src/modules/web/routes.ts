import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isUnsupportedBrowser, matchRoute, type RouteName } from '@tribune/domain';
import type { App } from '../../app-types.ts';
import { isApiPath, sendApiNotFound, sendBadRequest } from '../../http/errors.ts';
import { isSafeText } from '../../http/input.ts';
import { navigationLocale } from '../../http/locale.ts';
import { pageHeaders } from '../../http/security-headers.ts';
import { FALLBACK_INDEX, renderBootData, renderIndex, renderUnsupported } from './html.ts';
import { META_ROUTES, pageMetaFor, renderMetaTags } from './meta.ts';
import { loadServerRendering, type RenderedHtml } from './ssr.ts';

/**
 * Sends a page compressed as the browser accepts (Brotli at quality 4 as the API's answers, else
 * gzip). The not-found handler that answers navigations is outside @fastify/compress's per-route
 * hooks, so this is done here. A page holds nothing secret (rendered as a guest, no token, no
 * form), so compressing it gives a BREACH attack nothing to read.
 */
function sendCompressed(req: FastifyRequest, reply: FastifyReply, body: string | RenderedHtml): FastifyReply {
  reply.header('vary', 'Accept-Encoding');
  const accepted = String(req.headers['accept-encoding'] ?? '');
  const encoding = /\bbr\b/.test(accepted) ? 'br' : /\bgzip\b/.test(accepted) ? 'gzip' : null;
  const html = typeof body === 'string' ? body : body.html;
  if (!encoding) return reply.send(html);
  reply.header('content-encoding', encoding);
  // A kept rendering is compressed once per encoding; a shell page each time (a millisecond).
  let bytes = typeof body === 'string' ? undefined : body.encoded.get(encoding);
  if (!bytes) {
    bytes =
      encoding === 'br'
        ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } })
        : zlib.gzipSync(html);
    if (typeof body !== 'string') body.encoded.set(encoding, bytes);
  }
  return reply.send(bytes);
}

/** The longest path parameter a page looks up (slugs are at most 120 characters). */
const MAX_LOOKUP_KEY = 200;

/** True when a path parameter can be looked up in the database at all. */
function isLookupKey(value: string): boolean {
  return value.length <= MAX_LOOKUP_KEY && isSafeText(value);
}

function parseUrl(raw: string): URL | undefined {
  try {
    return new URL(raw, 'http://local');
  } catch {
    return undefined;
  }
}

/** Files the build writes .br and .gz copies of (and those copies): their answers vary by encoding. */
const PRECOMPRESSED = /\.(js|css|svg|json|webmanifest)(\.br|\.gz)?$/;

/** Files that must be revalidated on every load: the service worker and its registration. */
const NO_CACHE_FILES = new Set(['sw.js', 'registerSW.js', 'index.html', 'offline.html']);

/**
 * Serves the built web app: hashed assets cached for a year, the service worker never,
 * and the shell page for navigations, with the status the shared route matcher decides.
 */
export async function webRoutes(
  app: App,
): Promise<(req: FastifyRequest, reply: FastifyReply) => FastifyReply | Promise<FastifyReply>> {
  const dist = app.config.webDistDir;
  const indexFile = path.join(dist, 'index.html');
  const built = existsSync(indexFile);
  const template = built ? readFileSync(indexFile, 'utf8') : FALLBACK_INDEX;
  if (!built) app.log.warn({ dist }, 'web app not built: serving a bare shell page (run npm run build)');
  if (built) {
    await app.register(fastifyStatic, {
      root: dist,
      prefix: '/',
      index: false,
      wildcard: false,
      // The build writes .br and .gz beside each script and style sheet (apps/web/vite.config.ts):
      // sent as they are to browsers that accept them, with `Vary: Accept-Encoding`.
      preCompressed: true,
      // Cache-Control is ours (setHeaders); the plugin's own `public, max-age=0` would replace it.
      cacheControl: false,
      setHeaders(res, filePath) {
        const name = path.basename(filePath);
        if (name.endsWith('.html') || name === 'sw.js') {
          for (const [k, v] of Object.entries(app.pageSecurityHeaders)) res.setHeader(k, v);
        }
        // A cache in between must keep the Brotli, gzip and plain answers apart.
        if (PRECOMPRESSED.test(name)) res.setHeader('vary', 'Accept-Encoding');
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else if (NO_CACHE_FILES.has(name) || name.startsWith('workbox-')) res.setHeader('cache-control', 'no-cache');
        else res.setHeader('cache-control', 'public, max-age=3600');
      },
    });
  }

  // The shell's first data for the page (see renderBootData), made once per configuration version
  // and language: a navigation costs no query and no serialization for it.
  let boot = { version: Number.NaN, byLocale: new Map<string, string>() };
  function bootTags(locale: string): string {
    const s = app.instance.snapshot();
    if (boot.version !== s.version) boot = { version: s.version, byLocale: new Map() };
    let tags = boot.byLocale.get(locale);
    if (tags === undefined) {
      const translations = s.bodies.translations[locale];
      tags = renderBootData({
        moduleConfig: s.bodies.moduleConfig.body,
        routes: s.bodies.routes.body,
        icons: s.bodies.icons.body,
        translations: translations ? { locale, body: translations.body } : null,
      });
      boot.byLocale.set(locale, tags);
    }
    return tags;
  }
  /** The app's page for a navigation: the language, the title, the metadata tags and the first data. */
  const page = (locale: string, title: string, meta = '') =>
    renderIndex(template, locale, title, meta + bootTags(locale));

  // The public pages' first view is rendered here from the app's own components (docs/DECISIONS.md
  // "Server rendering"); without the web app's server build, the browser draws every page.
  const rendering = built ? loadServerRendering(app) : null;

  /**
   * Sends a page with status 200: server-rendered when the page is one the server renders (not for
   * a registered-users-only instance, whose guests see the gate), else the shell page alone.
   */
  async function sendPage(
    req: FastifyRequest,
    reply: FastifyReply,
    match: { name: RouteName; locale: string; params: Record<string, string> },
    html: string,
  ): Promise<FastifyReply> {
    reply.type('text/html; charset=utf-8');
    const snapshot = app.instance.snapshot();
    if (rendering && req.method === 'GET' && !snapshot.config.options.registered_users_only.enabled) {
      const rendered = await rendering.render({
        html,
        url: req.url,
        routeName: match.name,
        locale: match.locale,
        params: match.params,
      });
      // Compressed: a guest's page holds no secret (no token, nothing of a user) for BREACH to read.
      if (rendered) return sendCompressed(req, reply, rendered);
    }
    return sendCompressed(req, reply, html);
  }

  /** The not-found handler: JSON for the API, the app shell (with 404 or a redirect) for pages. */
  /** A page whose record the server reads (content, static page, category): its metadata in the head. */
  async function describedPage(
    req: FastifyRequest,
    reply: FastifyReply,
    match: { name: Parameters<typeof META_ROUTES.has>[0]; locale: string; params: Record<string, string> },
    pathname: string,
  ): Promise<FastifyReply> {
    const snapshot = app.instance.snapshot();
    // A slug the database cannot hold (NUL, overlong) names no record: not found, without a query.
    if (!Object.values(match.params).every(isLookupKey)) {
      return reply.type('text/html; charset=utf-8').code(404).send(page(match.locale, snapshot.name));
    }
    const result = await pageMetaFor(app.database.db, app.contentMedia, {
      name: match.name,
      params: match.params,
      locale: match.locale,
      fallback: snapshot.config.options.default_language,
      pathname,
      publicUrl: app.config.publicUrl,
      instanceName: snapshot.name,
      contentsWord: snapshot.words.contents ?? 'contents',
    });
    const html = reply.type('text/html; charset=utf-8');
    if (result === 'notFound') return html.code(404).send(page(match.locale, snapshot.name));
    return sendPage(req, reply, match, page(match.locale, result.meta.title, renderMetaTags(result.meta)));
  }

  const previewHeaders = pageHeaders(app.config.publicUrl.startsWith('https:'), { framedBySelf: true });

  return function navigation(req: FastifyRequest, reply: FastifyReply): FastifyReply | Promise<FastifyReply> {
    const url = parseUrl(req.url);
    // A path no URL parser accepts (e.g. `//` followed by an invalid host) is malformed, not a page.
    if (!url) return sendBadRequest(reply);
    const isPageRequest =
      (req.method === 'GET' || req.method === 'HEAD') &&
      !isApiPath(url.pathname) &&
      !/\.[a-z0-9]{1,8}$/i.test(url.pathname);
    // The not-found handler has no access-log hook: pages and unknown paths are logged here.
    req.log.info({ method: req.method, url: req.url }, 'request');
    if (!isPageRequest) return sendApiNotFound(reply);
    const snapshot = app.instance.snapshot();
    const preferred = () => navigationLocale(req, snapshot.config);
    reply.header('cache-control', 'no-cache');
    // The console's setup preview frames the app at `?preview=setup`: only this origin may (docs/CONSOLE.md "The live preview").
    reply.headers(url.searchParams.get('preview') === 'setup' ? previewHeaders : app.pageSecurityHeaders);
    if (isUnsupportedBrowser(req.headers['user-agent'])) {
      return reply.type('text/html; charset=utf-8').send(renderUnsupported(preferred(), snapshot.name));
    }
    const match = matchRoute(url.pathname, app.instance.routeContext(preferred));
    switch (match.kind) {
      case 'redirect':
        return reply.redirect(`${match.to}${url.search}`, 302);
      case 'page':
        if (META_ROUTES.has(match.name)) return describedPage(req, reply, match, url.pathname);
        return sendPage(req, reply, match, page(match.locale, snapshot.name));
      case 'notFound':
        return reply.code(404).type('text/html; charset=utf-8').send(page(match.locale, snapshot.name));
      default:
        return match satisfies never;
    }
  };
}
