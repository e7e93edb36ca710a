// Safety numbers and key fingerprints, both over the canonical (n, e) of public keys, so that
// cosmetic JWK differences (member order, alg, key_ops) never change them.
import { bytesToHex, concatBytes } from './encoding.ts';
import { ChatCryptoError } from './errors.ts';
import { publicKeyParts } from './keys.ts';

const SAFETY_GROUPS = 12;
const GROUP_DIGITS = 5;
const BYTES_PER_GROUP = 5;
const EXPONENT_BYTES = new Uint8Array([1, 0, 1]);

function lengthPrefixed(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(4 + bytes.length);
  new DataView(out.buffer).setUint32(0, bytes.length);
  out.set(bytes, 4);
  return out;
}

/** Canonical bytes of a public key: u32be(len n) || n || u32be(len e) || e (no leading zeros). */
export function canonicalPublicKey(publicKeyText: string): Uint8Array<ArrayBuffer> {
  const parts = publicKeyParts(publicKeyText);
  if (!parts) throw new ChatCryptoError('malformed', 'not an RSA-4096 public key');
  // publicKeyParts accepts only e = 65537.
  return concatBytes(lengthPrefixed(parts.nBytes), lengthPrefixed(EXPONENT_BYTES));
}

function compareBytes(a: Uint8Array, b: Uint8Array): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) if (a[i] !== b[i]) return a[i]! - b[i]!;
  return a.length - b.length;
}

async function sha256(data: Uint8Array<ArrayBuffer>): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await crypto.subtle.digest('SHA-256', data));
}

/**
 * 60 digits both partners compare: SHA-256 over the two canonical keys in byte order (so argument
 * order does not matter), chained (h2 = SHA-256(h1)) until there are 60 bytes; each 5 bytes as a
 * big-endian number mod 100000 make one group of five digits.
 */
export async function safetyNumber(publicKeyA: string, publicKeyB: string): Promise<string> {
  const [first, second] = [canonicalPublicKey(publicKeyA), canonicalPublicKey(publicKeyB)].sort(compareBytes);
  let block = await sha256(concatBytes(first!, second!));
  let stream = block;
  while (stream.length < SAFETY_GROUPS * BYTES_PER_GROUP) {
    block = await sha256(block);
    stream = concatBytes(stream, block);
  }
  let digits = '';
  for (let g = 0; g < SAFETY_GROUPS; g++) {
    let value = 0;
    // 40 bits stay exact in a double; the modulo bias is below 1e-7.
    for (let i = 0; i < BYTES_PER_GROUP; i++) value = value * 256 + stream[g * BYTES_PER_GROUP + i]!;
    digits += String(value % 10 ** GROUP_DIGITS).padStart(GROUP_DIGITS, '0');
  }
  return digits;
}

/** The digits in groups of five separated by single spaces (whitespace in the input is ignored). */
export function formatSafetyNumber(digits: string): string {
  return (digits.replace(/\s+/g, '').match(/.{1,5}/g) ?? []).join(' ');
}

/** Hex SHA-256 of the canonical (n, e): stored per partner to warn when their key changes. */
export async function keyFingerprint(publicKeyText: string): Promise<string> {
  return bytesToHex(await sha256(canonicalPublicKey(publicKeyText)));
}
