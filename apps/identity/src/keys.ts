import { randomBytes, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from './db/types.ts';
import { settings } from './db/schema.ts';
import { deriveKey, seal, unseal, type MasterKey } from './sealing.ts';

/** The persisted secrets oidc-provider needs. */
export interface Secrets {
  /** Private signing keys, RS256. */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

/** How a sealed setting is stored: the sealed JSON of the value, bound to the setting's key. */
interface SealedValue {
  sealed: 1;
  box: string;
}

const isSealed = (value: unknown): value is SealedValue =>
  typeof value === 'object' && value !== null && (value as SealedValue).sealed === 1;

/** The identity settings' own key: derived from the master key, so it opens nothing else. */
export const settingsKey = (master: MasterKey): MasterKey => deriveKey(master, 'identity-settings');

/** Thrown when a sealed setting does not open: another master key than the one it was sealed under. */
export class SealedSettingError extends Error {
  constructor(key: string, master: MasterKey) {
    super(
      `identity: the setting "${key}" (identity.settings) does not open with the master key from ` +
        `${master.source ?? 'the configuration'}: start with the key it was sealed under ` +
        `(a wrong or lost key cannot open the identity's signing keys; docs/ACCOUNTS.md)`,
    );
    this.name = 'SealedSettingError';
  }
}

function open<T>(key: string, value: SealedValue, master: MasterKey): T {
  try {
    return JSON.parse(unseal(master, value.box, `identity.settings:${key}`)) as T;
  } catch {
    throw new SealedSettingError(key, master);
  }
}

const sealValue = (key: string, value: unknown, master: MasterKey): SealedValue => ({
  sealed: 1,
  box: seal(master, JSON.stringify(value), `identity.settings:${key}`),
});

/**
 * Reads a sealed setting, creating it with `make()` on first start. Insert-if-absent then read
 * back, so two instances starting at once agree on the same value. A value stored in plain text
 * (a database from before sealing) is sealed in place, compare-and-set, and keeps its content:
 * the same signing key, so tokens issued before still verify.
 */
async function setting<T>(
  db: Db,
  key: string,
  master: MasterKey,
  resealed: string[],
  make: () => Promise<T>,
): Promise<T> {
  const read = async () => (await db.select().from(settings).where(eq(settings.key, key)).limit(1))[0];
  let row = await read();
  if (!row) {
    await db
      .insert(settings)
      .values({ key, value: sealValue(key, await make(), master) })
      .onConflictDoNothing();
    row = await read();
    if (!row) throw new Error(`identity setting ${key} could not be stored`);
  }
  if (isSealed(row.value)) return open<T>(key, row.value, master);
  const plain = row.value as T;
  const updated = await db
    .update(settings)
    .set({ value: sealValue(key, plain, master) })
    .where(and(eq(settings.key, key), sql`${settings.value} = ${JSON.stringify(plain)}::jsonb`))
    .returning({ key: settings.key });
  if (updated.length > 0) resealed.push(key);
  // Another instance may have sealed it first: what is stored now is what counts.
  const sealed = await read();
  if (!sealed || !isSealed(sealed.value)) throw new Error(`identity setting ${key} could not be sealed`);
  return open<T>(key, sealed.value, master);
}

/** Logs what sealing in place did. */
interface Log {
  info(...a: unknown[]): void;
  warn(...a: unknown[]): void;
}

/**
 * Loads or generates the signing key and cookie keys, sealed at rest under a key derived from
 * `master` (docs/ACCOUNTS.md "Keys at rest"). When plain rows were sealed now, the table is
 * rewritten (VACUUM FULL, best effort), so their old versions leave its files.
 */
export async function loadSecrets(db: Db, master: MasterKey, cookieKeys?: string[], log?: Log): Promise<Secrets> {
  const own = settingsKey(master);
  const resealed: string[] = [];
  const jwks = await setting(db, 'jwks', own, resealed, async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
  const keys =
    cookieKeys && cookieKeys.length > 0
      ? cookieKeys
      : await setting(db, 'cookie_keys', own, resealed, async () => [randomBytes(32).toString('base64url')]);
  if (resealed.length > 0) {
    log?.info({ settings: resealed }, 'identity: sealed the plain-text keys of an older database in place');
    try {
      await db.execute(sql`vacuum full identity.settings`);
    } catch (err) {
      log?.warn({ err }, 'identity: could not rewrite identity.settings after sealing (VACUUM FULL)');
    }
  }
  return { jwks, cookieKeys: keys };
}

/** Strips the private members of a JWK set so it can be published. */
export function publicKeys(jwks: { keys: JWK[] }): { keys: JWK[] } {
  return {
    keys: jwks.keys.map(({ kty, n, e, kid, alg, use, crv, x, y }) =>
      Object.fromEntries(Object.entries({ kty, n, e, kid, alg, use, crv, x, y }).filter(([, v]) => v !== undefined)),
    ),
  };
}
