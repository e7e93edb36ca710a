import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { readListHeaders, unwrap, type components, type paths } from '@tribune/api-client';
import { CONTENT_TYPES, PAGINATION } from '@tribune/domain';
import { api } from '../../kernel/api.ts';
import { indexIncluded as indexRecords, type IncludedRecord } from '../../kernel/included.ts';

/** A category (generated from the server's schema). */
export type Category = components['schemas']['Category'];
/** A content medium: image, video, audio or embed. */
export type ContentMedium = components['schemas']['ContentMedium'];
/** A content as the viewer sees it (availability and likes are per viewer). */
export type Content = components['schemas']['Content'];
type ListMeta = paths['/v2/contents']['get']['responses'][200]['content']['application/json']['meta'];

/** A list or detail answer with its included records indexed by type and id. */
export interface Included {
  category(id: string | undefined): Category | undefined;
  medium(id: string | undefined): ContentMedium | undefined;
}

/** Indexes included records once, so cards look up their category and medium in constant time. */
// The shared index (kernel/included.ts): it survives the server rendering's embedding.
export function indexIncluded(records: readonly IncludedRecord[]): Included {
  return indexRecords(records) as Included;
}

/** The list filters; all optional. */
export interface ContentFilters {
  category?: string;
  contentType?: ContentType;
  search?: string;
  perPage?: number;
}

/** The list's filters as the URL holds them (`q`, `category`, `type`); a category page fixes its category. */
export function filtersFromSearch(search: URLSearchParams, category?: string): ContentFilters {
  const q = search.get('q') ?? '';
  const chosenCategory = category ?? search.get('category') ?? '';
  const typeParam = search.get('type') ?? '';
  const contentType = CONTENT_TYPES.find((c) => c === typeParam) ?? '';
  return {
    ...(chosenCategory ? { category: chosenCategory } : {}),
    ...(contentType ? { contentType } : {}),
    ...(q.trim() ? { search: q.trim() } : {}),
  };
}

/** One page of the contents list. */
export interface ContentsPageData {
  data: Content[];
  included: Included;
  meta: ListMeta;
  page: number;
  totalPages: number | null;
}

type ContentType = Content['attributes']['content_type'];

/** Query keys of contents; the viewer is part of them because availability and likes depend on it. */
export const contentKeys = {
  all: ['contents'] as const,
  lists: () => [...contentKeys.all, 'list'] as const,
  list: (filters: ContentFilters, locale: string, viewer: string | null) =>
    [...contentKeys.lists(), filters, locale, viewer ?? 'guest'] as const,
  latest: (category: string, perPage: number, locale: string, viewer: string | null) =>
    [...contentKeys.all, 'latest', category, perPage, locale, viewer ?? 'guest'] as const,
  detail: (slug: string, locale: string, viewer: string | null) =>
    [...contentKeys.all, 'detail', slug, locale, viewer ?? 'guest'] as const,
  categories: (locale: string) => [...contentKeys.all, 'categories', locale] as const,
};

async function fetchPage(filters: ContentFilters, page: number): Promise<ContentsPageData> {
  const result = await api.GET('/v2/contents', {
    params: {
      query: {
        page,
        per_page: filters.perPage ?? PAGINATION.defaultPerPage,
        ...(filters.category ? { by_category: filters.category } : {}),
        ...(filters.contentType ? { by_content_type: filters.contentType } : {}),
        ...(filters.search ? { search: filters.search } : {}),
      },
    },
  });
  const body = unwrap(result);
  const headers = readListHeaders(result.response);
  return {
    data: body.data,
    included: indexIncluded(body.included),
    meta: body.meta,
    page: headers.currentPage,
    totalPages: headers.totalPages,
  };
}

const notFoundNoRetry = (count: number, err: unknown) =>
  count < 2 && !(err && typeof err === 'object' && 'status' in err && (err.status === 404 || err.status === 400));

/** The contents list: page 1 replaces (a new key per filter), later pages append. */
export const contentsListQuery = (filters: ContentFilters, locale: string, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: contentKeys.list(filters, locale, viewer),
    queryFn: ({ pageParam }) => fetchPage(filters, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.totalPages !== null && last.page < last.totalPages ? last.page + 1 : undefined),
    retry: notFoundNoRetry,
  });

/** The latest contents of one category (one page), for the home page's sections. */
export const latestContentsQuery = (category: string, locale: string, viewer: string | null, perPage: number) =>
  queryOptions({
    queryKey: contentKeys.latest(category, perPage, locale, viewer),
    queryFn: () => fetchPage({ category, perPage }, 1),
  });

/** A content with its included records, by canonical or translated slug. */
export const contentQuery = (slug: string, locale: string, viewer: string | null) =>
  queryOptions({
    queryKey: contentKeys.detail(slug, locale, viewer),
    queryFn: async () => {
      const body = unwrap(await api.GET('/v2/contents/{slug}', { params: { path: { slug } } }));
      return { content: body.data, included: indexIncluded(body.included) };
    },
    retry: notFoundNoRetry,
  });

/** The categories, sorted as the instance sorts them. */
export const categoriesQuery = (locale: string) =>
  queryOptions({
    queryKey: contentKeys.categories(locale),
    queryFn: async () => unwrap(await api.GET('/v2/categories')).data,
    staleTime: 60_000,
  });
