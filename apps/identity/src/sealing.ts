import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Secrets sealed at rest (AES-256-GCM) under a master key that is not in the database: the hot
 * wallets' private keys (the server) and the identity's signing and cookie keys. One module for
 * both, exported as `@tribune/identity/sealing` (docs/DECISIONS.md "Sealed identity keys").
 */
export interface MasterKey {
  version: number;
  key: Buffer;
  /** Where the key came from (the variable or the file), named when something does not open with it. */
  source?: string;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * The master key from the variable `envName` (64 hex characters or base64 of 32 bytes) when set,
 * as production sets it from its secret store; otherwise a key generated once into `file`
 * (mode 0600), the embedded default. Losing it loses what is sealed under it: back it up with
 * the database.
 */
export async function loadKeyFile(env: string | undefined, envName: string, file: string): Promise<MasterKey> {
  if (env) return { version: 1, key: parseKey(env, envName), source: envName };
  try {
    return { version: 1, key: parseKey((await fs.readFile(file, 'utf8')).trim(), file), source: file };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(path.dirname(file), { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': two starts at once never overwrite each other's key; the loser reads the winner's.
    await fs.writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return { version: 1, key, source: file };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { version: 1, key: parseKey((await fs.readFile(file, 'utf8')).trim(), file), source: file };
  }
}

function parseKey(raw: string, where: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${where} must hold a 32-byte key (64 hex characters or base64)`);
  return key;
}

/**
 * A key of its own for one use of the master key (HKDF-SHA256 with `purpose` as info), so the
 * same master key can seal different kinds of secrets without one kind opening the other's.
 */
export function deriveKey(master: MasterKey, purpose: string): MasterKey {
  const key = Buffer.from(hkdfSync('sha256', master.key, Buffer.alloc(0), `tribune:${purpose}`, KEY_BYTES));
  return { version: master.version, key, source: master.source };
}

/** Seals a secret; `bound` (e.g. the wallet's address) is authenticated with it, so a sealed value moved to another row does not open. */
export function seal(master: MasterKey, secret: string, bound: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master.key, iv);
  cipher.setAAD(Buffer.from(bound.toLowerCase()));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens a sealed secret; throws when the master key, the binding or the bytes differ. */
export function unseal(master: MasterKey, sealed: string, bound: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', master.key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(bound.toLowerCase()));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
