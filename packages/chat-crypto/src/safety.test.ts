import { beforeAll, describe, expect, it } from 'vitest';
import { exportPublicKey, formatSafetyNumber, generateKeyPair, keyFingerprint, safetyNumber } from './index.ts';
import { expectKind } from './test-helpers.ts';

let alice: string;
let bob: string;
let carol: string;

beforeAll(async () => {
  const [a, b] = await Promise.all([generateKeyPair(), generateKeyPair()]);
  [alice, bob] = await Promise.all([exportPublicKey(a.publicKey), exportPublicKey(b.publicKey)]);
  // Carol's key differs from Bob's only in the modulus' last bits: still another key.
  const { n } = JSON.parse(bob) as { n: string };
  carol = JSON.stringify({ kty: 'RSA', n: n.slice(0, -2) + (n.endsWith('AA') ? 'BA' : 'AA'), e: 'AQAB' });
}, 120_000);

describe('safety number', { timeout: 30_000 }, () => {
  it('is 60 digits and the same whichever order the keys come in', async () => {
    const ab = await safetyNumber(alice, bob);
    expect(ab).toMatch(/^\d{60}$/);
    expect(await safetyNumber(bob, alice)).toBe(ab);
  });

  it('ignores JWK members other than n and e', async () => {
    const { n, e } = JSON.parse(alice) as { n: string; e: string };
    expect(await safetyNumber(JSON.stringify({ e, n, kty: 'RSA' }), bob)).toBe(await safetyNumber(alice, bob));
  });

  it('differs for different keys', async () => {
    const ab = await safetyNumber(alice, bob);
    expect(await safetyNumber(alice, carol)).not.toBe(ab);
    expect(await safetyNumber(bob, carol)).not.toBe(ab);
  });

  it('is formatted in twelve groups of five', async () => {
    const formatted = formatSafetyNumber(await safetyNumber(alice, bob));
    expect(formatted).toMatch(/^(\d{5} ){11}\d{5}$/);
    expect(formatSafetyNumber('12345 67890\n12')).toBe('12345 67890 12');
  });

  it('refuses invalid public keys', async () => {
    await expectKind(safetyNumber(alice, 'junk'), 'malformed');
  });
});

describe('key fingerprint', { timeout: 30_000 }, () => {
  it('is hex SHA-256, stable across JWK spellings and different per key', async () => {
    const fp = await keyFingerprint(alice);
    expect(fp).toMatch(/^[0-9a-f]{64}$/);
    const { n, e } = JSON.parse(alice) as { n: string; e: string };
    expect(await keyFingerprint(JSON.stringify({ n, e, kty: 'RSA', use: 'enc' }))).toBe(fp);
    expect(await keyFingerprint(bob)).not.toBe(fp);
    await expectKind(keyFingerprint('{}'), 'malformed');
  });
});
