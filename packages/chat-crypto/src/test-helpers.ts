// Shared by this package's tests only (not exported from index.ts).
import { expect } from 'vitest';
import { ChatCryptoError, type ChatCryptoErrorKind } from './errors.ts';

/** Awaits `promise` and expects it to reject with a ChatCryptoError of `kind`. */
export async function expectKind(promise: Promise<unknown>, kind: ChatCryptoErrorKind): Promise<void> {
  const err = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ChatCryptoError);
  expect((err as ChatCryptoError).kind).toBe(kind);
}
