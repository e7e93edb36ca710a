import { CHAT_SOCKET_CLOSE, chatEnabled, moduleEnabled, type ChatRealtimeEvent } from '@tribune/domain';
import { decodeJwt } from 'jose';
import type { RawData, WebSocket } from 'ws';
import type { App } from '../../app-types.ts';
import { AppError } from '../../http/errors.ts';
import { parseCommand } from './input.ts';
import { eventFrame } from './presenter.ts';

/** Close codes of the socket: the chat's own (4001, 4003) and the standard ones we use. */
export const REALTIME_CLOSE = {
  ...CHAT_SOCKET_CLOSE,
  /** The server shuts down: reconnect (to another instance). */
  goingAway: 1001,
  /** A binary frame: the protocol is JSON text only. */
  unsupportedData: 1003,
  /** A text frame that is not a known command. */
  policy: 1008,
  /** Something broke on our side (database down). */
  internal: 1011,
  /** The identity service's keys cannot be fetched right now: retry later. */
  tryAgainLater: 1013,
} as const;

/** The largest frame a client may send: only `auth` (a JWT) and `ping` exist. */
export const REALTIME_MAX_PAYLOAD = 4_096;

/**
 * A client that does not read its socket gets this much queued before it is dropped; it resyncs
 * by cursor when it comes back, so dropping loses nothing and protects the server's memory.
 */
export const REALTIME_MAX_BUFFERED_BYTES = 1 << 20;

// setTimeout's longest delay; a token valid for longer (not issued by our identity) is clamped.
const MAX_TIMER_MS = 2_147_483_647;

/** Timings of a connection. */
export interface ConnectionTimings {
  /** The first frame must authenticate within this time. */
  authTimeoutMs: number;
}

type State = 'awaiting-auth' | 'verifying' | 'ready' | 'closed';

/**
 * One client socket: waits for the auth frame, verifies the token like the HTTP routes do,
 * attaches the user to the hub and then only answers pings. Closes itself when the token
 * expires, so a revoked session cannot keep listening past its access token.
 */
export class RealtimeConnection {
  private state: State = 'awaiting-auth';
  private alive = true;
  private timer: NodeJS.Timeout | undefined;
  private detach: (() => void) | undefined;

  constructor(
    private readonly app: App,
    private readonly socket: WebSocket,
    timings: ConnectionTimings,
    private readonly onGone: (connection: RealtimeConnection) => void,
    /** Called once the socket has authenticated (it no longer counts as pending for its address). */
    private readonly onAuthenticated: () => void = () => undefined,
  ) {
    this.timer = setTimeout(() => this.close(REALTIME_CLOSE.unauthenticated, 'auth timeout'), timings.authTimeoutMs);
    socket.on('message', (data, isBinary) => this.onFrame(data, isBinary));
    socket.on('pong', () => {
      this.alive = true;
    });
    socket.on('close', () => this.cleanup());
  }

  /** Called by the heartbeat: drops a ready socket that did not answer the previous ping. */
  heartbeat(): void {
    // Before `ready` the auth deadline bounds the socket's life already.
    if (this.state !== 'ready') return;
    if (!this.alive) {
      this.socket.terminate();
      this.cleanup();
      return;
    }
    this.alive = false;
    this.socket.ping();
  }

  /** Closes with a code and a short reason (at most 123 bytes by the protocol). */
  close(code: number, reason: string): void {
    if (this.state === 'closed') return;
    this.cleanup();
    this.socket.close(code, reason);
  }

  /** Ends the socket without the closing handshake (a client that does not answer it). */
  terminate(): void {
    this.cleanup();
    this.socket.terminate();
  }

  private send(event: ChatRealtimeEvent): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.send(eventFrame(event));
  }

  private onFrame(data: RawData, isBinary: boolean): void {
    if (this.state === 'closed') return;
    if (isBinary) {
      this.close(REALTIME_CLOSE.unsupportedData, 'text frames only');
      return;
    }
    const command = parseCommand(data);
    if (this.state === 'awaiting-auth') {
      if (command?.type !== 'auth') {
        this.close(REALTIME_CLOSE.unauthenticated, 'auth expected');
        return;
      }
      this.state = 'verifying';
      this.authenticate(command.token).catch((err: unknown) => this.refuse(err));
      return;
    }
    switch (command?.type) {
      case 'ping':
        this.send({ type: 'pong' });
        return;
      case 'auth':
      case undefined:
        // One auth per socket: a fresh token means a new connection (4001 tells the client so).
        this.close(REALTIME_CLOSE.policy, 'unsupported frame');
        return;
    }
  }

  private async authenticate(token: string): Promise<void> {
    const claims = await this.app.verifyAccessToken(token);
    const { config, flags } = this.app.instance.snapshot();
    // The socket carries chat and notification events: it is open while either module is on
    // (chat events are only published while chat is on).
    if (!chatEnabled(config, flags) && !moduleEnabled('notifications', config, flags)) {
      this.close(REALTIME_CLOSE.disabled, 'chat and notifications are disabled');
      return;
    }
    const user = await this.app.users.resolve(claims);
    if (this.state !== 'verifying') return; // closed meanwhile
    clearTimeout(this.timer);
    // Verified above, so exp is present (requiredClaims) and trustworthy.
    const exp = decodeJwt(token).exp ?? 0;
    const delay = Math.min(Math.max(exp * 1000 - Date.now(), 0), MAX_TIMER_MS);
    this.timer = setTimeout(() => this.close(REALTIME_CLOSE.unauthenticated, 'token expired'), delay);
    this.state = 'ready';
    this.onAuthenticated();
    this.send({ type: 'ready' });
    this.detach = this.app.realtime.attach(user.id, {
      send: (text) => {
        if (this.socket.bufferedAmount > REALTIME_MAX_BUFFERED_BYTES) {
          this.terminate();
          return;
        }
        this.socket.send(text);
      },
    });
  }

  private refuse(err: unknown): void {
    if (err instanceof AppError && err.status === 401) {
      this.close(REALTIME_CLOSE.unauthenticated, 'invalid token');
    } else if (err instanceof AppError && err.status === 503) {
      this.close(REALTIME_CLOSE.tryAgainLater, 'identity unavailable');
    } else {
      this.app.log.error({ err }, 'realtime authentication failed');
      this.close(REALTIME_CLOSE.internal, 'server error');
    }
  }

  private cleanup(): void {
    if (this.state === 'closed') return;
    this.state = 'closed';
    clearTimeout(this.timer);
    this.detach?.();
    this.detach = undefined;
    this.onGone(this);
  }
}
