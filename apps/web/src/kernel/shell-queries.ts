import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tribune/api-client';
import { MODULE_CONFIG_STALE_MS, TRANSLATIONS_STALE_MS } from '@tribune/domain';
import { api } from './api.ts';

const version = __BUILD_ID__;
const shellRetry = { retry: 1, retryDelay: 400 } as const;

/** Query keys of the shell, in one place. */
export const shellKeys = {
  all: ['shell'] as const,
  moduleConfig: () => [...shellKeys.all, 'module-config'] as const,
  routes: () => [...shellKeys.all, 'routes'] as const,
  icons: () => [...shellKeys.all, 'icons'] as const,
  translations: (lang: string) => [...shellKeys.all, 'translations', lang] as const,
  menuItems: (lang: string) => [...shellKeys.all, 'menu-items', lang] as const,
};

/** module-config.json, refetched when older than 60000 ms. */
export const moduleConfigQuery = queryOptions({
  queryKey: shellKeys.moduleConfig(),
  queryFn: async () =>
    unwrap(await api.GET('/customizer/render/web/module-config.json', { params: { query: { version } } })),
  staleTime: MODULE_CONFIG_STALE_MS,
  ...shellRetry,
});

/** routes.json: the route words that override the built-in ones. */
export const routesQuery = queryOptions({
  queryKey: shellKeys.routes(),
  queryFn: async () => unwrap(await api.GET('/customizer/render/web/routes.json', { params: { query: { version } } })),
  staleTime: MODULE_CONFIG_STALE_MS,
  ...shellRetry,
});

/** icons.json: SVG path data by icon name. */
export const iconsQuery = queryOptions({
  queryKey: shellKeys.icons(),
  queryFn: async () => unwrap(await api.GET('/customizer/render/web/icons.json', { params: { query: { version } } })),
  staleTime: TRANSLATIONS_STALE_MS,
  ...shellRetry,
});

/** translations/{lang}.json, refetched when older than 300000 ms. */
export const translationsQuery = (lang: string) =>
  queryOptions({
    queryKey: shellKeys.translations(lang),
    queryFn: async () =>
      unwrap(
        await api.GET('/customizer/render/web/translations/{file}', {
          params: { path: { file: `${lang}.json` }, query: { version } },
        }),
      ),
    staleTime: TRANSLATIONS_STALE_MS,
    ...shellRetry,
  });

/** The instance's menu in one language. */
export const menuItemsQuery = (lang: string) =>
  queryOptions({
    queryKey: shellKeys.menuItems(lang),
    queryFn: async () => unwrap(await api.GET('/v2/menu_items', { params: { query: { per_page: 100 } } })).data,
    staleTime: MODULE_CONFIG_STALE_MS,
  });
