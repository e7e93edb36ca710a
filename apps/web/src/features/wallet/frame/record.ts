import type { QueryClient } from '@tanstack/react-query';
import { completeTransaction, recordTransactionFromHash } from '../api.ts';
import { refreshWallet } from '../queries.ts';

/**
 * The server's record of a transaction the fan signed (frame or browser wallet): recorded from its
 * hash when sent (POST /v2/transactions/from_hash), completed when mined (POST …/{id}/complete).
 * Both are best effort: the server's indexer and move-pending catch up with anything missed.
 */
export class SignedTransactionRecorder {
  private readonly ids = new Map<string, Promise<string | null>>();

  /** Records the hash once; resolves the record id, or null when the server has none. */
  started(hash: string): Promise<string | null> {
    let id = this.ids.get(hash);
    if (!id) {
      id = recordTransactionFromHash(hash).then(
        (tx) => tx.id,
        () => null,
      );
      this.ids.set(hash, id);
    }
    return id;
  }

  /** Completes the record (if it exists) and reloads the balance and the transactions. */
  async completed(hash: string | undefined, queryClient: QueryClient, viewer: string | null): Promise<void> {
    try {
      const id = hash ? await (this.ids.get(hash) ?? null) : null;
      if (id) await completeTransaction(id).catch(() => undefined);
    } finally {
      await refreshWallet(queryClient, viewer);
    }
  }
}
