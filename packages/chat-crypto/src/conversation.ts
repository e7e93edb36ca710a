// Conversation keys (AES-GCM 256, wrapped per participant with RSA-OAEP) and message sealing.
import { AES_KEY_BITS, AES_KEY_BYTES, GCM_TAG_BYTES, IV_BYTES } from './constants.ts';
import { base64ToBytes, bytesToBase64, fromUtf8, parseJsonObject, randomBytes, utf8 } from './encoding.ts';
import { ChatCryptoError } from './errors.ts';
import { assertRsaKey, importPublicKey } from './keys.ts';

const AES_USAGES: KeyUsage[] = ['encrypt', 'decrypt'];

/** Creates a conversation key; extractable because it is wrapped for each participant. */
export function generateConversationKey(): Promise<CryptoKey> {
  return crypto.subtle.generateKey({ name: 'AES-GCM', length: AES_KEY_BITS }, true, AES_USAGES);
}

/** A fresh random key id (UUID v4). */
export function newKeyId(): string {
  return crypto.randomUUID();
}

function assertConversationKey(key: CryptoKey): void {
  const alg = key.algorithm as Partial<AesKeyAlgorithm>;
  if (key.type !== 'secret' || alg.name !== 'AES-GCM' || alg.length !== AES_KEY_BITS) {
    throw new ChatCryptoError('malformed', 'not an AES-GCM-256 key');
  }
}

/** base64 of RSA-OAEP(raw conversation key) for the holder of the given public key. */
export async function wrapConversationKey(key: CryptoKey, publicKeyJwkText: string | CryptoKey): Promise<string> {
  assertConversationKey(key);
  const publicKey = typeof publicKeyJwkText === 'string' ? await importPublicKey(publicKeyJwkText) : publicKeyJwkText;
  assertRsaKey(publicKey, 'public');
  // encrypt(raw) rather than wrapKey: same bytes, and it works whichever of the two usages the key has.
  const raw = new Uint8Array(await crypto.subtle.exportKey('raw', key));
  const wrapped = await crypto.subtle.encrypt({ name: 'RSA-OAEP' }, publicKey, raw);
  raw.fill(0);
  return bytesToBase64(new Uint8Array(wrapped));
}

/** Unwraps a conversation key; ChatCryptoError('decrypt-failed') when it was not wrapped for this key. */
export async function unwrapConversationKey(wrapped: string, privateKey: CryptoKey): Promise<CryptoKey> {
  const bytes = typeof wrapped === 'string' ? base64ToBytes(wrapped) : null;
  if (!bytes) throw new ChatCryptoError('decrypt-failed', 'the wrapped key is not base64');
  let raw: Uint8Array<ArrayBuffer>;
  try {
    raw = new Uint8Array(await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, privateKey, bytes));
  } catch {
    throw new ChatCryptoError('decrypt-failed', 'the conversation key could not be unwrapped');
  }
  // Raw AES import takes its size from the data: insist on 256 bits so a 128-bit key cannot sneak in.
  if (raw.length !== AES_KEY_BYTES) throw new ChatCryptoError('decrypt-failed', 'the unwrapped key is not 256 bits');
  try {
    return await crypto.subtle.importKey('raw', raw, { name: 'AES-GCM' }, true, AES_USAGES);
  } finally {
    raw.fill(0);
  }
}

/** What a message's ciphertext is bound to: moving it to another conversation, sender or key fails. */
export interface MessageAad {
  conversationId: string;
  senderId: string;
  keyId: string;
}

/** An encrypted message as stored on the server (both base64; the GCM tag ends the ciphertext). */
export interface SealedContent {
  ciphertext: string;
  iv: string;
}

/** The additional authenticated data `tribune-chat:v1|{conversation}|{sender}|{key}` as UTF-8. */
export function messageAad(aad: MessageAad): Uint8Array<ArrayBuffer> {
  const fields = [aad.conversationId, aad.senderId, aad.keyId];
  // A '|' inside a field would make two different triples spell the same AAD.
  if (fields.some((f) => typeof f !== 'string' || f.length === 0 || f.includes('|'))) {
    throw new ChatCryptoError('malformed', 'invalid message AAD field');
  }
  return utf8(`tribune-chat:v1|${fields.join('|')}`);
}

/** Encrypts a message with a fresh 12-byte IV. */
export async function seal(plaintext: string, key: CryptoKey, aad: MessageAad): Promise<SealedContent> {
  const additionalData = messageAad(aad);
  const iv = randomBytes(IV_BYTES);
  const ciphertext = await crypto.subtle.encrypt({ name: 'AES-GCM', iv, additionalData }, key, utf8(plaintext));
  return { ciphertext: bytesToBase64(new Uint8Array(ciphertext)), iv: bytesToBase64(iv) };
}

/** Decrypts a message; ChatCryptoError('decrypt-failed') when the key, AAD, IV or ciphertext is wrong. */
export async function open(content: SealedContent, key: CryptoKey, aad: MessageAad): Promise<string> {
  let additionalData: Uint8Array<ArrayBuffer>;
  try {
    additionalData = messageAad(aad);
  } catch {
    throw new ChatCryptoError('decrypt-failed', 'invalid message AAD field');
  }
  const iv = typeof content?.iv === 'string' ? base64ToBytes(content.iv) : null;
  const data = typeof content?.ciphertext === 'string' ? base64ToBytes(content.ciphertext) : null;
  if (!iv || iv.length !== IV_BYTES || !data || data.length < GCM_TAG_BYTES) {
    throw new ChatCryptoError('decrypt-failed', 'malformed sealed content');
  }
  try {
    return fromUtf8(new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv, additionalData }, key, data)));
  } catch {
    throw new ChatCryptoError('decrypt-failed', 'the message could not be decrypted');
  }
}

/** Parses stored content JSON `{"ciphertext","iv"}` (strict: base64, 12-byte IV, room for the tag); null otherwise. */
export function parseSealedContent(text: string): SealedContent | null {
  const obj = parseJsonObject(text, 1_000_000);
  if (!obj || Object.keys(obj).length !== 2) return null;
  const { ciphertext, iv } = obj;
  if (typeof ciphertext !== 'string' || typeof iv !== 'string') return null;
  const ivBytes = base64ToBytes(iv);
  const data = base64ToBytes(ciphertext);
  if (!ivBytes || ivBytes.length !== IV_BYTES || !data || data.length < GCM_TAG_BYTES) return null;
  return { ciphertext, iv };
}

/** The stored form of sealed content: JSON `{"ciphertext","iv"}` in that order. */
export function serializeSealedContent(content: SealedContent): string {
  return JSON.stringify({ ciphertext: content.ciphertext, iv: content.iv });
}
