import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { CommentSort } from '@tribune/domain';
import {
  fetchComment,
  fetchComments,
  fetchLikers,
  fetchReportTypes,
  type Commentable,
  type CommentPage,
  type CommentView,
} from './api.ts';

/** Query keys of comments, likes and report types; lists are keyed per commentable, sort and viewer. */
export const commentKeys = {
  all: ['comments'] as const,
  lists: () => [...commentKeys.all, 'list'] as const,
  resource: (target: Commentable) => [...commentKeys.lists(), target.type, target.key] as const,
  list: (target: Commentable, sort: CommentSort, viewer: string | null) =>
    [...commentKeys.resource(target), sort, viewer ?? 'guest'] as const,
  detail: (id: string, viewer: string | null) => [...commentKeys.all, 'detail', id, viewer ?? 'guest'] as const,
  likersOf: (type: 'content' | 'comment') => ['likes', type] as const,
  likers: (type: 'content' | 'comment', id: string) => [...commentKeys.likersOf(type), id] as const,
  reportTypes: (locale: string) => ['ugc_report_types', locale] as const,
};

/** The pages of one comment list: page 1 replaces, later pages append (docs/DECISIONS.md "Comments, likes and reports (issue #4)"). */
export const commentListQuery = (target: Commentable, sort: CommentSort, viewer: string | null) =>
  infiniteQueryOptions({
    queryKey: commentKeys.list(target, sort, viewer),
    queryFn: ({ pageParam }) => fetchComments(target, sort, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last: CommentPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

/** One comment (the deep link's target and, for a reply, its parent). */
export const commentQuery = (id: string, viewer: string | null) =>
  queryOptions({
    queryKey: commentKeys.detail(id, viewer),
    queryFn: () => fetchComment(id),
    retry: (count, err) => count < 2 && !(err && 'status' in err && (err.status === 404 || err.status === 403)),
  });

/** The users who liked something; silent on failure (docs/DECISIONS.md "Failures in the app"). */
export const likersQuery = (type: 'content' | 'comment', id: string) =>
  infiniteQueryOptions({
    queryKey: commentKeys.likers(type, id),
    queryFn: ({ pageParam }) => fetchLikers(type, id, pageParam),
    initialPageParam: 1,
    getNextPageParam: (last, _all, page) => (page < last.totalPages ? page + 1 : undefined),
  });

/** The report types in the viewer's language. */
export const reportTypesQuery = (locale: string) =>
  queryOptions({ queryKey: commentKeys.reportTypes(locale), queryFn: fetchReportTypes, staleTime: 10 * 60_000 });

/** Applies `change` to one comment wherever it is shown: lists, their top replies and detail queries. */
export function patchComment(
  queryClient: QueryClient,
  id: string,
  change: (comment: CommentView) => CommentView,
): void {
  const visit = (c: CommentView): CommentView => {
    const self = c.id === id ? change(c) : c;
    const tops = self.topComments.map(visit);
    return tops.some((t, i) => t !== self.topComments[i]) ? { ...self, topComments: tops } : self;
  };
  queryClient.setQueriesData<InfiniteData<CommentPage>>({ queryKey: commentKeys.lists() }, (data) =>
    data ? { ...data, pages: data.pages.map((p) => ({ ...p, items: p.items.map(visit) })) } : data,
  );
  queryClient.setQueriesData<CommentView>({ queryKey: [...commentKeys.all, 'detail'] }, (data) =>
    data ? visit(data) : data,
  );
}

/** Puts a new comment at the head of a cached list (docs/DECISIONS.md "Comments, likes and reports (issue #4)"). */
export function prependComment(queryClient: QueryClient, key: readonly unknown[], comment: CommentView): void {
  queryClient.setQueryData<InfiniteData<CommentPage>>(key, (data) => {
    const first = data?.pages[0];
    if (!data || !first) return data;
    const head = { ...first, items: [comment, ...first.items], totalCount: first.totalCount + 1 };
    return { ...data, pages: [head, ...data.pages.slice(1)] };
  });
}
