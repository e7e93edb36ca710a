import { existsSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { PAGE_DATA_ELEMENT_ID, type RouteName, type WebRenderedPage, type WebRenderRequest } from '@tribune/domain';
import type { App } from '../../app-types.ts';

/** What apps/web/src/entry-server.tsx exports (built into apps/web/dist-ssr/entry-server.js). */
interface WebRenderer {
  rendersOnServer(name: RouteName): boolean;
  renderPage(req: WebRenderRequest): Promise<WebRenderedPage>;
}

/** A page taking longer than this to render is drawn by the browser instead. */
export const RENDER_TIMEOUT_MS = 3000;

/** How long a rendering serves the same page again (every guest sees the same page). */
export const RENDER_CACHE_MS = 1000;

/** At most this many renderings are kept. */
export const RENDER_CACHE_ENTRIES = 500;

/** The mark in index.html where the app goes. */
const ROOT_ELEMENT = '<div id="root"></div>';

/** Headers of the API client that an in-process request of the rendering keeps. */
const FORWARDED = ['accept', 'x-build', 'x-platform', 'x-timezone', 'x-target-shop'];

/** The page's own first data for the browser's cache (JSON that never runs; every `<` escaped). */
export function renderPageData(state: unknown): string {
  return `<script type="application/json" id="${PAGE_DATA_ELEMENT_ID}">${JSON.stringify(state).replace(/</g, '\\u003c')}</script>`;
}

/** A rendered page and its compressed forms, made once per encoding while it is kept. */
export interface RenderedHtml {
  html: string;
  encoded: Map<string, Buffer>;
}

/** The server's rendering of the public pages, or null when the web app's server build is missing. */
export interface ServerRendering {
  /**
   * Renders a page into the shell page `html` (the head already filled in): the app's HTML inside
   * the root element and its first data after it; null when the rendering failed or
   * took too long, or when the page is not one the server renders (then the caller sends the page
   * without it, and the browser draws it).
   */
  render(input: {
    html: string;
    url: string;
    routeName: RouteName;
    locale: string;
    params: Record<string, string>;
  }): Promise<RenderedHtml | null>;
}

export function loadServerRendering(app: App): ServerRendering | null {
  const entry = path.join(path.dirname(app.config.webDistDir), 'dist-ssr', 'entry-server.js');
  if (!existsSync(entry)) {
    app.log.warn({ entry }, 'web app server rendering not built: pages are drawn by the browser (run npm run build)');
    return null;
  }
  // Loaded beside the start, not before it is ready: the first page waits for it if it must.
  const loading = import(pathToFileURL(entry).href) as Promise<WebRenderer>;
  loading.catch((error: unknown) => app.log.error({ err: error, entry }, 'web app server rendering failed to load'));

  // The customizer's bodies parsed once per configuration version (the same objects every page).
  let parsed = {
    version: Number.NaN,
    moduleConfig: null as unknown,
    routes: null as unknown,
    icons: null as unknown,
    translations: new Map<string, unknown>(),
  };
  function boot(locale: string) {
    const s = app.instance.snapshot();
    if (parsed.version !== s.version) {
      parsed = {
        version: s.version,
        moduleConfig: JSON.parse(s.bodies.moduleConfig.body.toString('utf8')) as unknown,
        routes: JSON.parse(s.bodies.routes.body.toString('utf8')) as unknown,
        icons: JSON.parse(s.bodies.icons.body.toString('utf8')) as unknown,
        translations: new Map(),
      };
    }
    if (!parsed.translations.has(locale)) {
      const body = s.bodies.translations[locale]?.body;
      parsed.translations.set(locale, body ? (JSON.parse(body.toString('utf8')) as unknown) : {});
    }
    return {
      moduleConfig: parsed.moduleConfig,
      routes: parsed.routes,
      icons: parsed.icons,
      translations: parsed.translations.get(locale),
    };
  }

  /** The API as a guest in the page's language, answered in process (GET only). */
  function guestFetch(locale: string): typeof fetch {
    return async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      if (request.method !== 'GET') throw new Error(`the rendering only reads (${request.method})`);
      const url = new URL(request.url);
      const headers: Record<string, string> = { 'accept-language': locale, 'requested-language': locale };
      for (const name of FORWARDED) {
        const value = request.headers.get(name);
        if (value) headers[name] = value;
      }
      const res = await app.inject({ method: 'GET', url: `${url.pathname}${url.search}`, headers });
      const out = new Headers();
      for (const [name, value] of Object.entries(res.headers)) {
        if (value === undefined) continue;
        for (const v of Array.isArray(value) ? value : [value]) out.append(name, String(v));
      }
      return new Response(res.statusCode === 204 ? null : res.rawPayload, { status: res.statusCode, headers: out });
    };
  }

  /** One rendering of a page, as the whole document's HTML. */
  async function renderHtml(
    renderer: WebRenderer,
    input: { html: string; url: string; routeName: RouteName; locale: string; params: Record<string, string> },
    at: number,
  ): Promise<RenderedHtml | null> {
    let page: Awaited<ReturnType<WebRenderer['renderPage']>>;
    try {
      page = await renderer.renderPage({
        url: input.url,
        routeName: input.routeName,
        locale: input.locale,
        params: input.params,
        boot: boot(input.locale),
        fetch: guestFetch(input.locale),
        timeoutMs: RENDER_TIMEOUT_MS,
      });
    } catch (error) {
      app.log.warn({ err: error, url: input.url }, 'server rendering failed: the browser draws the page');
      return null;
    }
    const { html } = input;
    return {
      html: `${html.slice(0, at)}<div id="root">${page.html}</div>${renderPageData(page.state)}${html.slice(at + ROOT_ELEMENT.length)}`,
      encoded: new Map(),
    };
  }

  // Every guest sees the same page: a rendering is kept RENDER_CACHE_MS for the same address,
  // language and configuration, and one rendering serves all requests that arrive while it runs
  // (a match day's rush on one shared link renders it once, not once per fan).
  const cache = new Map<string, { at: number; page: Promise<RenderedHtml | null> }>();

  return {
    async render(input) {
      const at = input.html.indexOf(ROOT_ELEMENT);
      const renderer = await loading.catch(() => null);
      if (at < 0 || !renderer?.rendersOnServer(input.routeName)) return null;
      const key = `${app.instance.snapshot().version}|${input.locale}|${input.url}`;
      const now = Date.now();
      const hit = cache.get(key);
      if (hit && now - hit.at < RENDER_CACHE_MS) return hit.page;
      const page = renderHtml(renderer, input, at);
      cache.delete(key);
      cache.set(key, { at: now, page });
      // Bounded: the oldest go first (a Map keeps insertion order).
      for (const [old, entry] of cache) {
        if (cache.size <= RENDER_CACHE_ENTRIES && now - entry.at < RENDER_CACHE_MS) break;
        cache.delete(old);
      }
      return page;
    },
  };
}
