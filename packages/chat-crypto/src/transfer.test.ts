import { beforeAll, describe, expect, it } from 'vitest';
import {
  TRANSFER_PREFIX,
  generateKeyPair,
  openTransfer,
  parseTransferCode,
  publicKeyOf,
  sealForTransfer,
  transferCode,
} from './index.ts';
import { expectKind } from './test-helpers.ts';

let userKey: CryptoKeyPair;
let oneTime: CryptoKeyPair;
let otherOneTime: CryptoKeyPair;
let userPublic: string;

beforeAll(async () => {
  [userKey, oneTime, otherOneTime] = await Promise.all([generateKeyPair(), generateKeyPair(), generateKeyPair()]);
  userPublic = await publicKeyOf(userKey.privateKey);
}, 120_000);

describe('QR key transfer', { timeout: 30_000 }, () => {
  it('moves the private key from the old device to the new one', async () => {
    // New device: shows the code. Old device: scans it and seals its key for it.
    const code = await transferCode(oneTime.publicKey);
    expect(code.startsWith(TRANSFER_PREFIX)).toBe(true);
    expect(code).toMatch(/^tribune-key-transfer:v1:[A-Za-z0-9_-]+$/);
    const envelope = await sealForTransfer(userKey.privateKey, await parseTransferCode(code));
    expect(Object.keys(JSON.parse(envelope) as object)).toEqual(['v', 'wrapped_key', 'iv', 'ciphertext']);
    // New device: opens it with the one-time private key.
    const received = await openTransfer(envelope, oneTime.privateKey);
    expect(await publicKeyOf(received)).toBe(userPublic);
    expect(received.extractable).toBe(true);
  });

  it('fails with decrypt-failed when opened with another one-time key', async () => {
    const envelope = await sealForTransfer(userKey.privateKey, oneTime.publicKey);
    await expectKind(openTransfer(envelope, otherOneTime.privateKey), 'decrypt-failed');
  });

  it('fails with decrypt-failed when the ciphertext was altered', async () => {
    const env = JSON.parse(await sealForTransfer(userKey.privateKey, oneTime.publicKey)) as Record<string, string>;
    const altered = { ...env, ciphertext: (env.ciphertext!.startsWith('A') ? 'B' : 'A') + env.ciphertext!.slice(1) };
    await expectKind(openTransfer(JSON.stringify(altered), oneTime.privateKey), 'decrypt-failed');
  });

  it('answers malformed for envelopes that are not one', async () => {
    const env = JSON.parse(await sealForTransfer(userKey.privateKey, oneTime.publicKey)) as Record<string, unknown>;
    for (const text of ['', 'junk', '{}', JSON.stringify({ ...env, v: 2 }), JSON.stringify({ ...env, iv: 'AAAA' })]) {
      await expectKind(openTransfer(text, oneTime.privateKey), 'malformed');
    }
  });

  it('answers malformed for codes that are not transfer codes', async () => {
    const code = await transferCode(oneTime.publicKey);
    const small = await crypto.subtle.generateKey(
      { name: 'RSA-OAEP', modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: 'SHA-256' },
      true,
      ['encrypt', 'decrypt'],
    );
    const smallCode = TRANSFER_PREFIX + (await spkiBase64Url(small.publicKey));
    const bad = [
      '',
      'junk',
      code.slice(TRANSFER_PREFIX.length),
      `${TRANSFER_PREFIX}!!`,
      `${TRANSFER_PREFIX}AAAA`,
      smallCode,
    ];
    for (const text of bad) await expectKind(parseTransferCode(text), 'malformed');
  });
});

/** base64url SPKI of any key, bypassing transferCode's own size check. */
async function spkiBase64Url(key: CryptoKey): Promise<string> {
  const spki = new Uint8Array(await crypto.subtle.exportKey('spki', key));
  let bin = '';
  for (const b of spki) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}
