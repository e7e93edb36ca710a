// Password backups of the private key (PBKDF2-SHA-256 -> AES-GCM-256 over PKCS#8) and the
// unencrypted key file chat-key.json. Envelopes name their parameters, so old ones keep restoring.
import {
  AES_KEY_BITS,
  GCM_TAG_BYTES,
  IV_BYTES,
  PBKDF2_DEFAULT_ITERATIONS,
  PBKDF2_MAX_ITERATIONS,
  PBKDF2_SPEC_ITERATIONS,
  SALT_BYTES,
} from './constants.ts';
import { base64ToBytes, bytesToBase64, isJsonObject, parseJsonObject, randomBytes, utf8 } from './encoding.ts';
import { ChatCryptoError } from './errors.ts';
import { assertRsaKey, importPrivateKey } from './keys.ts';

/** The password backup as stored on the server (`chat_encrypted_private_key`). */
export interface BackupEnvelope {
  v: 1;
  kdf: 'PBKDF2';
  hash: 'SHA-256';
  iterations: number;
  salt: string;
  iv: string;
  ciphertext: string;
}

/** Options of `backupPrivateKey`. */
export interface BackupOptions {
  /** PBKDF2 iterations, between PBKDF2_SPEC_ITERATIONS and PBKDF2_MAX_ITERATIONS. */
  iterations?: number;
}

function validIterations(n: unknown): n is number {
  return Number.isSafeInteger(n) && (n as number) >= PBKDF2_SPEC_ITERATIONS && (n as number) <= PBKDF2_MAX_ITERATIONS;
}

async function passwordKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  // NFC: the same password typed on another platform may arrive in another Unicode normal form.
  const material = await crypto.subtle.importKey('raw', utf8(password.normalize('NFC')), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: AES_KEY_BITS },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** Exports PKCS#8 of an RSA-OAEP-4096 private key ('malformed' if it is not one or not extractable). */
export async function exportPkcs8(privateKey: CryptoKey): Promise<Uint8Array<ArrayBuffer>> {
  assertRsaKey(privateKey, 'private');
  try {
    return new Uint8Array(await crypto.subtle.exportKey('pkcs8', privateKey));
  } catch {
    throw new ChatCryptoError('malformed', 'the private key is not extractable');
  }
}

/** Encrypts the private key under a password; JSON text `{v,kdf,hash,iterations,salt,iv,ciphertext}`. */
export async function backupPrivateKey(privateKey: CryptoKey, password: string, opts?: BackupOptions): Promise<string> {
  const iterations = opts?.iterations ?? PBKDF2_DEFAULT_ITERATIONS;
  if (!validIterations(iterations)) throw new ChatCryptoError('malformed', 'iterations out of range');
  const pkcs8 = await exportPkcs8(privateKey);
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const key = await passwordKey(password, salt, iterations);
  const ciphertext = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, pkcs8));
  pkcs8.fill(0);
  const envelope: BackupEnvelope = {
    v: 1,
    kdf: 'PBKDF2',
    hash: 'SHA-256',
    iterations,
    salt: bytesToBase64(salt),
    iv: bytesToBase64(iv),
    ciphertext: bytesToBase64(ciphertext),
  };
  return JSON.stringify(envelope);
}

interface ParsedBackup {
  iterations: number;
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  ciphertext: Uint8Array<ArrayBuffer>;
}

/** Strict parse of a backup envelope; null for anything else. */
function parseBackup(text: string): ParsedBackup | null {
  const obj = parseJsonObject(text);
  if (!obj || obj.v !== 1 || obj.kdf !== 'PBKDF2' || obj.hash !== 'SHA-256' || !validIterations(obj.iterations))
    return null;
  const salt = typeof obj.salt === 'string' ? base64ToBytes(obj.salt) : null;
  const iv = typeof obj.iv === 'string' ? base64ToBytes(obj.iv) : null;
  const ciphertext = typeof obj.ciphertext === 'string' ? base64ToBytes(obj.ciphertext) : null;
  if (!salt || salt.length < SALT_BYTES || !iv || iv.length !== IV_BYTES) return null;
  if (!ciphertext || ciphertext.length <= GCM_TAG_BYTES) return null;
  return { iterations: obj.iterations, salt, iv, ciphertext };
}

/** True when the text is a structurally valid backup envelope (the server checks uploads with it). */
export function isBackupEnvelopeText(text: string): boolean {
  return parseBackup(text) !== null;
}

/**
 * Decrypts a password backup. ChatCryptoError 'wrong-password' when authentication fails (a wrong
 * password and a tampered ciphertext look the same), 'malformed' for anything that is not an envelope.
 */
export async function restorePrivateKey(backupText: string, password: string): Promise<CryptoKey> {
  const backup = parseBackup(backupText);
  if (!backup) throw new ChatCryptoError('malformed', 'not a chat key backup');
  const key = await passwordKey(password, backup.salt, backup.iterations);
  let pkcs8: Uint8Array<ArrayBuffer>;
  try {
    pkcs8 = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv: backup.iv }, key, backup.ciphertext));
  } catch {
    throw new ChatCryptoError('wrong-password', 'wrong password');
  }
  try {
    return await importPrivateKey('pkcs8', pkcs8);
  } finally {
    pkcs8.fill(0);
  }
}

/** The `type` member of a key file. */
export const KEY_FILE_TYPE = 'tribune-chat-key';
/** The file name the app saves the key file under. */
export const KEY_FILE_NAME = 'chat-key.json';

/** The unencrypted key file: JSON text `{v:1,type:'tribune-chat-key',private_key: JWK}`. */
export async function exportKeyFile(privateKey: CryptoKey): Promise<string> {
  assertRsaKey(privateKey, 'private');
  let jwk: JsonWebKey;
  try {
    jwk = await crypto.subtle.exportKey('jwk', privateKey);
  } catch {
    throw new ChatCryptoError('malformed', 'the private key is not extractable');
  }
  return JSON.stringify({ v: 1, type: KEY_FILE_TYPE, private_key: jwk }, null, 2);
}

const PRIVATE_JWK_MEMBERS = ['n', 'e', 'd', 'p', 'q', 'dp', 'dq', 'qi'] as const;

/** Reads a key file (also pasted as text); ChatCryptoError('malformed') on anything else. */
export async function importKeyFile(text: string): Promise<CryptoKey> {
  const obj = parseJsonObject(typeof text === 'string' ? text.trim() : text);
  const jwk = obj?.private_key;
  if (!obj || obj.v !== 1 || obj.type !== KEY_FILE_TYPE || !isJsonObject(jwk) || jwk.kty !== 'RSA') {
    throw new ChatCryptoError('malformed', 'not a chat key file');
  }
  const clean: JsonWebKey = { kty: 'RSA', alg: 'RSA-OAEP-256', ext: true };
  for (const member of PRIVATE_JWK_MEMBERS) {
    const value = jwk[member];
    if (typeof value !== 'string') throw new ChatCryptoError('malformed', `key file lacks ${member}`);
    clean[member] = value;
  }
  return importPrivateKey('jwk', clean);
}
