// Byte and text helpers written here rather than taken from atob/btoa or Buffer: the package runs in
// browsers, workers and Node alike, and the decoders must be strict (one valid spelling per value).

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const URL_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';

function lookup(alphabet: string): Int16Array {
  const table = new Int16Array(128).fill(-1);
  for (let i = 0; i < alphabet.length; i++) table[alphabet.charCodeAt(i)] = i;
  return table;
}
const DECODE = lookup(ALPHABET);
const URL_DECODE = lookup(URL_ALPHABET);

function encode(bytes: Uint8Array, alphabet: string, pad: boolean): string {
  let out = '';
  let i = 0;
  for (; i + 2 < bytes.length; i += 3) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8) | bytes[i + 2]!;
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + alphabet[n & 63]!;
  }
  const rest = bytes.length - i;
  if (rest === 1) {
    const n = bytes[i]! << 16;
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + (pad ? '==' : '');
  } else if (rest === 2) {
    const n = (bytes[i]! << 16) | (bytes[i + 1]! << 8);
    out += alphabet[n >> 18]! + alphabet[(n >> 12) & 63]! + alphabet[(n >> 6) & 63]! + (pad ? '=' : '');
  }
  return out;
}

function decode(text: string, table: Int16Array, padded: boolean): Uint8Array<ArrayBuffer> | null {
  let body = text;
  if (padded) {
    if (text.length % 4 !== 0) return null;
    if (text.endsWith('==')) body = text.slice(0, -2);
    else if (text.endsWith('=')) body = text.slice(0, -1);
  }
  if (body.length % 4 === 1) return null;
  const out = new Uint8Array(Math.floor((body.length * 3) / 4));
  let acc = 0;
  let bits = 0;
  let o = 0;
  for (let i = 0; i < body.length; i++) {
    const c = body.charCodeAt(i);
    const v = c < 128 ? table[c]! : -1;
    if (v < 0) return null;
    acc = ((acc << 6) | v) & 0xffffff;
    bits += 6;
    if (bits >= 8) {
      bits -= 8;
      out[o++] = (acc >> bits) & 0xff;
    }
  }
  // Leftover bits must be zero, so that every byte string has exactly one encoding.
  if (bits > 0 && (acc & ((1 << bits) - 1)) !== 0) return null;
  return out;
}

/** Standard base64 with padding (RFC 4648 §4). */
export function bytesToBase64(bytes: Uint8Array): string {
  return encode(bytes, ALPHABET, true);
}

/** Decodes standard padded base64; null for anything else (whitespace, url alphabet, bad padding). */
export function base64ToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  return decode(text, DECODE, true);
}

/** base64url without padding (RFC 4648 §5), as JWK and the transfer code use it. */
export function bytesToBase64Url(bytes: Uint8Array): string {
  return encode(bytes, URL_ALPHABET, false);
}

/** Decodes unpadded base64url; null for anything else. */
export function base64UrlToBytes(text: string): Uint8Array<ArrayBuffer> | null {
  return decode(text, URL_DECODE, false);
}

/** Lower-case hex. */
export function bytesToHex(bytes: Uint8Array): string {
  let out = '';
  for (const b of bytes) out += b.toString(16).padStart(2, '0');
  return out;
}

const encoder = new TextEncoder();
// fatal: a decrypted message that is not valid UTF-8 is an error, not a string with U+FFFD in it.
const decoder = new TextDecoder('utf-8', { fatal: true });

/** UTF-8 bytes of a string. */
export function utf8(text: string): Uint8Array<ArrayBuffer> {
  return encoder.encode(text);
}

/** The string of UTF-8 bytes; throws TypeError on invalid UTF-8. */
export function fromUtf8(bytes: Uint8Array): string {
  return decoder.decode(bytes);
}

/** `count` cryptographically random bytes. */
export function randomBytes(count: number): Uint8Array<ArrayBuffer> {
  return crypto.getRandomValues(new Uint8Array(count));
}

/** Concatenation of byte arrays. */
export function concatBytes(...parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}

/** A plain JSON object (not an array, not null). */
export type JsonObject = Record<string, unknown>;

/** True for a plain JSON object. */
export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Parses JSON text that must be an object and at most `maxChars` long; null otherwise. */
export function parseJsonObject(text: unknown, maxChars = 65_536): JsonObject | null {
  if (typeof text !== 'string' || text.length > maxChars) return null;
  try {
    const value: unknown = JSON.parse(text);
    return isJsonObject(value) ? value : null;
  } catch {
    return null;
  }
}
