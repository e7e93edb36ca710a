/**
 * The frame's encrypted wallet entry (issue #16): the 32-byte private key under a password,
 * PBKDF2-SHA-256 (600,000 iterations, 16-byte salt) -> AES-GCM-256 (12-byte iv), as JSON text
 * `{v:1, address, kdf, hash, iterations, salt, iv, cipher, check}`. `check` is a SHA-256 over the
 * canonical string `v|address|iterations|salt|iv|cipher`, so a damaged entry is told apart from a
 * wrong password. Nothing but this envelope is ever stored.
 */
import { bytesToHex } from 'viem';
import { privateKeyToAddress } from 'viem/accounts';
import { base64ToBytes, bytesToBase64, randomBytes, utf8 } from './encoding.ts';

export const VAULT_ITERATIONS = 600_000;
/** Iterations accepted when unlocking (envelopes name theirs, so a later increase keeps old ones working). */
export const VAULT_MIN_ITERATIONS = 600_000;
export const VAULT_MAX_ITERATIONS = 10_000_000;
const SALT_BYTES = 16;
const IV_BYTES = 12;
const KEY_BYTES = 32;
const TAG_BYTES = 16;

export interface VaultEnvelope {
  v: 1;
  address: string;
  kdf: 'PBKDF2';
  hash: 'SHA-256';
  iterations: number;
  salt: string;
  iv: string;
  cipher: string;
  check: string;
}

export type VaultErrorKind = 'damaged' | 'wrong-password';

export class VaultError extends Error {
  readonly kind: VaultErrorKind;
  constructor(kind: VaultErrorKind, message: string) {
    super(message);
    this.name = 'VaultError';
    this.kind = kind;
  }
}

const ADDRESS = /^0x[0-9a-fA-F]{40}$/;

async function passwordKey(password: string, salt: Uint8Array<ArrayBuffer>, iterations: number): Promise<CryptoKey> {
  const material = await crypto.subtle.importKey('raw', utf8(password.normalize('NFC')), 'PBKDF2', false, [
    'deriveKey',
  ]);
  return crypto.subtle.deriveKey(
    { name: 'PBKDF2', hash: 'SHA-256', salt, iterations },
    material,
    { name: 'AES-GCM', length: 256 },
    false,
    ['encrypt', 'decrypt'],
  );
}

/** base64 SHA-256 over `v|address|iterations|salt|iv|cipher`. */
export async function envelopeCheck(e: Pick<VaultEnvelope, 'v' | 'address' | 'iterations' | 'salt' | 'iv' | 'cipher'>) {
  const canonical = [e.v, e.address, e.iterations, e.salt, e.iv, e.cipher].join('|');
  return bytesToBase64(new Uint8Array(await crypto.subtle.digest('SHA-256', utf8(canonical))));
}

function addressOf(privateKey: Uint8Array): string {
  const hex = bytesToHex(privateKey);
  return privateKeyToAddress(hex);
}

/**
 * Encrypts a 32-byte private key under a password; JSON text of a VaultEnvelope. The caller keeps
 * (and zeroes) its key bytes; the address is derived from them here.
 */
export async function sealKey(
  privateKey: Uint8Array,
  password: string,
  opts?: { iterations?: number },
): Promise<{ text: string; address: string }> {
  if (privateKey.length !== KEY_BYTES) throw new RangeError('a private key has 32 bytes');
  const iterations = opts?.iterations ?? VAULT_ITERATIONS;
  const address = addressOf(privateKey);
  const salt = randomBytes(SALT_BYTES);
  const iv = randomBytes(IV_BYTES);
  const key = await passwordKey(password, salt, iterations);
  const plain = new Uint8Array(privateKey);
  let cipher: Uint8Array;
  try {
    cipher = new Uint8Array(await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, key, plain));
  } finally {
    plain.fill(0);
  }
  const body = {
    v: 1 as const,
    address,
    iterations,
    salt: bytesToBase64(salt),
    iv: bytesToBase64(iv),
    cipher: bytesToBase64(cipher),
  };
  const envelope: VaultEnvelope = {
    v: 1,
    address,
    kdf: 'PBKDF2',
    hash: 'SHA-256',
    iterations,
    salt: body.salt,
    iv: body.iv,
    cipher: body.cipher,
    check: await envelopeCheck(body),
  };
  return { text: JSON.stringify(envelope), address };
}

interface ParsedVault {
  envelope: VaultEnvelope;
  salt: Uint8Array<ArrayBuffer>;
  iv: Uint8Array<ArrayBuffer>;
  cipher: Uint8Array<ArrayBuffer>;
}

const damaged = () => new VaultError('damaged', 'The stored wallet is damaged');

/** Parses and checks a stored entry (shape and `check`); VaultError('damaged') otherwise. */
export async function openEnvelope(text: string | null): Promise<ParsedVault> {
  if (typeof text !== 'string') throw damaged();
  let obj: unknown;
  try {
    obj = JSON.parse(text);
  } catch {
    throw damaged();
  }
  if (typeof obj !== 'object' || obj === null || Array.isArray(obj)) throw damaged();
  const e = obj as Partial<Record<keyof VaultEnvelope, unknown>>;
  if (
    e.v !== 1 ||
    e.kdf !== 'PBKDF2' ||
    e.hash !== 'SHA-256' ||
    typeof e.address !== 'string' ||
    !ADDRESS.test(e.address) ||
    !Number.isSafeInteger(e.iterations) ||
    (e.iterations as number) < VAULT_MIN_ITERATIONS ||
    (e.iterations as number) > VAULT_MAX_ITERATIONS ||
    typeof e.salt !== 'string' ||
    typeof e.iv !== 'string' ||
    typeof e.cipher !== 'string' ||
    typeof e.check !== 'string'
  )
    throw damaged();
  const envelope = e as VaultEnvelope;
  if ((await envelopeCheck(envelope)) !== envelope.check) throw damaged();
  const salt = base64ToBytes(envelope.salt);
  const iv = base64ToBytes(envelope.iv);
  const cipher = base64ToBytes(envelope.cipher);
  if (!salt || salt.length !== SALT_BYTES || !iv || iv.length !== IV_BYTES) throw damaged();
  if (!cipher || cipher.length !== KEY_BYTES + TAG_BYTES) throw damaged();
  return { envelope, salt, iv, cipher };
}

/** The address of a stored entry, after checking it is intact (no password needed). */
export async function storedAddress(text: string | null): Promise<string> {
  return (await openEnvelope(text)).envelope.address;
}

/**
 * Decrypts a stored entry: the 32 key bytes (zero them after use). VaultError 'damaged' for a
 * malformed or altered entry, 'wrong-password' when AES-GCM refuses the password.
 */
export async function unlockKey(text: string | null, password: string): Promise<Uint8Array<ArrayBuffer>> {
  const { envelope, salt, iv, cipher } = await openEnvelope(text);
  const key = await passwordKey(password, salt, envelope.iterations);
  let plain: Uint8Array<ArrayBuffer>;
  try {
    plain = new Uint8Array(await crypto.subtle.decrypt({ name: 'AES-GCM', iv }, key, cipher));
  } catch {
    throw new VaultError('wrong-password', 'Wrong password');
  }
  let matches = false;
  try {
    matches = plain.length === KEY_BYTES && addressOf(plain).toLowerCase() === envelope.address.toLowerCase();
  } catch {
    matches = false;
  }
  if (!matches) {
    plain.fill(0);
    throw damaged();
  }
  return plain;
}
