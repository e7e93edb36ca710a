import type { Socket } from 'node:net';
import type { Duplex } from 'node:stream';
import type { IncomingMessage, ServerOptions, ServerResponse } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import { ERROR_CODES, type ErrorCode } from '@tribune/domain';
import { errorBody } from './errors.ts';

/** The slow-client defences of the configuration (`HTTP_*` in the README). */
export interface SlowClientSettings {
  /** Every request's headers must have arrived within this many ms of its first byte. */
  headersTimeoutMs: number;
  /** A request body must have arrived within this many ms, plus 1 s per `bodyMinBytesPerSecond` received. */
  requestTimeoutMs: number;
  /** The average rate a long body must keep up after `requestTimeoutMs` (uploads over slow links). */
  bodyMinBytesPerSecond: number;
  /** The largest body any route accepts (the video upload limit): sizes the server's last-resort timeout. */
  largestBodyBytes: number;
}

// A socket with no traffic either way for this long is closed (a client that stopped reading
// an answer). Longer than keep-alive (72 s) and the realtime heartbeat (30 s), so it never
// cuts an idle keep-alive connection or a live WebSocket.
const IDLE_SOCKET_MS = 300_000;
const MAX_TIMER_MS = 2_147_483_647;

/**
 * The server options of the defences that Node enforces itself: headers within
 * `headersTimeoutMs` (checked every few seconds, not only every 30 s as Node's default), idle
 * sockets closed, and a whole-request ceiling as long as the slowest allowed upload of the
 * largest body, the last resort behind the body guard.
 */
export function slowClientServerOptions(s: SlowClientSettings): {
  requestTimeout: number;
  connectionTimeout: number;
  http: ServerOptions;
} {
  const slowestUpload = s.requestTimeoutMs + Math.ceil((s.largestBodyBytes / s.bodyMinBytesPerSecond) * 1000);
  return {
    requestTimeout: Math.min(slowestUpload + s.requestTimeoutMs, MAX_TIMER_MS),
    connectionTimeout: Math.max(IDLE_SOCKET_MS, s.requestTimeoutMs),
    http: {
      headersTimeout: s.headersTimeoutMs,
      connectionsCheckingInterval: Math.max(100, Math.min(5_000, Math.floor(s.headersTimeoutMs / 3))),
    },
  };
}

/** A complete HTTP/1.1 error answer with the error body, written straight to a socket. */
function rawErrorAnswer(status: number, code: ErrorCode, message: string, headers: Record<string, string>): string {
  const body = JSON.stringify(errorBody(code, message));
  const lines = Object.entries(headers).map(([k, v]) => `${k}: ${v}\r\n`);
  const reason =
    status === 408 ? 'Request Timeout' : status === 431 ? 'Request Header Fields Too Large' : 'Bad Request';
  return (
    `HTTP/1.1 ${status} ${reason}\r\nconnection: close\r\ncontent-type: application/json; charset=utf-8\r\n` +
    `content-length: ${Buffer.byteLength(body)}\r\ncache-control: no-store\r\n${lines.join('')}\r\n${body}`
  );
}

/**
 * Fastify's `clientErrorHandler`: what Node refuses before any route runs (headers too slow,
 * too large or malformed) is answered with the error body and the security headers too.
 */
export function clientErrorHandler(headers: Record<string, string>) {
  return (err: NodeJS.ErrnoException, socket: Duplex): void => {
    if (err.code === 'ECONNRESET' || socket.destroyed) return;
    const answer =
      err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? rawErrorAnswer(408, 'REQUEST_TIMEOUT', ERROR_CODES.REQUEST_TIMEOUT.message, headers)
        : err.code === 'HPE_HEADER_OVERFLOW'
          ? rawErrorAnswer(431, 'BAD_REQUEST', 'The request headers are too large.', headers)
          : rawErrorAnswer(400, 'BAD_REQUEST', ERROR_CODES.BAD_REQUEST.message, headers);
    if (socket.writable) socket.write(answer);
    socket.destroy();
  };
}

interface Watched {
  req: IncomingMessage;
  res: ServerResponse;
  socket: Socket;
  start: number;
  bytesAtStart: number;
}

/**
 * The body guard: a request body must arrive within `requestTimeoutMs`, extended by one second
 * for every `bodyMinBytesPerSecond` bytes received (Apache's mod_reqtimeout `body=…,MinRate=…`).
 * A body trickled a byte at a time is cut after the timeout; a 200 MiB video over a slow link
 * goes through as long as it keeps the minimum rate. One timer sweeps every watched request;
 * requests without a body (most of them) are never watched. Expired requests get 408 when no
 * answer has started, and their connection is closed.
 */
export class BodyGuard {
  private readonly watched = new Set<Watched>();
  private timer: NodeJS.Timeout | undefined;
  private readonly sweepMs: number;
  private readonly expiredAnswer: string;

  constructor(
    private readonly settings: SlowClientSettings,
    headers: Record<string, string>,
    private readonly log: FastifyBaseLogger,
  ) {
    this.sweepMs = Math.max(50, Math.min(1_000, Math.floor(settings.requestTimeoutMs / 5)));
    this.expiredAnswer = rawErrorAnswer(408, 'REQUEST_TIMEOUT', ERROR_CODES.REQUEST_TIMEOUT.message, headers);
  }

  /** Starts watching a request that announces a body; called as the request is routed. */
  watch(req: IncomingMessage, res: ServerResponse): void {
    const { headers } = req;
    const length = headers['content-length'];
    if ((length === undefined || length === '0') && headers['transfer-encoding'] === undefined) return;
    const socket = req.socket as Socket | undefined;
    // Injected requests (tests) have no real socket; an already complete body needs no guard.
    if (!socket || typeof socket.bytesRead !== 'number' || req.complete) return;
    this.watched.add({ req, res, socket, start: Date.now(), bytesAtStart: socket.bytesRead });
    if (!this.timer) {
      this.timer = setInterval(() => this.sweep(), this.sweepMs);
      this.timer.unref();
    }
  }

  /** Stops the sweeping (the app closes). */
  stop(): void {
    clearInterval(this.timer);
    this.timer = undefined;
    this.watched.clear();
  }

  private sweep(): void {
    const now = Date.now();
    const { requestTimeoutMs, bodyMinBytesPerSecond } = this.settings;
    for (const w of this.watched) {
      if (w.req.complete || w.socket.destroyed) {
        this.watched.delete(w);
        continue;
      }
      const received = w.socket.bytesRead - w.bytesAtStart;
      if (now - w.start <= requestTimeoutMs + (received / bodyMinBytesPerSecond) * 1000) continue;
      this.watched.delete(w);
      this.log.info(
        { method: w.req.method, url: w.req.url, ms: now - w.start, bytes: received },
        'request body too slow; connection closed',
      );
      if (!w.res.headersSent && w.socket.writable) w.socket.write(this.expiredAnswer);
      w.socket.destroy();
    }
    if (this.watched.size === 0) this.stop();
  }
}
