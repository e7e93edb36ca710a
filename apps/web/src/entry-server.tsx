// The server's rendering of the app (docs/DECISIONS.md "Server rendering"): built by Vite into
// apps/web/dist-ssr (never served as a file) and imported by the server's web module. It renders the
// same <App> as main.tsx, as a guest, with the page's first data fetched in process beforehand.
import { AsyncLocalStorage } from 'node:async_hooks';
import { renderToStringAsync } from 'preact-render-to-string';
import { dehydrate, type DehydratedState } from '@tanstack/react-query';
import {
  parseFeatureFlags,
  parseModuleConfig,
  type RouteName,
  type WebRenderedPage,
  type WebRenderRequest,
} from '@tribune/domain';
import { setApiTransport } from './kernel/api.ts';
import { i18n as browserI18n } from './kernel/i18n.ts';
import { StaticRouter } from './kernel/router.tsx';
import { shellKeys } from './kernel/shell-queries.ts';
import { App, createQueryClient } from './shell/App.tsx';
import { loadPageData, PAGE_DATA } from './server/page-data.ts';

/** One page to render, and what comes back (the contract with the server's web module). */
export type RenderRequest = WebRenderRequest;
export type RenderedPage = WebRenderedPage & { state: DehydratedState };

/** The string renderer takes the element JSX made: a Preact node in the build, typed as React's here. */
const renderPreact = renderToStringAsync as (element: unknown) => Promise<string>;

const requestFetch = new AsyncLocalStorage<typeof fetch>();
setApiTransport((input, init) => {
  const fetchImpl = requestFetch.getStore();
  return fetchImpl ? fetchImpl(input, init) : Promise.reject(new Error('no page is being rendered'));
});

/** True when the server renders this page (the others are drawn by the browser). */
export function rendersOnServer(name: RouteName): boolean {
  return Object.hasOwn(PAGE_DATA, name);
}

const BOOT_KEYS = new Set(
  [shellKeys.moduleConfig(), shellKeys.routes(), shellKeys.icons()].map((k) => JSON.stringify(k)),
);

/** Renders one page; rejects when the shell cannot be rendered or the rendering takes too long. */
export async function renderPage(req: RenderRequest): Promise<RenderedPage> {
  const client = createQueryClient();
  // Nothing is retried on the server: a failed query is left to the browser.
  client.setDefaultOptions({ queries: { ...client.getDefaultOptions().queries, retry: false } });
  client.setQueryData(shellKeys.moduleConfig(), req.boot.moduleConfig);
  client.setQueryData(shellKeys.routes(), req.boot.routes);
  client.setQueryData(shellKeys.icons(), req.boot.icons);
  client.setQueryData(shellKeys.translations(req.locale), req.boot.translations);
  const config = parseModuleConfig(req.boot.moduleConfig);
  const flags = parseFeatureFlags((req.boot.moduleConfig as { feature_flags?: unknown }).feature_flags);
  const search = new URL(req.url, 'http://x').searchParams;
  await requestFetch.run(req.fetch, () =>
    loadPageData(req.routeName, { client, locale: req.locale, params: req.params, search, config, flags }),
  );
  // The boot data carries the shell's configuration and texts; this carries the page's own queries.
  const state = dehydrate(client, {
    shouldDehydrateQuery: (q) =>
      q.state.status === 'success' &&
      !BOOT_KEYS.has(JSON.stringify(q.queryKey)) &&
      JSON.stringify(q.queryKey) !== JSON.stringify(shellKeys.translations(req.locale)),
  });
  // Each page gets its own i18next instance in its language; it shares the loaded texts.
  const i18n = browserI18n.cloneInstance({ lng: req.locale });
  // The app runs on Preact in the build (vite.config.ts): its string renderer waits for every lazy
  // page and Suspense boundary, so the HTML is complete and needs no inline script (strict CSP).
  const element = (
    <App client={client} i18n={i18n} router={(shell) => <StaticRouter location={req.url}>{shell}</StaticRouter>} />
  );
  let timer: ReturnType<typeof setTimeout> | undefined;
  const html = await Promise.race([
    renderPreact(element),
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`rendering took over ${req.timeoutMs} ms`)), req.timeoutMs);
    }),
  ]).finally(() => clearTimeout(timer));
  return { html, state };
}
