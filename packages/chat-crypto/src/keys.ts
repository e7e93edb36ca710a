// User key pairs: RSA-OAEP 4096 / SHA-256. Public keys travel as JWK JSON text and are compared by
// modulus and exponent only (`samePublicKey`), since different clients write the other JWK members differently.
import { RSA_MODULUS_BITS, RSA_MODULUS_BYTES } from './constants.ts';
import { base64UrlToBytes, bytesToBase64Url, isJsonObject, parseJsonObject } from './encoding.ts';
import { ChatCryptoError } from './errors.ts';
import { isConsistentRsaPrivateJwk } from './rsa-check.ts';

/** The JWK `alg` of RSA-OAEP with SHA-256. */
export const RSA_JWK_ALG = 'RSA-OAEP-256';
/** The only public exponent accepted (65537), as JWK writes it. */
export const RSA_EXPONENT_B64U = 'AQAB';

/** Algorithm parameters for importing RSA-OAEP keys. */
export const RSA_IMPORT_PARAMS: RsaHashedImportParams = { name: 'RSA-OAEP', hash: 'SHA-256' };
const PUBLIC_USAGES: KeyUsage[] = ['encrypt', 'wrapKey'];
/** Usages every private key of this package gets, however it was made or restored. */
export const PRIVATE_USAGES: KeyUsage[] = ['decrypt', 'unwrapKey'];

/** A public key reduced to what identifies it. */
export interface PublicKeyParts {
  /** Modulus, base64url, no leading zero bytes. */
  n: string;
  /** Exponent, base64url. */
  e: string;
  /** Modulus bytes. */
  nBytes: Uint8Array<ArrayBuffer>;
}

/** Creates a user key pair; the private half is extractable so it can be backed up and moved. */
export function generateKeyPair(): Promise<CryptoKeyPair> {
  return crypto.subtle.generateKey(
    {
      name: 'RSA-OAEP',
      modulusLength: RSA_MODULUS_BITS,
      publicExponent: new Uint8Array([1, 0, 1]),
      hash: 'SHA-256',
    },
    true,
    [...PUBLIC_USAGES, ...PRIVATE_USAGES],
  );
}

function publicJwkText(n: string, e: string): string {
  // Built member by member so the text is byte-identical on every platform.
  return JSON.stringify({ kty: 'RSA', n, e, alg: RSA_JWK_ALG, ext: true, key_ops: PUBLIC_USAGES });
}

/** The public key as JWK JSON text `{kty,n,e,alg,ext,key_ops}` in that member order. */
export async function exportPublicKey(key: CryptoKey): Promise<string> {
  if (key.type !== 'public') throw new ChatCryptoError('malformed', 'not a public key');
  const jwk = await crypto.subtle.exportKey('jwk', key);
  const parts = publicKeyParts(jwk);
  if (!parts) throw new ChatCryptoError('malformed', 'not an RSA-4096 public key');
  return publicJwkText(parts.n, parts.e);
}

function stripLeadingZeros(bytes: Uint8Array<ArrayBuffer>): Uint8Array<ArrayBuffer> {
  let i = 0;
  while (i < bytes.length - 1 && bytes[i] === 0) i++;
  return i === 0 ? bytes : bytes.slice(i);
}

/**
 * The modulus and exponent of a 4096-bit RSA public JWK (text or object) with e = 65537; null for
 * anything else, including JWKs with private members (a private key must never pass as public).
 */
export function publicKeyParts(input: unknown): PublicKeyParts | null {
  const jwk = typeof input === 'string' ? parseJsonObject(input, 16_384) : isJsonObject(input) ? input : null;
  if (!jwk || jwk.kty !== 'RSA' || typeof jwk.n !== 'string' || typeof jwk.e !== 'string') return null;
  if ('d' in jwk) return null;
  if (jwk.alg !== undefined && jwk.alg !== RSA_JWK_ALG) return null;
  const raw = base64UrlToBytes(jwk.n);
  const e = base64UrlToBytes(jwk.e);
  if (!raw || !e) return null;
  const nBytes = stripLeadingZeros(raw);
  // A 4096-bit modulus has its top bit set: exactly 512 bytes, first byte >= 0x80.
  if (nBytes.length !== RSA_MODULUS_BYTES || nBytes[0]! < 0x80) return null;
  if (bytesToBase64Url(stripLeadingZeros(e)) !== RSA_EXPONENT_B64U) return null;
  return { n: bytesToBase64Url(nBytes), e: RSA_EXPONENT_B64U, nBytes };
}

/** Synchronous structural check of a public key text (JSON, RSA, 4096 bits, e = AQAB). */
export function isValidPublicKeyText(text: string): boolean {
  return typeof text === 'string' && publicKeyParts(text) !== null;
}

/** Imports a public key text for wrapping; ChatCryptoError('malformed') for anything not RSA-OAEP-4096. */
export async function importPublicKey(jwkText: string): Promise<CryptoKey> {
  const parts = publicKeyParts(jwkText);
  if (!parts) throw new ChatCryptoError('malformed', 'not an RSA-4096 public key');
  try {
    // Import a JWK we build ourselves, so foreign key_ops/use members cannot narrow the usages.
    const jwk: JsonWebKey = { kty: 'RSA', n: parts.n, e: parts.e, alg: RSA_JWK_ALG, ext: true };
    return await crypto.subtle.importKey('jwk', jwk, RSA_IMPORT_PARAMS, true, PUBLIC_USAGES);
  } catch {
    throw new ChatCryptoError('malformed', 'the public key could not be imported');
  }
}

/** True when both are valid public keys with the same modulus and exponent (other members ignored). */
export function samePublicKey(a: string | JsonWebKey, b: string | JsonWebKey): boolean {
  const pa = publicKeyParts(a);
  const pb = publicKeyParts(b);
  return pa !== null && pb !== null && pa.n === pb.n && pa.e === pb.e;
}

/** The public key text belonging to a private key (read from the private JWK's n and e). */
export async function publicKeyOf(privateKey: CryptoKey): Promise<string> {
  if (privateKey.type !== 'private') throw new ChatCryptoError('malformed', 'not a private key');
  let jwk: JsonWebKey;
  try {
    jwk = await crypto.subtle.exportKey('jwk', privateKey);
  } catch {
    throw new ChatCryptoError('malformed', 'the private key is not extractable');
  }
  const parts = publicKeyParts({ kty: jwk.kty, n: jwk.n, e: jwk.e });
  if (!parts) throw new ChatCryptoError('malformed', 'not an RSA-4096 private key');
  return publicJwkText(parts.n, parts.e);
}

/** Throws 'malformed' unless `key` is an RSA-OAEP/SHA-256 key of 4096 bits with e = 65537. */
export function assertRsaKey(key: CryptoKey, type: KeyType): void {
  const alg = key.algorithm as Partial<RsaHashedKeyAlgorithm>;
  const e = alg.publicExponent;
  const hash = alg.hash as { name?: string } | undefined;
  const ok =
    key.type === type &&
    alg.name === 'RSA-OAEP' &&
    alg.modulusLength === RSA_MODULUS_BITS &&
    hash?.name === 'SHA-256' &&
    e !== undefined &&
    bytesToBase64Url(stripLeadingZeros(new Uint8Array(e))) === RSA_EXPONENT_B64U;
  if (!ok) throw new ChatCryptoError('malformed', `not an RSA-OAEP-4096 ${type} key`);
}

/** Imports an RSA private key from PKCS#8 or a JWK, extractable, checked to be RSA-OAEP-4096. */
export async function importPrivateKey(
  format: 'pkcs8' | 'jwk',
  data: Uint8Array<ArrayBuffer> | JsonWebKey,
): Promise<CryptoKey> {
  let key: CryptoKey;
  try {
    key =
      format === 'pkcs8'
        ? await crypto.subtle.importKey(
            'pkcs8',
            data as Uint8Array<ArrayBuffer>,
            RSA_IMPORT_PARAMS,
            true,
            PRIVATE_USAGES,
          )
        : await crypto.subtle.importKey('jwk', data as JsonWebKey, RSA_IMPORT_PARAMS, true, PRIVATE_USAGES);
  } catch {
    throw new ChatCryptoError('malformed', 'the private key could not be imported');
  }
  assertRsaKey(key, 'private');
  const jwk = await crypto.subtle.exportKey('jwk', key);
  if (!isConsistentRsaPrivateJwk(jwk)) throw new ChatCryptoError('malformed', 'the private key is inconsistent');
  return key;
}
