/** End-to-end encryption primitives for the chat, on WebCrypto only (no DOM, no Node, no storage). */
export * from './constants.ts';
export * from './errors.ts';
export * from './encoding.ts';
export * from './keys.ts';
export * from './conversation.ts';
export * from './backup.ts';
export * from './transfer.ts';
export * from './safety.ts';
