import { CHAT_SOCKET_CLOSE, CHAT_SOCKET_PATH, type ChatRealtimeCommand, type ChatRealtimeEvent } from '@tribune/domain';

/** Whatever the server sends on the socket: chat events, notification events, `ready` and `pong`. */
export type RealtimeEvent = ChatRealtimeEvent;

/** The socket's state as the session shows it. */
export type SocketStatus = 'idle' | 'connecting' | 'open' | 'closed';

/** Reconnect delays by attempt (1 s, 2 s, 5 s, then 10 s), before jitter. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000] as const;
/** A ping this often keeps proxies from closing an idle socket. */
const PING_MS = 25_000;

/** The delay before reconnect attempt `attempt` (0-based): the step, times 0.75–1.25 so clients do not reconnect in step. */
export function reconnectDelay(attempt: number, random: () => number = Math.random): number {
  const base = RECONNECT_DELAYS_MS[Math.min(attempt, RECONNECT_DELAYS_MS.length - 1)] ?? 10_000;
  return Math.round(base * (0.75 + random() * 0.5));
}

/** The socket URL on the page's origin (ws: or wss: after the page's protocol). */
export function socketUrl(loc: Pick<Location, 'protocol' | 'host'>): string {
  return `${loc.protocol === 'https:' ? 'wss:' : 'ws:'}//${loc.host}${CHAT_SOCKET_PATH}`;
}

/** What the socket needs: the URL, the current token, a way to renew it, and where events go. */
export interface RealtimeOptions {
  url: string;
  token: () => string | null;
  /** Renews the access token (a 4001 close). */
  renewToken: () => Promise<void>;
  onEvent: (event: RealtimeEvent) => void;
  onStatus: (status: SocketStatus) => void;
}

/**
 * The realtime connection: authenticates with the first frame (browsers cannot set headers), passes
 * every event on (a `ready` after each (re)connect lets subscribers catch up), pings, reconnects with
 * backoff, renews the token on 4001 and gives up on 4003 (the server has the socket's modules off).
 */
export class RealtimeSocket {
  private ws: WebSocket | null = null;
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private ping: ReturnType<typeof setInterval> | undefined;
  private stopped = true;

  constructor(private readonly options: RealtimeOptions) {}

  /** Connects (once); later calls while running do nothing. */
  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.connect();
  }

  /** Closes for good (sign-out, session switch). */
  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    clearInterval(this.ping);
    const ws = this.ws;
    this.ws = null;
    if (ws && ws.readyState <= WebSocket.OPEN) ws.close(1000, 'bye');
    this.options.onStatus('idle');
  }

  private connect(): void {
    if (this.stopped) return;
    const token = this.options.token();
    this.options.onStatus('connecting');
    let ws: WebSocket;
    try {
      ws = new WebSocket(this.options.url);
    } catch (error) {
      console.warn('realtime: socket failed to open', error);
      this.retry();
      return;
    }
    this.ws = ws;
    ws.onopen = () => {
      const auth: ChatRealtimeCommand = { type: 'auth', token: token ?? '' };
      ws.send(JSON.stringify(auth));
    };
    ws.onmessage = (message) => {
      if (this.ws !== ws || typeof message.data !== 'string') return;
      let event: RealtimeEvent;
      try {
        event = JSON.parse(message.data) as RealtimeEvent;
      } catch {
        return;
      }
      if (event.type === 'ready') {
        this.attempt = 0;
        this.options.onStatus('open');
        clearInterval(this.ping);
        this.ping = setInterval(() => {
          if (ws.readyState === WebSocket.OPEN) ws.send(JSON.stringify({ type: 'ping' } satisfies ChatRealtimeCommand));
        }, PING_MS);
      }
      this.options.onEvent(event);
    };
    ws.onclose = (close) => {
      if (this.ws !== ws) return;
      this.ws = null;
      clearInterval(this.ping);
      this.options.onStatus('closed');
      if (this.stopped) return;
      if (close.code === CHAT_SOCKET_CLOSE.disabled) {
        this.stopped = true;
        return;
      }
      if (close.code === CHAT_SOCKET_CLOSE.unauthenticated) {
        // The refreshing client renews the token on its 401; then connect again after the usual delay.
        this.options.renewToken().then(
          () => this.retry(),
          () => this.retry(),
        );
        return;
      }
      this.retry();
    };
  }

  private retry(): void {
    if (this.stopped) return;
    clearTimeout(this.timer);
    this.timer = setTimeout(() => this.connect(), reconnectDelay(this.attempt));
    this.attempt += 1;
  }
}
