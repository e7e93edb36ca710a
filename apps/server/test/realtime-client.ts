import type { AddressInfo } from 'node:net';
import { CHAT_SOCKET_PATH } from '@tribune/domain';
import WebSocket from 'ws';
import type { App } from '../src/app.ts';

/** How a socket ended. */
export interface Closed {
  code: number;
  reason: string;
}

/** A test client of the realtime socket: frames are queued, `next()` takes them in order. */
export interface TestSocket {
  ws: WebSocket;
  /** The next text frame, parsed. Rejects when the socket closes first. */
  next(): Promise<Record<string, unknown>>;
  /** Sends a value as a JSON text frame. */
  send(value: unknown): void;
  /** Resolves when the socket closes. */
  closed: Promise<Closed>;
  /** Frames received so far and not taken by next(). */
  pending(): Record<string, unknown>[];
}

/** The ws:// URL of a listening app's realtime socket (listens on a free port first). */
export async function socketUrl(app: App): Promise<string> {
  if (!app.server.listening) await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}${CHAT_SOCKET_PATH}`;
}

/** Opens a socket to the app and waits until it is open. */
export async function openSocket(app: App, options: WebSocket.ClientOptions = {}): Promise<TestSocket> {
  const ws = new WebSocket(await socketUrl(app), options);
  const queue: Record<string, unknown>[] = [];
  const waiting: Array<{ resolve: (v: Record<string, unknown>) => void; reject: (e: Error) => void }> = [];
  let ended: Closed | undefined;
  const closed = new Promise<Closed>((resolve) => {
    ws.on('close', (code, reason) => {
      ended = { code, reason: reason.toString() };
      for (const w of waiting.splice(0)) w.reject(new Error(`socket closed ${code} ${ended.reason}`));
      resolve(ended);
    });
  });
  ws.on('message', (data) => {
    const frame = JSON.parse(String(data)) as Record<string, unknown>;
    const waiter = waiting.shift();
    if (waiter) waiter.resolve(frame);
    else queue.push(frame);
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    closed,
    send: (value) => ws.send(JSON.stringify(value)),
    pending: () => [...queue],
    next: () => {
      const frame = queue.shift();
      if (frame) return Promise.resolve(frame);
      if (ended) return Promise.reject(new Error(`socket closed ${ended.code} ${ended.reason}`));
      return new Promise((resolve, reject) => waiting.push({ resolve, reject }));
    },
  };
}

/** Opens a socket, authenticates with the token and waits for `ready`. */
export async function readySocket(app: App, token: string): Promise<TestSocket> {
  const socket = await openSocket(app);
  socket.send({ type: 'auth', token });
  const first = await socket.next();
  if (first.type !== 'ready') throw new Error(`expected ready, got ${JSON.stringify(first)}`);
  return socket;
}
