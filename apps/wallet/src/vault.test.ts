import { describe, expect, it } from 'vitest';
import { bytesToHex } from 'viem';
import { english, generateMnemonic, mnemonicToAccount } from 'viem/accounts';
import { base64ToBytes, bytesToBase64 } from './encoding.ts';
import {
  VAULT_ITERATIONS,
  VaultError,
  envelopeCheck,
  sealKey,
  storedAddress,
  unlockKey,
  type VaultEnvelope,
} from './vault.ts';

const PASSWORD = 'correct horse battery';

function freshKey() {
  const mnemonic = generateMnemonic(english);
  const account = mnemonicToAccount(mnemonic);
  const key = new Uint8Array(account.getHdKey().privateKey as Uint8Array);
  return { mnemonic, account, key };
}

async function expectKind(promise: Promise<unknown>, kind: VaultError['kind']) {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(VaultError);
  expect((error as VaultError).kind).toBe(kind);
}

/** Re-signs an altered envelope so only the intended damage remains. */
async function withCheck(e: VaultEnvelope): Promise<string> {
  return JSON.stringify({ ...e, check: await envelopeCheck(e) });
}

describe('vault', () => {
  it('round-trips the key under the password, with the spec parameters', async () => {
    const { account, key } = freshKey();
    const sealed = await sealKey(key, PASSWORD);
    expect(sealed.address).toBe(account.address);
    const env = JSON.parse(sealed.text) as VaultEnvelope;
    expect(Object.keys(env).sort()).toEqual(
      ['address', 'check', 'cipher', 'hash', 'iterations', 'iv', 'kdf', 'salt', 'v'].sort(),
    );
    expect(env).toMatchObject({ v: 1, kdf: 'PBKDF2', hash: 'SHA-256', iterations: VAULT_ITERATIONS });
    expect(base64ToBytes(env.salt)?.length).toBe(16);
    expect(base64ToBytes(env.iv)?.length).toBe(12);
    expect(base64ToBytes(env.cipher)?.length).toBe(48);
    expect(await storedAddress(sealed.text)).toBe(account.address);
    const back = await unlockKey(sealed.text, PASSWORD);
    expect(bytesToHex(back)).toBe(bytesToHex(key));
  });

  it('says wrong-password for a wrong password', async () => {
    const { key } = freshKey();
    const { text } = await sealKey(key, PASSWORD);
    await expectKind(unlockKey(text, 'not the password'), 'wrong-password');
  });

  it('says damaged for a flipped cipher byte, a flipped check, bad JSON or missing fields', async () => {
    const { key } = freshKey();
    const { text } = await sealKey(key, PASSWORD);
    const env = JSON.parse(text) as VaultEnvelope;

    const cipher = base64ToBytes(env.cipher) as Uint8Array;
    cipher[5] = (cipher[5] ?? 0) ^ 0x01;
    await expectKind(unlockKey(JSON.stringify({ ...env, cipher: bytesToBase64(cipher) }), PASSWORD), 'damaged');

    const check = base64ToBytes(env.check) as Uint8Array;
    check[0] = (check[0] ?? 0) ^ 0x80;
    await expectKind(unlockKey(JSON.stringify({ ...env, check: bytesToBase64(check) }), PASSWORD), 'damaged');

    await expectKind(unlockKey(text.slice(0, -3), PASSWORD), 'damaged');
    await expectKind(unlockKey('null', PASSWORD), 'damaged');
    await expectKind(unlockKey(null, PASSWORD), 'damaged');
    const { iv: _iv, ...noIv } = env;
    await expectKind(unlockKey(JSON.stringify(noIv), PASSWORD), 'damaged');
    await expectKind(storedAddress(JSON.stringify({ ...env, address: '0x' + '1'.repeat(40) })), 'damaged');
  });

  it('says damaged when a consistent envelope names another address than its key', async () => {
    const { key } = freshKey();
    const { text } = await sealKey(key, PASSWORD);
    const env = JSON.parse(text) as VaultEnvelope;
    const other = freshKey().account.address;
    await expectKind(unlockKey(await withCheck({ ...env, address: other }), PASSWORD), 'damaged');
  });

  it('stores no cleartext key or phrase', async () => {
    const { mnemonic, key } = freshKey();
    const { text } = await sealKey(key, PASSWORD);
    const hex = bytesToHex(key).slice(2);
    expect(text.toLowerCase()).not.toContain(hex);
    expect(text).not.toContain(bytesToBase64(key));
    const words = mnemonic.split(' ');
    for (let i = 0; i + 2 < words.length; i++) expect(text).not.toContain(words.slice(i, i + 3).join(' '));
    expect(text).not.toContain(PASSWORD);
  });
});
