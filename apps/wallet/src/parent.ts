/**
 * Talking to the parent app: its origin (checked against `return-url`), posting messages to that
 * origin only, storage requests through it (the sandboxed frame has an opaque origin, so no storage
 * of its own) and the frame's height.
 */
import {
  WALLET_MESSAGE_SOURCE,
  WALLET_STORAGE_PREFIX,
  isWalletStorageResult,
  type WalletFrameMessage,
  type WalletStorageResult,
} from '@tribune/domain/wallet-frame';

/** Distributes `Omit` over a union. */
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type OutgoingMessage = DistributiveOmit<WalletFrameMessage, 'source'>;

export interface ParentOriginInput {
  /** `window.parent !== window`. */
  inFrame: boolean;
  /** `location.ancestorOrigins` as an array (Chromium, Safari), or undefined (Firefox). */
  ancestorOrigins?: readonly string[] | undefined;
  /** `document.referrer`. */
  referrer: string;
  /** The `return-url` query parameter. */
  returnUrl: string | null;
}

function originOf(url: string | null | undefined): string | null {
  if (!url) return null;
  try {
    const origin = new URL(url).origin;
    return origin === 'null' ? null : origin;
  } catch {
    return null;
  }
}

/**
 * The parent's origin, or null when the frame must not run: not framed, origin unknown, or not the
 * origin of `return-url`. Pure.
 */
export function resolveParentOrigin(input: ParentOriginInput): string | null {
  if (!input.inFrame) return null;
  const expected = originOf(input.returnUrl);
  if (!expected) return null;
  const ancestor = input.ancestorOrigins?.[0];
  const actual = ancestor !== undefined ? (ancestor === 'null' ? null : ancestor) : originOf(input.referrer);
  return actual !== null && actual === expected ? actual : null;
}

export const STORAGE_TIMEOUT_MS = 5000;

export class StorageError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StorageError';
  }
}

/** What the bridge needs from the window (a fake in tests). */
export interface BridgeWindow {
  parent: { postMessage(message: unknown, targetOrigin: string): void };
  addEventListener(type: 'message', listener: (event: MessageEvent) => void): void;
}

export class ParentBridge {
  private readonly pending = new Map<string, (result: WalletStorageResult) => void>();
  /** Messages dropped for a wrong source, origin or shape. */
  ignored = 0;
  private warned = false;

  constructor(
    private readonly win: BridgeWindow,
    readonly origin: string,
    private readonly newId: () => string = () => crypto.randomUUID(),
  ) {
    win.addEventListener('message', (event) => this.onMessage(event));
  }

  private onMessage(event: MessageEvent): void {
    const ok = event.source === this.win.parent && event.origin === this.origin && isWalletStorageResult(event.data);
    const resolve = ok ? this.pending.get(event.data.requestId) : undefined;
    if (!resolve) {
      this.ignored++;
      if (!this.warned) {
        this.warned = true;
        console.warn('wallet frame: ignored a message that is not a storage answer from the app');
      }
      return;
    }
    this.pending.delete(event.data.requestId);
    resolve(event.data);
  }

  post(message: OutgoingMessage): void {
    this.win.parent.postMessage({ ...message, source: WALLET_MESSAGE_SOURCE }, this.origin);
  }

  private request(
    message:
      | { type: 'storageGet'; key: string }
      | { type: 'storageSet'; key: string; value: string }
      | {
          type: 'storageRemove';
          key: string;
        },
  ): Promise<WalletStorageResult> {
    if (!message.key.startsWith(WALLET_STORAGE_PREFIX)) return Promise.reject(new StorageError('bad storage key'));
    const requestId = this.newId();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        reject(new StorageError('storage timeout'));
      }, STORAGE_TIMEOUT_MS);
      this.pending.set(requestId, (result) => {
        clearTimeout(timer);
        if (result.ok) resolve(result);
        else reject(new StorageError('storage refused'));
      });
      this.post({ ...message, requestId });
    });
  }

  async get(key: string): Promise<string | null> {
    const result = await this.request({ type: 'storageGet', key });
    return typeof result.value === 'string' ? result.value : null;
  }

  async set(key: string, value: string): Promise<void> {
    await this.request({ type: 'storageSet', key, value });
  }

  async remove(key: string): Promise<void> {
    await this.request({ type: 'storageRemove', key });
  }
}
