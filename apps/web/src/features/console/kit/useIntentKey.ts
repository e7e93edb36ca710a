import { useCallback, useMemo, useState } from 'react';
import { ApiError } from '@tribune/api-client';

/**
 * The Idempotency-Key of a value-moving console action (docs/CHAIN.md "Transactions and sends"):
 * the same key while the same action (`basis`: what is sent) is retried after a lost answer, a new
 * one once the server answered (success or refusal) or the action changed.
 */
export function useIntentKey(basis: string) {
  const [round, setRound] = useState(0);
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const key = useMemo(() => crypto.randomUUID(), [basis, round]);
  /** Runs the action with the key; a new key after the server's answer. */
  const run = useCallback(
    async <T>(send: (key: string) => Promise<T>): Promise<T> => {
      try {
        const out = await send(key);
        setRound((r) => r + 1);
        return out;
      } catch (e) {
        if (e instanceof ApiError && e.status < 500) setRound((r) => r + 1);
        throw e;
      }
    },
    [key],
  );
  return run;
}
