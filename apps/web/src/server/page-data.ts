import type { QueryClient } from '@tanstack/react-query';
import { moduleEnabled, type FeatureFlags, type ModuleConfig, type RouteName } from '@tribune/domain';
import { menuItemsQuery } from '../kernel/shell-queries.ts';
import {
  categoriesQuery,
  contentQuery,
  contentsListQuery,
  filtersFromSearch,
  latestContentsQuery,
} from '../features/contents/index.ts';
import { staticPageQuery } from '../features/static-pages/index.ts';
import { votingsQuery } from '../features/votings/index.ts';
import { missionsQuery } from '../features/ideation/index.ts';
import { amaSessionsQuery } from '../features/amas/index.ts';
import { allEventsQuery, eventsQuery } from '../features/events/index.ts';
import { SECTION_SIZE } from '../features/home/index.ts';
import { spaceFiltersFromSearch, spacesListQuery } from '../features/spaces/index.ts';

/** What a page's data loader knows: the matched page and the instance's configuration. */
export interface PageDataContext {
  client: QueryClient;
  locale: string;
  params: Record<string, string>;
  search: URLSearchParams;
  config: ModuleConfig;
  flags: FeatureFlags;
}

type Loader = (ctx: PageDataContext) => Promise<unknown>;

/** The server renders as a guest: the queries keyed by viewer are the guest's (null). */
const GUEST = null;

const contentsList = ({ client, locale, search }: PageDataContext, category?: string) =>
  client.prefetchInfiniteQuery(contentsListQuery(filtersFromSearch(search, category), locale, GUEST));

async function home(ctx: PageDataContext): Promise<void> {
  const { client, locale, config, flags } = ctx;
  if (!moduleEnabled('contents', config, flags)) return;
  if (!config.modules.home) return contentsList(ctx);
  const categories = await client.fetchQuery(categoriesQuery(locale)).catch(() => null);
  if (!categories) return;
  await Promise.all(
    [null, ...categories].map((c) =>
      client.prefetchQuery(latestContentsQuery(c?.attributes.slug ?? '', locale, GUEST, SECTION_SIZE)),
    ),
  );
}

async function homeCategory(ctx: PageDataContext): Promise<void> {
  const { client, locale, config, flags, params } = ctx;
  if (!moduleEnabled('contents', config, flags)) return;
  if (!config.modules.home) return contentsList(ctx);
  await Promise.all([client.prefetchQuery(categoriesQuery(locale)), contentsList(ctx, params.categorySlug ?? '')]);
}

/**
 * The fan groups as a guest sees them under the URL's filters. When the featured list is empty but
 * other groups exist, the page switches the filter off at once (docs/COMMUNITY.md "The list"): that list comes too.
 */
async function spaces({ client, locale, search }: PageDataContext): Promise<void> {
  const filters = spaceFiltersFromSearch(search, GUEST);
  const data = await client.fetchInfiniteQuery(spacesListQuery(filters, locale, GUEST)).catch(() => null);
  const first = data?.pages[0];
  if (filters.byFeatured && first && first.data.length === 0 && first.hasUnverifiedGroups) {
    await client.prefetchInfiniteQuery(spacesListQuery({ ...filters, byFeatured: false }, locale, GUEST));
  }
}

const staticPage: Loader = ({ client, locale, params }) =>
  client.prefetchQuery(staticPageQuery(params.slug ?? '', locale));

/**
 * The first data of each page the server renders (docs/DECISIONS.md "Server rendering"): the same
 * query options the page's components read, fetched in one pass on the server (dependent queries,
 * such as the home page's sections after its categories, in a second step), then embedded in the
 * page for the browser's cache. A query that fails is left out: the browser asks again. Pages not
 * listed here are rendered in the browser only.
 */
export const PAGE_DATA: Partial<Record<RouteName, Loader>> = {
  home,
  homeCategory,
  contents: (ctx) => Promise.all([ctx.client.prefetchQuery(categoriesQuery(ctx.locale)), contentsList(ctx)]),
  content: ({ client, locale, params }) => client.prefetchQuery(contentQuery(params.slug ?? '', locale, GUEST)),
  staticPage,
  staticPageInMenu: staticPage,
  participate: ({ client, locale, config, flags }) =>
    Promise.all([
      moduleEnabled('voting', config, flags) ? client.prefetchQuery(votingsQuery(locale, GUEST)) : null,
      moduleEnabled('crowdsourcing', config, flags) ? client.prefetchQuery(missionsQuery(locale, GUEST)) : null,
      moduleEnabled('ama', config, flags) ? client.prefetchQuery(amaSessionsQuery(locale, GUEST)) : null,
    ]),
  votings: ({ client, locale }) => client.prefetchQuery(votingsQuery(locale, GUEST)),
  ideationMissions: ({ client, locale }) => client.prefetchQuery(missionsQuery(locale, GUEST)),
  amaSessions: ({ client, locale }) => client.prefetchQuery(amaSessionsQuery(locale, GUEST)),
  events: ({ client, locale }) => client.prefetchQuery(eventsQuery(locale, GUEST)),
  eventsAll: ({ client, locale }) => client.prefetchInfiniteQuery(allEventsQuery(locale, GUEST)),
  spaces,
};

/** Loads a page's first data and the menu every page shows, in one pass. */
export async function loadPageData(name: RouteName, ctx: PageDataContext): Promise<void> {
  await Promise.all([ctx.client.prefetchQuery(menuItemsQuery(ctx.locale)), PAGE_DATA[name]?.(ctx)]);
}
