import { beforeAll, describe, expect, it } from 'vitest';
import {
  PBKDF2_DEFAULT_ITERATIONS,
  PBKDF2_SPEC_ITERATIONS,
  SALT_BYTES,
  backupPrivateKey,
  base64ToBytes,
  exportKeyFile,
  generateKeyPair,
  importKeyFile,
  isBackupEnvelopeText,
  publicKeyOf,
  restorePrivateKey,
} from './index.ts';
import { expectKind } from './test-helpers.ts';

const password = 'correct horse battery staple';
let pair: CryptoKeyPair;
let publicText: string;
let backup: string;

beforeAll(async () => {
  pair = await generateKeyPair();
  publicText = await publicKeyOf(pair.privateKey);
  backup = await backupPrivateKey(pair.privateKey, password);
}, 120_000);

describe('password backup', { timeout: 30_000 }, () => {
  it('writes the documented envelope with the default iterations', () => {
    const env = JSON.parse(backup) as Record<string, unknown>;
    expect(Object.keys(env)).toEqual(['v', 'kdf', 'hash', 'iterations', 'salt', 'iv', 'ciphertext']);
    expect(env).toMatchObject({ v: 1, kdf: 'PBKDF2', hash: 'SHA-256', iterations: PBKDF2_DEFAULT_ITERATIONS });
    expect(base64ToBytes(env.salt as string)?.length).toBe(SALT_BYTES);
    expect(base64ToBytes(env.iv as string)?.length).toBe(12);
    expect(isBackupEnvelopeText(backup)).toBe(true);
    // The server accepts at most 16 kB.
    expect(backup.length).toBeLessThan(16_384);
  });

  it('restores the same private key at the default iterations', async () => {
    const restored = await restorePrivateKey(backup, password);
    expect(await publicKeyOf(restored)).toBe(publicText);
    expect(restored.extractable).toBe(true);
  });

  it('restores a backup made with the spec’s 100000 iterations', async () => {
    const old = await backupPrivateKey(pair.privateKey, password, { iterations: PBKDF2_SPEC_ITERATIONS });
    expect((JSON.parse(old) as { iterations: number }).iterations).toBe(100_000);
    expect(await publicKeyOf(await restorePrivateKey(old, password))).toBe(publicText);
  });

  it('answers wrong-password for a wrong password', async () => {
    await expectKind(restorePrivateKey(backup, 'correct horse battery stapl'), 'wrong-password');
  });

  it('answers malformed for garbage and tampered envelopes', async () => {
    const env = JSON.parse(backup) as Record<string, unknown>;
    const variants = [
      '',
      'garbage',
      '[]',
      JSON.stringify({ ...env, v: 2 }),
      JSON.stringify({ ...env, kdf: 'scrypt' }),
      JSON.stringify({ ...env, hash: 'SHA-1' }),
      JSON.stringify({ ...env, iterations: 1000 }),
      JSON.stringify({ ...env, iterations: 10_000_001 }),
      JSON.stringify({ ...env, iterations: '600000' }),
      JSON.stringify({ ...env, salt: 'AAAA' }),
      JSON.stringify({ ...env, iv: 'AAAAAAAAAAAAAAAAAAAAAA==' }),
      JSON.stringify({ ...env, ciphertext: 'not base64' }),
      JSON.stringify({ ...env, ciphertext: undefined }),
    ];
    for (const text of variants) {
      expect(isBackupEnvelopeText(text), text).toBe(false);
      await expectKind(restorePrivateKey(text, password), 'malformed');
    }
  });

  it('refuses to write a backup with iterations out of range', async () => {
    await expectKind(backupPrivateKey(pair.privateKey, password, { iterations: 99_999 }), 'malformed');
  });
});

describe('key file', { timeout: 30_000 }, () => {
  it('round-trips the private key through chat-key.json', async () => {
    const file = await exportKeyFile(pair.privateKey);
    expect(JSON.parse(file)).toMatchObject({ v: 1, type: 'tribune-chat-key', private_key: { kty: 'RSA' } });
    expect(await publicKeyOf(await importKeyFile(file))).toBe(publicText);
    // Pasted text may come with surrounding whitespace.
    expect(await publicKeyOf(await importKeyFile(`\n  ${file}\n`))).toBe(publicText);
  });

  it('answers malformed for anything else', async () => {
    const file = JSON.parse(await exportKeyFile(pair.privateKey)) as { private_key: Record<string, unknown> };
    const variants = [
      '',
      'junk',
      backup,
      publicText,
      JSON.stringify({ ...file, v: 2 }),
      JSON.stringify({ ...file, type: 'other' }),
      JSON.stringify({ ...file, private_key: { ...file.private_key, d: undefined } }),
      JSON.stringify({ ...file, private_key: { ...file.private_key, d: 'AAAA' } }),
    ];
    for (const text of variants) await expectKind(importKeyFile(text), 'malformed');
  });

  it('answers malformed for a private key whose parts do not belong together', async () => {
    const file = JSON.parse(await exportKeyFile(pair.privateKey)) as { private_key: Record<string, unknown> };
    const { d, p, q, dp } = file.private_key as { d: string; p: string; q: string; dp: string };
    // Swapping p and q breaks qi; using dp as d breaks d mod (q-1); both still decrypt in some engines.
    for (const change of [{ p: q, q: p }, { d: dp }, { d: d.slice(0, -4) + 'AAAA' }]) {
      const damaged = { ...file, private_key: { ...file.private_key, ...change } };
      await expectKind(importKeyFile(JSON.stringify(damaged)), 'malformed');
    }
  });
});
