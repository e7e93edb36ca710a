/** The moderation section's calls (docs/CONSOLE.md "Moderation"): the review queue and decisions. */
import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import { unwrap, type components, type paths } from '@tribune/api-client';
import { api } from '../../../kernel/api.ts';
import { listPageInfo, retryUnlessRefused } from '../../../kernel/api-answers.ts';
import type { ConsolePage } from '../api.ts';

export type ModerationItem = components['schemas']['ModerationItem'];
type QueueQuery = NonNullable<paths['/v2/admin/moderation/queue']['get']['parameters']['query']>;
export type QueueStatus = NonNullable<QueueQuery['status']>;
export type QueueType = NonNullable<QueueQuery['type']>;
export type QueueSort = NonNullable<QueueQuery['sort']>;
export type Decision = 'under_review' | 'cleared' | 'hidden';

export const QUEUE_STATUSES: readonly QueueStatus[] = [
  'open',
  'reported',
  'under_review',
  'review_requested',
  'hidden',
  'cleared',
];
export const QUEUE_TYPES: readonly QueueType[] = ['comment', 'group_post', 'feed_post', 'idea', 'ama_question'];

/** The decisions a moderator may take from each status (docs/CONSOLE.md "Moderation"). */
export const DECISIONS: Readonly<Record<ModerationItem['attributes']['status'], readonly Decision[]>> = {
  unreported: [],
  reported: ['under_review', 'cleared', 'hidden'],
  under_review: ['cleared', 'hidden'],
  review_requested: ['under_review', 'cleared', 'hidden'],
  hidden: ['cleared'],
  cleared: [],
};

export const moderationKeys = {
  all: ['console', 'moderation'] as const,
  queue: (q: object) => [...moderationKeys.all, 'queue', q] as const,
};

export const queueQuery = (q: {
  status: QueueStatus;
  type?: QueueType;
  sort: QueueSort;
  search?: string;
  page: number;
}) =>
  queryOptions({
    queryKey: moderationKeys.queue(q),
    queryFn: async (): Promise<ConsolePage<ModerationItem>> => {
      const result = await api.GET('/v2/admin/moderation/queue', {
        params: {
          query: {
            status: q.status,
            type: q.type,
            sort: q.sort,
            search: q.search || undefined,
            page: q.page,
            per_page: 20,
          },
        },
      });
      return { rows: unwrap(result).data, ...listPageInfo(result.response) };
    },
    placeholderData: keepPreviousData,
    retry: retryUnlessRefused,
    // The queue fills while the moderator works: asked again every 30 s.
    refetchInterval: 30_000,
  });

export async function decide(item: ModerationItem, status: Decision, reason: string): Promise<void> {
  unwrap(
    await api.PUT('/v2/admin/moderation/items/{type}/{id}', {
      params: { path: { type: item.attributes.resource_type as QueueType, id: item.attributes.resource_id } },
      body: { moderation: { status, reason: reason || null } },
    }),
  );
}
