import { useBrowserStore } from '../../kernel/hydration.ts';
import type { NotificationWire } from '@tribune/domain';

/** What the app keeps about the user's notifications (docs/NOTIFICATIONS.md "Web app"). */
export interface NotificationsState {
  /** Whose notifications these are; another user starts from scratch. */
  userId: string | null;
  /** The unopened count (the bell's badge); null until the user's `open_notifications` is known. */
  count: number | null;
  /** Prompt dialogs waiting to be shown, the first one on screen. */
  queue: NotificationWire[];
  /** Prompt dialogs already queued once: each is shown once only. */
  prompted: string[];
  /** The last open-all: how many and which were opened. */
  openedAll: { count: number; ids: string[] } | null;
}

/** What changes the state. */
export type NotificationsAction =
  /** Another user signed in (or out: null). */
  | { type: 'user'; userId: string | null }
  /** The user was (re)loaded: `open_notifications` is the server's count. */
  | { type: 'userLoaded'; openNotifications: number }
  /** A new notification arrived live (or one was folded into), with the server's count. */
  | { type: 'received'; notification: NotificationWire; openNotifications: number }
  /** On start: the newest unopened notification with a prompt dialog. */
  | { type: 'promptFound'; notification: NotificationWire }
  /** The start-up prompt is being opened on the server while on screen: it stays until hidden. */
  | { type: 'promptOpened'; id: string }
  /** Notifications were opened (here, in another tab or device). */
  | { type: 'opened'; ids: string[]; all: boolean; openNotifications: number | null }
  /** The prompt dialog on screen was hidden (it is being opened on the server). */
  | { type: 'promptHidden'; id: string }
  /** Open-all was asked: the counter goes to 0 at once. */
  | { type: 'openAllStarted' }
  /** Open-all answered: the count and ids of those opened are kept. */
  | { type: 'openAllDone'; openedCount: number; openedIds: string[]; openNotifications: number };

/** Nobody's notifications. */
export const INITIAL_NOTIFICATIONS: NotificationsState = {
  userId: null,
  count: null,
  queue: [],
  prompted: [],
  openedAll: null,
};

/** Keeps the last 200 prompted ids: enough for a session, bounded for a tab left open for weeks. */
const PROMPTED_KEPT = 200;

function enqueue(state: NotificationsState, n: NotificationWire): NotificationsState {
  if (!n.attributes.prompt_dialog || n.attributes.opened_at !== null) return state;
  if (state.prompted.includes(n.id)) return state;
  return { ...state, queue: [...state.queue, n], prompted: [...state.prompted, n.id].slice(-PROMPTED_KEPT) };
}

const counted = (n: number) => (Number.isFinite(n) ? Math.max(0, Math.trunc(n)) : 0);

/**
 * The counter and the prompt-dialog queue, as a pure function: a live notification sets the counter
 * from the server's count and, with a prompt dialog, is queued once; hiding the dialog decrements the
 * counter and removes it from the queue; open-all puts the counter to 0 and then keeps what was opened.
 */
export function notificationsReducer(state: NotificationsState, action: NotificationsAction): NotificationsState {
  switch (action.type) {
    case 'user':
      return action.userId === state.userId ? state : { ...INITIAL_NOTIFICATIONS, userId: action.userId };
    case 'userLoaded': {
      const count = counted(action.openNotifications);
      return count === state.count ? state : { ...state, count };
    }
    case 'received':
      return enqueue({ ...state, count: counted(action.openNotifications) }, action.notification);
    case 'promptFound':
      return enqueue(state, action.notification);
    case 'promptOpened': {
      const at = new Date().toISOString();
      return {
        ...state,
        queue: state.queue.map((n) =>
          n.id === action.id && n.attributes.opened_at === null
            ? { ...n, attributes: { ...n.attributes, opened_at: at } }
            : n,
        ),
      };
    }
    case 'opened': {
      // Opened elsewhere: an unopened dialog leaves the queue; one already opened here stays until hidden.
      const queue = state.queue.filter(
        (n) => n.attributes.opened_at !== null || !(action.all || action.ids.includes(n.id)),
      );
      const count = action.openNotifications === null ? state.count : counted(action.openNotifications);
      if (queue.length === state.queue.length && count === state.count) return state;
      return { ...state, queue, count };
    }
    case 'promptHidden': {
      const hidden = state.queue.find((n) => n.id === action.id);
      if (!hidden) return state;
      const unopened = hidden.attributes.opened_at === null;
      return {
        ...state,
        queue: state.queue.filter((n) => n.id !== action.id),
        count: state.count === null || !unopened ? state.count : Math.max(0, state.count - 1),
      };
    }
    case 'openAllStarted':
      return { ...state, count: 0, queue: state.queue.filter((n) => n.attributes.opened_at !== null) };
    case 'openAllDone':
      return {
        ...state,
        count: counted(action.openNotifications),
        openedAll: { count: action.openedCount, ids: action.openedIds },
      };
  }
}

let state: NotificationsState = INITIAL_NOTIFICATIONS;
const listeners = new Set<() => void>();

/** The app's one notifications store. */
export const notificationsStore = {
  getSnapshot: (): NotificationsState => state,
  dispatch(action: NotificationsAction): void {
    const next = notificationsReducer(state, action);
    if (next === state) return;
    state = next;
    listeners.forEach((l) => l());
  },
  subscribe(listener: () => void): () => void {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
};

/** The notifications state in a component. */
export function useNotificationsState(): NotificationsState {
  return useBrowserStore(notificationsStore.subscribe, notificationsStore.getSnapshot, () => INITIAL_NOTIFICATIONS);
}
