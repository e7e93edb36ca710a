import { EventEmitter } from 'node:events';

/** A fan-out channel between server instances: at-most-once, so receivers must resync from PostgreSQL. */
export interface EventBus {
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<void>;
  close(): Promise<void>;
}

/** In-process bus for the embedded default: one server, no Redis. */
export function createLocalBus(): EventBus {
  const emitter = new EventEmitter();
  return {
    publish: async (channel, message) => {
      emitter.emit(channel, message);
    },
    subscribe: async (channel, handler) => {
      emitter.on(channel, handler);
    },
    close: async () => {
      emitter.removeAllListeners();
    },
  };
}

/** Redis pub/sub bus for several server instances (REDIS_URL). */
export async function createRedisBus(
  url: string,
  prefix = 'tribune:',
  onError: (err: Error) => void = () => {},
): Promise<EventBus> {
  const options = { lazyConnect: true, maxRetriesPerRequest: 3 };
  // Loaded only when REDIS_URL is set: the embedded default never loads the client (#11, start time).
  const { Redis } = await import('ioredis');
  const pub = new Redis(url, options);
  const sub = new Redis(url, options);
  // ioredis reconnects by itself; a listener keeps a dropped connection from becoming an
  // unhandled 'error' event, and messages lost meanwhile are covered by the version poll.
  pub.on('error', onError);
  sub.on('error', onError);
  let closed = false;
  await Promise.all([pub.connect(), sub.connect()]);
  const handlers = new Map<string, Array<(message: string) => void>>();
  sub.on('message', (channel: string, message: string) => {
    if (closed) return;
    for (const h of handlers.get(channel) ?? []) h(message);
  });
  return {
    publish: async (channel, message) => {
      await pub.publish(prefix + channel, message);
    },
    subscribe: async (channel, handler) => {
      const key = prefix + channel;
      if (!handlers.has(key)) {
        handlers.set(key, []);
        await sub.subscribe(key);
      }
      handlers.get(key)?.push(handler);
    },
    close: async () => {
      closed = true;
      handlers.clear();
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}

/** The bus the configuration asks for. */
export function createEventBus(redisUrl: string | undefined, onError?: (err: Error) => void): Promise<EventBus> {
  return redisUrl ? createRedisBus(redisUrl, 'tribune:', onError) : Promise.resolve(createLocalBus());
}
