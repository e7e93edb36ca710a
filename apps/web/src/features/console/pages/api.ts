/**
 * The pages screen's calls (docs/CONSOLE.md "Pages"): the static pages' list with its search, one
 * page with every language, saving (create or replace) and deleting.
 */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { assertOk, unwrap, type components, type paths } from '@tribune/api-client';
import { api } from '../../../kernel/api.ts';
import { listPageInfo, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import { staticPageKeys } from '../../static-pages/index.ts';
import { consoleKeys, type ConsolePage } from '../api.ts';

type Schemas = components['schemas'];
export type AdminStaticPage = Schemas['AdminStaticPage'];
/** The body's `static_page` of a save. */
export type StaticPageBody =
  paths['/v2/admin/static_pages']['post']['requestBody']['content']['application/json']['static_page'];

export const pageKeys = {
  all: [...consoleKeys.all, 'pages'] as const,
  list: (q: object) => [...pageKeys.all, 'list', q] as const,
  one: (id: string) => [...pageKeys.all, 'one', id] as const,
};

/** The fans' cached pages: dropped after a save or a deletion, so that the console's own tab reads them again. */
export const fanPageKeys = staticPageKeys.all;

export const pagesQuery = (q: { search: string; page: number }) =>
  queryOptions({
    queryKey: pageKeys.list(q),
    queryFn: async (): Promise<ConsolePage<AdminStaticPage>> => {
      const result = await api.GET('/v2/admin/static_pages', {
        params: { query: { search: q.search || undefined, page: q.page, per_page: 20 } },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
  });

export const pageQuery = (id: string) =>
  queryOptions({
    queryKey: pageKeys.one(id),
    queryFn: async () => unwrap(await api.GET('/v2/admin/static_pages/{id}', { params: { path: { id } } })).data,
    retry: retryUnlessRefused,
  });

/** POST (no id) or PUT a page; answers the page as saved (its body sanitized). */
export async function savePage(id: string | undefined, page: StaticPageBody): Promise<AdminStaticPage> {
  const body = { static_page: page };
  return id === undefined
    ? unwrap(await api.POST('/v2/admin/static_pages', { body })).data
    : unwrap(await api.PUT('/v2/admin/static_pages/{id}', { params: { path: { id } }, body })).data;
}

/** DELETE a page (409 for a page the app links to). */
export async function deletePage(id: string): Promise<void> {
  assertOk(await api.DELETE('/v2/admin/static_pages/{id}', { params: { path: { id } } }));
}
