/** What went wrong, for the app to pick a message: the texts differ per kind (docs/CHAT.md "The app's rules"). */
export type ChatCryptoErrorKind = 'wrong-password' | 'key-mismatch' | 'malformed' | 'decrypt-failed';

/** The only error this package throws on bad input or failed authentication. */
export class ChatCryptoError extends Error {
  override readonly name = 'ChatCryptoError';

  constructor(
    readonly kind: ChatCryptoErrorKind,
    message?: string,
  ) {
    super(message ?? kind);
  }
}

/** True when `err` is a ChatCryptoError, optionally of the given kind. */
export function isChatCryptoError(err: unknown, kind?: ChatCryptoErrorKind): err is ChatCryptoError {
  return err instanceof ChatCryptoError && (kind === undefined || err.kind === kind);
}
