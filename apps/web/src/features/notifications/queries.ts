import { infiniteQueryOptions, queryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import type { NotificationWire } from '@tribune/domain';
import { isNotFound, notificationsApi, NOTIFICATIONS_PER_PAGE, type NotificationsPage } from './api.ts';

/** The query keys of the feature, per user. */
export const notificationKeys = {
  all: ['notifications'] as const,
  user: (userId: string) => [...notificationKeys.all, userId] as const,
  list: (userId: string) => [...notificationKeys.user(userId), 'list'] as const,
  one: (userId: string, id: string) => [...notificationKeys.user(userId), 'one', id] as const,
  preferences: (userId: string) => [...notificationKeys.user(userId), 'preferences'] as const,
};

/** The inbox: page 1 first, later pages appended (load more). */
export const inboxQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: notificationKeys.list(userId),
    queryFn: ({ pageParam }) => notificationsApi.list({ page: pageParam, per_page: NOTIFICATIONS_PER_PAGE }),
    initialPageParam: 1,
    getNextPageParam: (last: NotificationsPage) => (last.page < last.totalPages ? last.page + 1 : undefined),
  });

/** One notification. */
export const notificationQuery = (userId: string, id: string) =>
  queryOptions({
    queryKey: notificationKeys.one(userId, id),
    queryFn: () => notificationsApi.show(id),
    retry: (failures, error) => failures < 2 && !isNotFound(error),
  });

/** The notifications of the loaded pages, each once (a live one at the top shifts later pages). */
export function inboxItems(data: InfiniteData<NotificationsPage> | undefined): NotificationWire[] {
  const seen = new Set<string>();
  const out: NotificationWire[] = [];
  for (const page of data?.pages ?? []) {
    for (const n of page.items) {
      if (seen.has(n.id)) continue;
      seen.add(n.id);
      out.push(n);
    }
  }
  return out;
}

/** A live notification goes to the top of the loaded inbox (a folded one moves up). */
export function prependToInbox(
  data: InfiniteData<NotificationsPage> | undefined,
  n: NotificationWire,
): InfiniteData<NotificationsPage> | undefined {
  if (!data || data.pages.length === 0) return data;
  const pages = data.pages.map((page, i) => {
    const items = page.items.filter((item) => item.id !== n.id);
    return i === 0
      ? { ...page, items: [n, ...items], totalCount: page.totalCount + (items.length === page.items.length ? 1 : 0) }
      : { ...page, items };
  });
  return { ...data, pages };
}

/** Marks notifications opened in the loaded inbox (all of them with `all`). */
export function markOpenedInInbox(
  data: InfiniteData<NotificationsPage> | undefined,
  ids: readonly string[],
  all: boolean,
  at: string,
): InfiniteData<NotificationsPage> | undefined {
  if (!data) return data;
  const wanted = new Set(ids);
  let changed = false;
  const pages = data.pages.map((page) => {
    const items = page.items.map((n) => {
      if (n.attributes.opened_at !== null || !(all || wanted.has(n.id))) return n;
      changed = true;
      return { ...n, attributes: { ...n.attributes, opened_at: at } };
    });
    return { ...page, items };
  });
  return changed ? { ...data, pages } : data;
}

/** Applies opened notifications to every cache of the user (inbox and single notifications). */
export function applyOpened(client: QueryClient, userId: string, ids: readonly string[], all: boolean): void {
  const at = new Date().toISOString();
  client.setQueryData<InfiniteData<NotificationsPage>>(notificationKeys.list(userId), (data) =>
    markOpenedInInbox(data, ids, all, at),
  );
  for (const [key, n] of client.getQueriesData<NotificationWire>({
    queryKey: [...notificationKeys.user(userId), 'one'],
  })) {
    if (n && n.attributes.opened_at === null && (all || ids.includes(n.id))) {
      client.setQueryData(key, { ...n, attributes: { ...n.attributes, opened_at: at } });
    }
  }
}

/** Applies a new or updated notification to the user's caches. */
export function applyReceived(client: QueryClient, userId: string, n: NotificationWire): void {
  client.setQueryData<InfiniteData<NotificationsPage>>(notificationKeys.list(userId), (data) =>
    prependToInbox(data, n),
  );
  if (client.getQueryData(notificationKeys.one(userId, n.id)) !== undefined) {
    client.setQueryData(notificationKeys.one(userId, n.id), n);
  }
}
