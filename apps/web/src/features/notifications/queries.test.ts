import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { NotificationWire } from '@tribune/domain';
import type { NotificationsPage } from './api.ts';
import { inboxItems, markOpenedInInbox, prependToInbox } from './queries.ts';

const n = (id: string, openedAt: string | null = null): NotificationWire => ({
  id,
  type: 'notification',
  attributes: {
    key: 'comment.liked',
    opened_at: openedAt,
    prompt_dialog: false,
    parameters: {},
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  },
});

const page = (items: NotificationWire[], p: number): NotificationsPage => ({
  items,
  page: p,
  totalPages: 2,
  totalCount: 4,
  openNotifications: 4,
});

const data: InfiniteData<NotificationsPage, number> = {
  pages: [page([n('4'), n('3')], 1), page([n('2'), n('1')], 2)],
  pageParams: [1, 2],
};

describe('inbox cache', () => {
  it('puts a live notification on top, a folded one moves up, each shown once', () => {
    const withNew = prependToInbox(data, n('5'));
    expect(inboxItems(withNew).map((x) => x.id)).toEqual(['5', '4', '3', '2', '1']);
    expect(withNew?.pages[0]?.totalCount).toBe(5);
    const folded = prependToInbox(data, n('2'));
    expect(inboxItems(folded).map((x) => x.id)).toEqual(['2', '4', '3', '1']);
    // A later page overlapping the first after a prepend shows each notification once.
    const overlap: InfiniteData<NotificationsPage, number> = {
      pages: [page([n('5'), n('4')], 1), page([n('4'), n('3')], 2)],
      pageParams: [1, 2],
    };
    expect(inboxItems(overlap).map((x) => x.id)).toEqual(['5', '4', '3']);
    expect(prependToInbox(undefined, n('5'))).toBeUndefined();
  });

  it('marks opened by id or all', () => {
    const at = '2026-02-01T00:00:00.000Z';
    const one = markOpenedInInbox(data, ['3'], false, at);
    expect(inboxItems(one).map((x) => x.attributes.opened_at)).toEqual([null, at, null, null]);
    const all = markOpenedInInbox(data, [], true, at);
    expect(inboxItems(all).every((x) => x.attributes.opened_at === at)).toBe(true);
    expect(markOpenedInInbox(data, ['99'], false, at)).toBe(data);
  });
});
