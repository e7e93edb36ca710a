// Parameters of the chat's end-to-end encryption (docs/CHAT.md "Crypto (`packages/chat-crypto`)").
// Envelopes carry their own parameters, so these can be raised without breaking old data.

/** Size of every user key pair (RSA-OAEP, SHA-256, e = 65537). */
export const RSA_MODULUS_BITS = 4096;
/** Size of conversation keys and of the keys that seal backups and transfers (AES-GCM). */
export const AES_KEY_BITS = 256;
/** AES-GCM nonce length; a fresh one for every encryption. */
export const IV_BYTES = 12;
/** PBKDF2 iterations for new password backups (OWASP 2023 figure for PBKDF2-HMAC-SHA-256). */
export const PBKDF2_DEFAULT_ITERATIONS = 600_000;
/** The spec's iteration count: the lowest a backup may declare and still restore. */
export const PBKDF2_SPEC_ITERATIONS = 100_000;
/** Upper bound a backup may declare: keeps a hostile envelope from hanging the app. */
export const PBKDF2_MAX_ITERATIONS = 10_000_000;
/** PBKDF2 salt length. */
export const SALT_BYTES = 16;
/** Bytes of an RSA-4096 modulus. */
export const RSA_MODULUS_BYTES = RSA_MODULUS_BITS / 8;
/** Bytes of an AES-256 key. */
export const AES_KEY_BYTES = AES_KEY_BITS / 8;
/** Bytes of the AES-GCM authentication tag appended to every ciphertext. */
export const GCM_TAG_BYTES = 16;
