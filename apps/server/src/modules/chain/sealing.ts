import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** The key every hot wallet's private key is sealed under (AES-256-GCM). */
export interface MasterKey {
  version: number;
  key: Buffer;
}

const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;

/**
 * WALLET_MASTER_KEY (64 hex characters or base64 of 32 bytes) when set, as production sets it from
 * its secret store; otherwise a key generated once into `<dataDir>/wallet-master.key` (mode 0600),
 * the embedded default. Losing it loses every hot wallet: back the data folder up with the database.
 */
export async function loadMasterKey(env: string | undefined, dataDir: string): Promise<MasterKey> {
  if (env) return { version: 1, key: parseKey(env, 'WALLET_MASTER_KEY') };
  const file = path.join(dataDir, 'wallet-master.key');
  try {
    return { version: 1, key: parseKey((await fs.readFile(file, 'utf8')).trim(), file) };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
  }
  await fs.mkdir(dataDir, { recursive: true });
  const key = randomBytes(KEY_BYTES);
  try {
    // 'wx': two starts at once never overwrite each other's key; the loser reads the winner's.
    await fs.writeFile(file, key.toString('hex'), { mode: 0o600, flag: 'wx' });
    return { version: 1, key };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    return { version: 1, key: parseKey((await fs.readFile(file, 'utf8')).trim(), file) };
  }
}

function parseKey(raw: string, where: string): Buffer {
  const key = /^[0-9a-fA-F]{64}$/.test(raw) ? Buffer.from(raw, 'hex') : Buffer.from(raw, 'base64');
  if (key.length !== KEY_BYTES) throw new Error(`${where} must hold a 32-byte key (64 hex characters or base64)`);
  return key;
}

/** Seals a private key; `bound` (the wallet's address) is authenticated with it, so a sealed key moved to another row does not open. */
export function seal(master: MasterKey, secret: string, bound: string): string {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', master.key, iv);
  cipher.setAAD(Buffer.from(bound.toLowerCase()));
  const body = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), body]).toString('base64url');
}

/** Opens a sealed key; throws when the master key, the binding or the bytes differ. */
export function unseal(master: MasterKey, sealed: string, bound: string): string {
  const bytes = Buffer.from(sealed, 'base64url');
  const decipher = createDecipheriv('aes-256-gcm', master.key, bytes.subarray(0, IV_BYTES));
  decipher.setAAD(Buffer.from(bound.toLowerCase()));
  decipher.setAuthTag(bytes.subarray(IV_BYTES, IV_BYTES + TAG_BYTES));
  return Buffer.concat([decipher.update(bytes.subarray(IV_BYTES + TAG_BYTES)), decipher.final()]).toString('utf8');
}
