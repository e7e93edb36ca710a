import { ChatCryptoError, openTransfer, transferCode } from '@tribune/chat-crypto';
import { CHAT_QR_POLL_MS } from '@tribune/domain';
import * as keysApi from './api.ts';
import type { ChatKeyManager } from './key-manager.ts';
import { generateKeyPairOffThread } from './keygen.ts';

/** What the new device's QR screen shows while it waits for the old device. */
export type QrReceiveState =
  | { phase: 'preparing' }
  /** The code is shown and the cache polled ('Key has not been shared' until the envelope arrives). */
  | { phase: 'waiting'; code: string }
  | { phase: 'done' }
  | { phase: 'failed'; code: string | null };

/**
 * The new device's half of the QR transfer (docs/CHAT.md "Crypto (`packages/chat-crypto`)"): a one-time key
 * pair, its code for the QR, then GET /cached every 2500 ms until the old device left an
 * envelope; it is opened, checked by the manager against the server's public key, stored, and
 * the cache cleared. Returns the stop function (leaving the screen stops the polling).
 */
export function startQrReceive(manager: ChatKeyManager, onState: (state: QrReceiveState) => void): () => void {
  let stopped = false;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let code: string | null = null;

  const poll = async (oneTimeKey: CryptoKey): Promise<void> => {
    timer = null;
    if (stopped) return;
    try {
      const envelope = await keysApi.fetchCachedKey();
      if (stopped) return;
      if (envelope) {
        const key = await openTransfer(envelope, oneTimeKey).catch((error: unknown) => {
          // An envelope sealed for another code (an older attempt) is not ours: keep waiting.
          if (error instanceof ChatCryptoError) return null;
          throw error;
        });
        if (key) {
          const taken = await manager.restoreFromTransfer(key);
          await keysApi.storeCachedKey(null).catch((error: unknown) => console.warn('key cache not cleared', error));
          if (!stopped) onState(taken ? { phase: 'done' } : { phase: 'failed', code });
          return;
        }
      }
    } catch (error) {
      // A failed poll (offline for a moment) is retried on the next tick.
      console.warn('key cache poll failed', error);
    }
    if (!stopped) timer = setTimeout(() => void poll(oneTimeKey), CHAT_QR_POLL_MS);
  };

  void (async () => {
    onState({ phase: 'preparing' });
    try {
      const pair = await generateKeyPairOffThread();
      code = await transferCode(pair.publicKey);
      // An envelope left from an earlier attempt would only be noise for this code.
      await keysApi.storeCachedKey(null);
      if (stopped) return;
      onState({ phase: 'waiting', code });
      timer = setTimeout(() => void poll(pair.privateKey), CHAT_QR_POLL_MS);
    } catch (error) {
      console.error('QR transfer could not start', error);
      if (!stopped) onState({ phase: 'failed', code });
    }
  })();

  return () => {
    stopped = true;
    if (timer) clearTimeout(timer);
  };
}
