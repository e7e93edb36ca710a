import { beforeAll, describe, expect, it } from 'vitest';
import {
  bytesToBase64Url,
  exportPublicKey,
  generateKeyPair,
  importPublicKey,
  isValidPublicKeyText,
  publicKeyOf,
  samePublicKey,
} from './index.ts';
import { expectKind } from './test-helpers.ts';

let alice: CryptoKeyPair;
let bob: CryptoKeyPair;
let alicePublic: string;
let bobPublic: string;
let rsa2048Public: string;
let ecPublic: string;

beforeAll(async () => {
  const small = crypto.subtle.generateKey(
    { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
    true,
    ['encrypt', 'decrypt'],
  );
  const ec = crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, ['deriveBits']);
  [alice, bob] = await Promise.all([generateKeyPair(), generateKeyPair()]);
  [alicePublic, bobPublic] = await Promise.all([exportPublicKey(alice.publicKey), exportPublicKey(bob.publicKey)]);
  rsa2048Public = JSON.stringify(await crypto.subtle.exportKey('jwk', (await small).publicKey));
  ecPublic = JSON.stringify(await crypto.subtle.exportKey('jwk', (await ec).publicKey));
}, 120_000);

describe('key pairs', { timeout: 30_000 }, () => {
  it('generates RSA-OAEP-4096/SHA-256 with e = 65537 and an extractable private key', () => {
    const alg = alice.privateKey.algorithm as RsaHashedKeyAlgorithm;
    expect(alg.name).toBe('RSA-OAEP');
    expect(alg.modulusLength).toBe(4096);
    expect([...alg.publicExponent]).toEqual([1, 0, 1]);
    expect((alg.hash as { name: string }).name).toBe('SHA-256');
    expect(alice.privateKey.extractable).toBe(true);
    expect(alice.privateKey.usages).toEqual(expect.arrayContaining(['decrypt', 'unwrapKey']));
  });

  it('exports the public key as JWK text with a stable member order', async () => {
    expect(Object.keys(JSON.parse(alicePublic) as object)).toEqual(['kty', 'n', 'e', 'alg', 'ext', 'key_ops']);
    expect(JSON.parse(alicePublic)).toMatchObject({ kty: 'RSA', e: 'AQAB', alg: 'RSA-OAEP-256', ext: true });
    expect(await exportPublicKey(alice.publicKey)).toBe(alicePublic);
    expect(await exportPublicKey(await importPublicKey(alicePublic))).toBe(alicePublic);
  });

  it('derives the same public key text from the private key', async () => {
    expect(await publicKeyOf(alice.privateKey)).toBe(alicePublic);
    expect(await publicKeyOf(bob.privateKey)).toBe(bobPublic);
  });
});

describe('samePublicKey', { timeout: 30_000 }, () => {
  it('is true for the same n and e whatever the member order and other members', () => {
    const { n, e } = JSON.parse(alicePublic) as { n: string; e: string };
    const reordered = JSON.stringify({ e, key_ops: ['encrypt'], n, kty: 'RSA', use: 'enc' });
    expect(samePublicKey(alicePublic, reordered)).toBe(true);
    expect(samePublicKey(alicePublic, { kty: 'RSA', n, e })).toBe(true);
  });

  it('is false for another key or anything invalid', () => {
    expect(samePublicKey(alicePublic, bobPublic)).toBe(false);
    expect(samePublicKey(alicePublic, 'junk')).toBe(false);
    expect(samePublicKey('junk', 'junk')).toBe(false);
  });
});

describe('validating public keys', { timeout: 30_000 }, () => {
  const junk = ['', 'junk', 'null', '[]', '{}', '{"kty":"RSA"}', '{"kty":"RSA","n":"AQAB","e":"AQAB"}'];

  it('accepts the exported key and a key that only carries kty, n and e', () => {
    const { n, e } = JSON.parse(alicePublic) as { n: string; e: string };
    expect(isValidPublicKeyText(alicePublic)).toBe(true);
    expect(isValidPublicKeyText(JSON.stringify({ kty: 'RSA', n, e }))).toBe(true);
  });

  it('rejects 2048-bit keys, non-RSA keys and junk', () => {
    expect(isValidPublicKeyText(rsa2048Public)).toBe(false);
    expect(isValidPublicKeyText(ecPublic)).toBe(false);
    for (const text of junk) expect(isValidPublicKeyText(text), text).toBe(false);
  });

  it('rejects another exponent, another alg, a padded n and private members', async () => {
    const pub = JSON.parse(alicePublic) as Record<string, unknown>;
    expect(isValidPublicKeyText(JSON.stringify({ ...pub, e: 'Aw' }))).toBe(false);
    expect(isValidPublicKeyText(JSON.stringify({ ...pub, alg: 'RSA-OAEP' }))).toBe(false);
    expect(isValidPublicKeyText(JSON.stringify({ ...pub, n: `${pub.n as string}=` }))).toBe(false);
    const priv = await crypto.subtle.exportKey('jwk', alice.privateKey);
    expect(isValidPublicKeyText(JSON.stringify(priv))).toBe(false);
    // 512 bytes whose top bit is clear are a 4095-bit (or smaller) modulus.
    const short = new Uint8Array(512).fill(0x7f);
    expect(isValidPublicKeyText(JSON.stringify({ ...pub, n: bytesToBase64Url(short) }))).toBe(false);
  });

  it('importPublicKey rejects the same with ChatCryptoError malformed', async () => {
    await expectKind(importPublicKey(rsa2048Public), 'malformed');
    await expectKind(importPublicKey(ecPublic), 'malformed');
    for (const text of junk) await expectKind(importPublicKey(text), 'malformed');
  });
});
