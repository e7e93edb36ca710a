// QR device transfer. The new device shows a one-time RSA-OAEP public key as a QR code; the old
// device seals its private key for it. Hybrid, because 4096-bit PKCS#8 (~2.4 kB) is far larger than
// what one RSA-OAEP block carries (~446 bytes).
import { AES_KEY_BITS, GCM_TAG_BYTES, IV_BYTES } from './constants.ts';
import {
  base64ToBytes,
  base64UrlToBytes,
  bytesToBase64,
  bytesToBase64Url,
  parseJsonObject,
  randomBytes,
} from './encoding.ts';
import { ChatCryptoError } from './errors.ts';
import { RSA_IMPORT_PARAMS, assertRsaKey, importPrivateKey } from './keys.ts';
import { exportPkcs8 } from './backup.ts';
import { unwrapConversationKey, wrapConversationKey } from './conversation.ts';

/** Prefix of the text the QR code carries. */
export const TRANSFER_PREFIX = 'tribune-key-transfer:v1:';

/** The QR text for a one-time public key: TRANSFER_PREFIX + base64url(SPKI DER). */
export async function transferCode(oneTimePublicKey: CryptoKey): Promise<string> {
  assertRsaKey(oneTimePublicKey, 'public');
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', oneTimePublicKey));
  return TRANSFER_PREFIX + bytesToBase64Url(spki);
}

/** The one-time public key of a scanned QR text; ChatCryptoError('malformed') for anything else. */
export async function parseTransferCode(code: string): Promise<CryptoKey> {
  const text = typeof code === 'string' ? code.trim() : '';
  const der = text.startsWith(TRANSFER_PREFIX) ? base64UrlToBytes(text.slice(TRANSFER_PREFIX.length)) : null;
  if (!der) throw new ChatCryptoError('malformed', 'not a key transfer code');
  let key: CryptoKey;
  try {
    key = await crypto.subtle.importKey('spki', der, RSA_IMPORT_PARAMS, true, ['encrypt', 'wrapKey']);
  } catch {
    throw new ChatCryptoError('malformed', 'the transfer code holds no usable key');
  }
  // The envelope carries the long-term private key: the one-time key must be just as strong.
  assertRsaKey(key, 'public');
  return key;
}

/** Seals a private key for a one-time public key: JSON text `{v:1,wrapped_key,iv,ciphertext}`. */
export async function sealForTransfer(privateKey: CryptoKey, oneTimePublicKey: CryptoKey): Promise<string> {
  const pkcs8 = await exportPkcs8(privateKey);
  const aesKey = await crypto.subtle.generateKey({ name: 'AES-GCM', length: AES_KEY_BITS }, true, [
    'encrypt',
    'decrypt',
  ]);
  const iv = randomBytes(IV_BYTES);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, aesKey, pkcs8));
  pkcs8.fill(0);
  const wrappedKey = await wrapConversationKey(aesKey, oneTimePublicKey);
  return JSON.stringify({
    v: 1,
    wrapped_key: wrappedKey,
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(ciphertext),
  });
}

/**
 * Opens a transfer envelope with the one-time private key: 'malformed' when it is no envelope,
 * 'decrypt-failed' when it was sealed for another key or altered.
 */
export async function openTransfer(envelope: string, oneTimePrivateKey: CryptoKey): Promise<CryptoKey> {
  const obj = parseJsonObject(envelope);
  const iv = typeof obj?.iv === 'string' ? base64ToBytes(obj.iv) : null;
  const ciphertext = typeof obj?.ciphertext === 'string' ? base64ToBytes(obj.ciphertext) : null;
  if (!obj || obj.v !== 1 || typeof obj.wrapped_key !== 'string' || !iv || iv.length !== IV_BYTES) {
    throw new ChatCryptoError('malformed', 'not a key transfer envelope');
  }
  if (!ciphertext || ciphertext.length <= GCM_TAG_BYTES)
    throw new ChatCryptoError('malformed', 'not a key transfer envelope');
  const aesKey = await unwrapConversationKey(obj.wrapped_key, oneTimePrivateKey);
  let pkcs8: Uint8Array<ArrayBuffer>;
  try {
    pkcs8 = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, aesKey, ciphertext));
  } catch {
    throw new ChatCryptoError('decrypt-failed', 'the transferred key could not be decrypted');
  }
  try {
    return await importPrivateKey('pkcs8', pkcs8);
  } finally {
    pkcs8.fill(0);
  }
}
