import { randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { exportJWK, generateKeyPair, type JWK } from 'jose';
import type { Db } from './db/types.ts';
import { settings } from './db/schema.ts';

/** The persisted secrets oidc-provider needs. */
export interface Secrets {
  /** Private signing keys, RS256. */
  jwks: { keys: JWK[] };
  cookieKeys: string[];
}

/**
 * Reads a setting, creating it with `make()` on first start. Insert-if-absent then read back,
 * so two instances starting at once agree on the same value.
 */
async function setting<T>(db: Db, key: string, make: () => Promise<T>): Promise<T> {
  const read = async () => (await db.select().from(settings).where(eq(settings.key, key)).limit(1))[0];
  const existing = await read();
  if (existing) return existing.value as T;
  await db
    .insert(settings)
    .values({ key, value: await make() })
    .onConflictDoNothing();
  const row = await read();
  if (!row) throw new Error(`identity setting ${key} could not be stored`);
  return row.value as T;
}

/** Loads or generates the signing key and cookie keys. */
export async function loadSecrets(db: Db, cookieKeys?: string[]): Promise<Secrets> {
  const jwks = await setting(db, 'jwks', async () => {
    const { privateKey } = await generateKeyPair('RS256', { modulusLength: 2048, extractable: true });
    const jwk = await exportJWK(privateKey);
    return { keys: [{ ...jwk, kid: randomUUID(), alg: 'RS256', use: 'sig' }] };
  });
  const keys =
    cookieKeys && cookieKeys.length > 0
      ? cookieKeys
      : await setting(db, 'cookie_keys', async () => [randomBytes(32).toString('base64url')]);
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
