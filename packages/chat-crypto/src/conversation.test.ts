import { beforeAll, describe, expect, it } from 'vitest';
import {
  IV_BYTES,
  base64ToBytes,
  bytesToBase64,
  exportPublicKey,
  generateConversationKey,
  generateKeyPair,
  newKeyId,
  open,
  parseSealedContent,
  seal,
  serializeSealedContent,
  unwrapConversationKey,
  wrapConversationKey,
  type MessageAad,
  type SealedContent,
} from './index.ts';
import { expectKind } from './test-helpers.ts';

/** Flips one bit of a base64 value at byte `index`. */
function flip(b64: string, index = 0): string {
  const bytes = base64ToBytes(b64)!;
  bytes[index] = bytes[index]! ^ 1;
  return bytesToBase64(bytes);
}

const aad: MessageAad = { conversationId: crypto.randomUUID(), senderId: '42', keyId: newKeyId() };
const text = 'Hallo, wie geht es? 👋 Ça va — grüße aus Köln';

let alice: CryptoKeyPair;
let bob: CryptoKeyPair;
let key: CryptoKey;
let sealed: SealedContent;

beforeAll(async () => {
  [alice, bob, key] = await Promise.all([generateKeyPair(), generateKeyPair(), generateConversationKey()]);
  sealed = await seal(text, key, aad);
}, 120_000);

describe('seal and open', { timeout: 30_000 }, () => {
  it('opens what it sealed, with a 12-byte IV', async () => {
    expect(await open(sealed, key, aad)).toBe(text);
    expect(base64ToBytes(sealed.iv)?.length).toBe(IV_BYTES);
    expect(await open(await seal('', key, aad), key, aad)).toBe('');
  });

  it('fails with decrypt-failed on a tampered ciphertext', async () => {
    await expectKind(open({ ...sealed, ciphertext: flip(sealed.ciphertext, 3) }, key, aad), 'decrypt-failed');
    // The tag is the last 16 bytes of the ciphertext.
    const last = base64ToBytes(sealed.ciphertext)!.length - 1;
    await expectKind(open({ ...sealed, ciphertext: flip(sealed.ciphertext, last) }, key, aad), 'decrypt-failed');
  });

  it('fails with decrypt-failed on a tampered or mis-sized IV', async () => {
    await expectKind(open({ ...sealed, iv: flip(sealed.iv) }, key, aad), 'decrypt-failed');
    await expectKind(open({ ...sealed, iv: bytesToBase64(new Uint8Array(16)) }, key, aad), 'decrypt-failed');
    await expectKind(open({ ...sealed, iv: 'not base64!' }, key, aad), 'decrypt-failed');
  });

  it('fails with decrypt-failed when the message moves to another conversation, sender or key id', async () => {
    await expectKind(open(sealed, key, { ...aad, conversationId: crypto.randomUUID() }), 'decrypt-failed');
    await expectKind(open(sealed, key, { ...aad, senderId: '43' }), 'decrypt-failed');
    await expectKind(open(sealed, key, { ...aad, keyId: newKeyId() }), 'decrypt-failed');
  });

  it('fails with decrypt-failed under another key', async () => {
    await expectKind(open(sealed, await generateConversationKey(), aad), 'decrypt-failed');
  });

  it('refuses AAD fields that would make the additional data ambiguous', async () => {
    await expectKind(seal(text, key, { ...aad, senderId: '4|2' }), 'malformed');
    await expectKind(seal(text, key, { ...aad, keyId: '' }), 'malformed');
  });

  it('uses a different IV for each of 1000 seals', async () => {
    const ivs = new Set<string>();
    for (let i = 0; i < 1000; i++) ivs.add((await seal('x', key, aad)).iv);
    expect(ivs.size).toBe(1000);
  });
});

describe('parseSealedContent', { timeout: 30_000 }, () => {
  it('accepts the stored JSON shape and round-trips it', () => {
    expect(parseSealedContent(serializeSealedContent(sealed))).toEqual(sealed);
  });

  it('rejects everything else', () => {
    const bad = [
      '',
      'hello',
      '<p>plain</p>',
      'null',
      '[]',
      JSON.stringify({ ciphertext: sealed.ciphertext }),
      JSON.stringify({ ...sealed, extra: 1 }),
      JSON.stringify({ ...sealed, iv: bytesToBase64(new Uint8Array(16)) }),
      JSON.stringify({ ...sealed, iv: 1 }),
      JSON.stringify({ ...sealed, ciphertext: 'a b' }),
      JSON.stringify({ ...sealed, ciphertext: bytesToBase64(new Uint8Array(8)) }),
    ];
    for (const text of bad) expect(parseSealedContent(text), text).toBeNull();
  });
});

describe('wrapping conversation keys', { timeout: 30_000 }, () => {
  it('unwraps what was wrapped for the public key text, and the key opens messages', async () => {
    const wrapped = await wrapConversationKey(key, await exportPublicKey(alice.publicKey));
    const unwrapped = await unwrapConversationKey(wrapped, alice.privateKey);
    expect(await open(sealed, unwrapped, aad)).toBe(text);
    // The unwrapped key can be wrapped again for a partner who lacks it.
    const rewrapped = await wrapConversationKey(unwrapped, bob.publicKey);
    expect(await open(sealed, await unwrapConversationKey(rewrapped, bob.privateKey), aad)).toBe(text);
  });

  it('fails with decrypt-failed for the wrong private key or a damaged wrapping', async () => {
    const wrapped = await wrapConversationKey(key, alice.publicKey);
    await expectKind(unwrapConversationKey(wrapped, bob.privateKey), 'decrypt-failed');
    await expectKind(unwrapConversationKey(flip(wrapped, 10), alice.privateKey), 'decrypt-failed');
    await expectKind(unwrapConversationKey('%%%', alice.privateKey), 'decrypt-failed');
  });

  it('refuses to wrap for a malformed public key', async () => {
    await expectKind(wrapConversationKey(key, '{"kty":"RSA"}'), 'malformed');
  });

  it('keeps a private key usable after a structured-clone round trip (IndexedDB)', async () => {
    const clone = structuredClone(alice.privateKey);
    const wrapped = await wrapConversationKey(key, alice.publicKey);
    expect(await open(sealed, await unwrapConversationKey(wrapped, clone), aad)).toBe(text);
  });
});
