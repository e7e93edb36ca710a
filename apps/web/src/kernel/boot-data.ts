import { hydrate, type DehydratedState, type Query, type QueryClient } from '@tanstack/react-query';
import { BOOT_DATA_ELEMENT_ID, PAGE_DATA_ELEMENT_ID, type BootData } from '@tribune/domain';
import { reviveIncluded } from './included.ts';
import { shellKeys } from './shell-queries.ts';

function readJson(doc: Document, id: string): unknown {
  const element = doc.getElementById(id);
  if (!element) return undefined;
  element.remove();
  try {
    return JSON.parse(element.textContent ?? '') as unknown;
  } catch {
    return undefined;
  }
}

/**
 * Puts the shell's first data that the server embedded in the page (see BootData) into the query
 * cache, as if it had just been fetched: the first view needs no request for it. A page without it
 * (the service worker's cached shell, an unbuilt server) or with damaged data changes nothing: the
 * queries then fetch as before. The element is removed once read. Answers whether it was there.
 */
export function seedBootData(client: QueryClient, doc: Document = document): boolean {
  const data = readJson(doc, BOOT_DATA_ELEMENT_ID) as BootData | undefined;
  if (!data || typeof data !== 'object') return false;
  if (data.module_config) client.setQueryData(shellKeys.moduleConfig(), data.module_config);
  if (data.routes) client.setQueryData(shellKeys.routes(), data.routes);
  if (data.icons) client.setQueryData(shellKeys.icons(), data.icons);
  for (const [lang, translations] of Object.entries(data.translations ?? {})) {
    if (translations) client.setQueryData(shellKeys.translations(lang), translations);
  }
  return true;
}

/** How long the page's server-rendered data counts as just fetched: no refetch when its view mounts. */
export const SERVER_DATA_FRESH_MS = 30_000;

/**
 * Puts a server-rendered page's own first data (PAGE_DATA_ELEMENT_ID: the dehydrated queries the
 * server drew the page with) into the query cache, so hydration draws what the server drew. Those
 * queries are not fetched again when their views mount within SERVER_DATA_FRESH_MS (invalidated
 * ones are); window focus and the usual staleness refresh them later. Answers whether the page
 * carried such data (then the server rendered it).
 */
export function seedPageData(client: QueryClient, doc: Document = document, now = Date.now()): boolean {
  const state = readJson(doc, PAGE_DATA_ELEMENT_ID) as DehydratedState | undefined;
  if (!state || typeof state !== 'object' || !Array.isArray(state.queries)) return false;
  // JSON kept the included records but not their lookups: they are rebuilt (kernel/included.ts).
  hydrate(client, state, { defaultOptions: { deserializeData: reviveIncluded } });
  const fromServer = new Set(state.queries.map((q) => q.queryHash));
  const until = now + SERVER_DATA_FRESH_MS;
  const defaults = client.getDefaultOptions();
  client.setDefaultOptions({
    ...defaults,
    queries: {
      ...defaults.queries,
      refetchOnMount: (query: Query) =>
        query.state.isInvalidated || !fromServer.has(query.queryHash) || Date.now() > until,
    },
  });
  return true;
}
