import { queryOptions } from '@tanstack/react-query';
import { unwrap } from '@tribune/api-client';
import { api } from '../../kernel/api.ts';

/** Query keys of static pages. */
export const staticPageKeys = {
  all: ['static_pages'] as const,
  detail: (slug: string, locale: string) => [...staticPageKeys.all, slug, locale] as const,
};

/** One static page in one language. */
export const staticPageQuery = (slug: string, locale: string) =>
  queryOptions({
    queryKey: staticPageKeys.detail(slug, locale),
    queryFn: async () => unwrap(await api.GET('/v2/static_pages/{slug}', { params: { path: { slug } } })).data,
    retry: (count, err) => count < 2 && !(err && 'status' in err && err.status === 404),
  });
