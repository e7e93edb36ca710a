import { describe, expect, it } from 'vitest';
import type { NotificationWire } from '@tribune/domain';
import {
  INITIAL_NOTIFICATIONS,
  notificationsReducer,
  type NotificationsAction,
  type NotificationsState,
} from './store.ts';

function wire(id: string, prompt = false, openedAt: string | null = null): NotificationWire {
  return {
    id,
    type: 'notification',
    attributes: {
      key: prompt ? 'announcement' : 'comment.liked',
      opened_at: openedAt,
      prompt_dialog: prompt,
      parameters: prompt ? { prompt_dialog: { title: 'Hi', body: 'News' } } : {},
      created_at: '2026-01-01T00:00:00.000Z',
      updated_at: '2026-01-01T00:00:00.000Z',
    },
  };
}

const run = (actions: NotificationsAction[], from: NotificationsState = INITIAL_NOTIFICATIONS) =>
  actions.reduce(notificationsReducer, from);

const signedIn = run([
  { type: 'user', userId: 'u1' },
  { type: 'userLoaded', openNotifications: 3 },
]);

describe('notifications counter and prompt queue', () => {
  it('starts from the user’s open_notifications and follows the live count', () => {
    expect(signedIn.count).toBe(3);
    const next = run([{ type: 'received', notification: wire('9'), openNotifications: 4 }], signedIn);
    expect(next.count).toBe(4);
    expect(next.queue).toEqual([]);
    expect(run([{ type: 'opened', ids: ['9'], all: false, openNotifications: 2 }], next).count).toBe(2);
  });

  it('never goes below 0 and ignores nonsense counts', () => {
    expect(run([{ type: 'userLoaded', openNotifications: -4 }], signedIn).count).toBe(0);
    expect(run([{ type: 'userLoaded', openNotifications: Number.NaN }], signedIn).count).toBe(0);
  });

  it('queues a prompt dialog once; hiding it decrements the counter and removes it', () => {
    const n = wire('10', true);
    let s = run(
      [
        { type: 'received', notification: n, openNotifications: 4 },
        { type: 'received', notification: wire('11', true), openNotifications: 5 },
        // The same notification again (a folded update, a reconnect): not queued twice.
        { type: 'received', notification: n, openNotifications: 5 },
        { type: 'promptFound', notification: n },
      ],
      signedIn,
    );
    expect(s.queue.map((q) => q.id)).toEqual(['10', '11']);
    s = run([{ type: 'promptHidden', id: '10' }], s);
    expect(s.queue.map((q) => q.id)).toEqual(['11']);
    expect(s.count).toBe(4);
    // Hidden once: never shown again.
    s = run([{ type: 'received', notification: n, openNotifications: 4 }], s);
    expect(s.queue.map((q) => q.id)).toEqual(['11']);
    // Hiding something not queued changes nothing.
    expect(run([{ type: 'promptHidden', id: '10' }], s)).toBe(s);
  });

  it('does not queue opened notifications or ones without a prompt', () => {
    const s = run(
      [
        { type: 'received', notification: wire('1', true, '2026-01-02T00:00:00.000Z'), openNotifications: 3 },
        { type: 'received', notification: wire('2'), openNotifications: 4 },
      ],
      signedIn,
    );
    expect(s.queue).toEqual([]);
  });

  it('drops a queued dialog opened elsewhere, but keeps the start-up dialog opened here until hidden', () => {
    let s = run(
      [
        { type: 'promptFound', notification: wire('20', true) },
        { type: 'promptOpened', id: '20' },
        { type: 'received', notification: wire('21', true), openNotifications: 3 },
      ],
      signedIn,
    );
    // The socket's echo of our own open, and another device opening 21.
    s = run([{ type: 'opened', ids: ['20', '21'], all: false, openNotifications: 2 }], s);
    expect(s.queue.map((q) => q.id)).toEqual(['20']);
    expect(s.count).toBe(2);
    // Hiding an already-opened dialog does not count it twice.
    s = run([{ type: 'promptHidden', id: '20' }], s);
    expect(s.queue).toEqual([]);
    expect(s.count).toBe(2);
  });

  it('open-all sets the counter to 0 at once, then keeps the count and ids opened', () => {
    let s = run(
      [{ type: 'received', notification: wire('30', true), openNotifications: 4 }, { type: 'openAllStarted' }],
      signedIn,
    );
    expect(s.count).toBe(0);
    expect(s.queue).toEqual([]);
    s = run([{ type: 'openAllDone', openedCount: 4, openedIds: ['27', '28', '29', '30'], openNotifications: 0 }], s);
    expect(s.openedAll).toEqual({ count: 4, ids: ['27', '28', '29', '30'] });
    expect(s.count).toBe(0);
  });

  it('starts over for another user', () => {
    const s = run([{ type: 'received', notification: wire('40', true), openNotifications: 9 }], signedIn);
    const other = run([{ type: 'user', userId: 'u2' }], s);
    expect(other).toEqual({ ...INITIAL_NOTIFICATIONS, userId: 'u2' });
    expect(run([{ type: 'user', userId: 'u1' }], s)).toBe(s);
  });
});
