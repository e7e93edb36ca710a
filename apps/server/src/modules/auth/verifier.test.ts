import { exportJWK, generateKeyPair, SignJWT, type JSONWebKeySet } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTokenVerifier, VerifiedTokens } from './verifier.ts';

const issuer = 'https://id.example.test';
const audience = 'tribune-api';
let privateKey: Awaited<ReturnType<typeof generateKeyPair>>['privateKey'];
let jwks: JSONWebKeySet;

beforeAll(async () => {
  const pair = await generateKeyPair('RS256');
  privateKey = pair.privateKey;
  jwks = { keys: [{ ...(await exportJWK(pair.publicKey)), kid: 'k1', alg: 'RS256', use: 'sig' }] };
});

async function token(sub: string, expiresIn: string | number = '10m'): Promise<string> {
  return new SignJWT({ email: `${sub}@example.test`, email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setSubject(sub)
    .setIssuer(issuer)
    .setAudience(audience)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(privateKey);
}

/** A verifier whose key reads are counted: a read means the token was verified, not taken from the cache. */
function countingVerifier(opts: { cache?: false } = {}) {
  let reads = 0;
  const verify = createTokenVerifier({
    issuer,
    audience,
    ...opts,
    jwks: () => {
      reads++;
      return jwks;
    },
  });
  return { verify, keyReads: () => reads };
}

describe('the token verifier', () => {
  it('verifies a token once and answers it again from the cache, frozen', async () => {
    const { verify, keyReads } = countingVerifier();
    const t = await token('fan-1');
    const first = await verify(t);
    const second = await verify(t);
    expect(first.sub).toBe('fan-1');
    expect(first.email_verified).toBe(true);
    expect(second).toBe(first);
    expect(keyReads()).toBe(1);
    expect(Object.isFrozen(first)).toBe(true);
  });

  it('does not cache a refusal, and refuses a token signed by another key every time', async () => {
    const { verify, keyReads } = countingVerifier();
    const other = await generateKeyPair('RS256');
    const forged = await new SignJWT({})
      .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
      .setSubject('intruder')
      .setIssuer(issuer)
      .setAudience(audience)
      .setExpirationTime('10m')
      .sign(other.privateKey);
    await expect(verify(forged)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    await expect(verify(forged)).rejects.toMatchObject({ status: 401, code: 'UNAUTHENTICATED' });
    expect(keyReads()).toBe(2);
  });

  it('keeps the cache off when asked', async () => {
    const { verify, keyReads } = countingVerifier({ cache: false });
    const t = await token('fan-2');
    await verify(t);
    await verify(t);
    expect(keyReads()).toBe(2);
  });
});

describe('VerifiedTokens', () => {
  const claims = (exp: number) => ({ sub: 'fan', exp });

  it('keeps an entry until the token expires and at most the maximum age', () => {
    const cache = new VerifiedTokens(60_000, 10);
    const now = 1_000_000_000_000;
    cache.set('a', claims(now / 1000 + 30), now);
    cache.set('b', claims(now / 1000 + 600), now);
    expect(cache.get('a', now + 29_999)).toBeDefined();
    expect(cache.get('a', now + 30_000)).toBeUndefined();
    expect(cache.get('b', now + 59_999)).toBeDefined();
    expect(cache.get('b', now + 60_000)).toBeUndefined();
  });

  it('keeps nothing without an expiry or already expired', () => {
    const cache = new VerifiedTokens();
    const now = Date.now();
    cache.set('none', { sub: 'fan' }, now);
    cache.set('old', claims(now / 1000 - 1), now);
    expect(cache.size).toBe(0);
  });

  it('drops the oldest entries when full', () => {
    const cache = new VerifiedTokens(60_000, 3);
    const now = Date.now();
    for (const t of ['a', 'b', 'c', 'd']) cache.set(t, claims(now / 1000 + 600), now);
    expect(cache.size).toBe(3);
    expect(cache.get('a', now)).toBeUndefined();
    expect(cache.get('d', now)).toBeDefined();
  });
});
