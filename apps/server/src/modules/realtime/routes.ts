import fastifyWebsocket from '@fastify/websocket';
import { CHAT_SOCKET_PATH } from '@tribune/domain';
import type { IncomingMessage } from 'node:http';
import type { App } from '../../app-types.ts';
import { AppError, RateLimitedError } from '../../http/errors.ts';
import { addressKey } from '../../http/rate-limit.ts';
import { PendingSockets } from './admission.ts';
import { REALTIME_CLOSE, REALTIME_MAX_PAYLOAD, RealtimeConnection } from './connection.ts';

/** Timings of the realtime socket (tests shorten them). */
export interface RealtimeOptions {
  /** The first frame must authenticate within this time (default 10 s). */
  authTimeoutMs?: number;
  /** How often the server pings every socket; one without a pong by the next round is dropped (default 30 s). */
  heartbeatMs?: number;
}

// How long a shutdown waits for clients to answer the close frame before cutting them off.
const CLOSE_GRACE_MS = 1_000;

/**
 * Registers `GET /v2/realtime` (protocol in docs/CHAT.md "Realtime"). The WebSocket plugin lives
 * in its own scope: its global request hooks would otherwise run on every route, including the
 * hot customizer and health routes that are kept hook-free.
 */
export async function installRealtime(app: App, opts: RealtimeOptions = {}): Promise<void> {
  const connections = new Set<RealtimeConnection>();
  const timings = { authTimeoutMs: opts.authTimeoutMs ?? 10_000 };
  // Sockets waiting for their auth frame, per address (IPv6 by /64, as the rate limits count);
  // the factor for many fans behind one stadium NAT is the rate limits' address factor.
  const pending = new PendingSockets(app.config.realtimeUnauthenticatedPerAddress * app.config.rateLimitIpFactor);
  const slots = new WeakMap<IncomingMessage, () => void>();
  await app.register(async (scope) => {
    await scope.register(fastifyWebsocket, {
      options: { maxPayload: REALTIME_MAX_PAYLOAD },
      // Instead of the plugin's default (a bare close, 1005): tell clients to reconnect elsewhere,
      // and do not let one that never answers hold up the shutdown.
      preClose(done) {
        for (const connection of connections) connection.close(REALTIME_CLOSE.goingAway, 'server shutting down');
        const stragglers = setTimeout(() => {
          for (const client of scope.websocketServer.clients) client.terminate();
        }, CLOSE_GRACE_MS);
        stragglers.unref();
        scope.websocketServer.close(() => {
          clearTimeout(stragglers);
          done();
        });
      },
    });
    scope.route({
      method: 'GET',
      url: CHAT_SOCKET_PATH,
      // Open: the socket authenticates with its first frame and closes 4003 while chat is off.
      config: { access: 'public' },
      schema: { hide: true },
      // An address with too many sockets still waiting to authenticate is refused before the
      // upgrade: 429 with Retry-After (a slot frees at the latest when the auth timeout closes one).
      onRequest: (req, _reply, done) => {
        if (!req.ws) return done();
        const release = pending.admit(addressKey(req.ip));
        if (!release) return done(new RateLimitedError(Math.ceil(timings.authTimeoutMs / 1000)));
        slots.set(req.raw, release);
        // Frees the slot when the upgrade fails or the socket ends, whichever comes first.
        req.raw.socket?.once('close', release);
        done();
      },
      // A plain GET (no upgrade) gets the error body instead of the plugin's empty 404.
      handler: async () => {
        throw new AppError('BAD_REQUEST', 'This path accepts WebSocket connections only.');
      },
      wsHandler: (socket, req) => {
        const release = slots.get(req.raw) ?? (() => undefined);
        const connection = new RealtimeConnection(
          app,
          socket,
          timings,
          (gone) => {
            connections.delete(gone);
            release();
          },
          release,
        );
        connections.add(connection);
      },
    });
  });

  const heartbeat = setInterval(() => {
    for (const connection of connections) connection.heartbeat();
  }, opts.heartbeatMs ?? 30_000);
  heartbeat.unref();
  app.addHook('onClose', async () => clearInterval(heartbeat));
}
