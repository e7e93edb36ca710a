import { useSyncExternalStore } from 'react';
import { readCredentials } from '../session/credentials.ts';
import { fetchCurrentUser } from '../session/user-api.ts';
import { RealtimeSocket, socketUrl, type RealtimeEvent, type SocketStatus } from './socket.ts';

export type { RealtimeEvent, SocketStatus } from './socket.ts';

type EventListener = (event: RealtimeEvent) => void;

let socket: RealtimeSocket | null = null;
let connectedAs: string | null = null;
let status: SocketStatus = 'idle';
const eventListeners = new Set<EventListener>();
const statusListeners = new Set<() => void>();

function setStatus(next: SocketStatus): void {
  if (next === status) return;
  status = next;
  statusListeners.forEach((l) => l());
}

function dispatch(event: RealtimeEvent): void {
  for (const listener of [...eventListeners]) {
    try {
      listener(event);
    } catch (error) {
      console.warn('realtime: a listener failed', event.type, error);
    }
  }
}

/**
 * The one realtime socket of the signed-in user, shared by every feature that listens (chat,
 * notifications). The shell connects it while a user is signed in and a module that needs it is
 * on, and disconnects on sign-out; features only subscribe.
 */
export const realtime = {
  /** Connects as this user (once); another user's socket is closed first. */
  connect(userId: string): void {
    if (socket && connectedAs === userId) return;
    socket?.stop();
    connectedAs = userId;
    socket = new RealtimeSocket({
      url: socketUrl(location),
      token: () => readCredentials().accessToken,
      // Any authenticated call renews an expired access token (the refresh on 401).
      renewToken: async () => {
        await fetchCurrentUser();
      },
      onEvent: dispatch,
      onStatus: setStatus,
    });
    socket.start();
  },

  /** Closes the socket (sign-out, or no module needs it). */
  disconnect(): void {
    socket?.stop();
    socket = null;
    connectedAs = null;
    setStatus('idle');
  },

  /** The user the socket is connected as, or null. */
  connectedAs(): string | null {
    return connectedAs;
  },

  /** Hears every event of the socket; returns the unsubscribe. */
  subscribe(listener: EventListener): () => void {
    eventListeners.add(listener);
    return () => {
      eventListeners.delete(listener);
    };
  },

  /** The socket's state. */
  status(): SocketStatus {
    return status;
  },

  /** Hears status changes; returns the unsubscribe. */
  subscribeStatus(listener: () => void): () => void {
    statusListeners.add(listener);
    return () => {
      statusListeners.delete(listener);
    };
  },
};

/** The socket's state in a component. */
export function useRealtimeStatus(): SocketStatus {
  return useSyncExternalStore(realtime.subscribeStatus, realtime.status, realtime.status);
}
